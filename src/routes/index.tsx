/** Home (portal §2 Home). Needs a zone and a warehouse (portal §2 Guards), otherwise /500. */
import { createFileRoute } from '@tanstack/react-router';
import { Suspense } from 'react';
import { HomePage } from '../features/home/home-page';
import { island } from '../ui/island';
import { requireZone } from './-guards';

export const Route = createFileRoute('/')({
  beforeLoad: async ({ context }) => {
    await requireZone(context);
  },
  component: HomeRoute,
});

/**
 * The course sections are an island (decision 092): the server renders them with their courses, the browser
 * hydrates them once their chunk (the carousels on keen-slider, the course cards, the add-to-cart machine) has come,
 * after the first paint — that code is not in the home route's initial load.
 */
const HomeCourses = island(() => import('./-home-courses').then((m) => m.HomeCourses));

function HomeRoute() {
  return (
    <HomePage
      courses={
        <Suspense fallback={null}>
          <HomeCourses />
        </Suspense>
      }
    />
  );
}
