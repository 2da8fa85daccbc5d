/** Home (portal §2 Home): needs a zone and a warehouse (portal §2 Guards), otherwise /500. */
import { createFileRoute } from '@tanstack/react-router';
import { requireZone } from './-guards';

export const Route = createFileRoute('/')({
  beforeLoad: async ({ context }) => {
    await requireZone(context);
  },
  component: HomeRoute,
});

function HomeRoute() {
  return (
    <section className="hero">
      <div className="container">
        <h1>One Stop Baking Solution</h1>
      </div>
    </section>
  );
}
