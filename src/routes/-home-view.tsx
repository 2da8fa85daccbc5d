/**
 * Home's page (portal §2 Home) without its route: the route renders it (routes/index.tsx), and so does Home's first
 * paint before the router has loaded (src/app/home-start.tsx, decision 109).
 */
import { Suspense } from 'react';
import { HomePage } from '../features/home/home-page';
import { island } from '../ui/island';

/**
 * The course sections are an island (decision 092): the server renders them with their courses, the browser
 * hydrates them once their chunk (the carousels on keen-slider, the course cards, the add-to-cart machine) has come,
 * after the first paint — that code is not in the home route's initial load.
 */
const HomeCourses = island(() => import('./-home-courses').then((m) => m.HomeCourses));

export function HomeView() {
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
