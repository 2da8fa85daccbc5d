/** Home (portal §2 Home). Needs a zone and a warehouse (portal §2 Guards), otherwise /500. */
import { createFileRoute } from '@tanstack/react-router';
import { HomeView } from './-home-view';
import { requireZone } from './-guards';

export const Route = createFileRoute('/')({
  beforeLoad: async ({ context }) => {
    await requireZone(context);
  },
  component: HomeView,
});
