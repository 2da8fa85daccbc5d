/**
 * /subscriptionlandingpage — the subscription landing page with the WhatsApp form (commerce spec §2, §6 public;
 * portal §2 Layout: no header and footer).
 */
import { createFileRoute } from '@tanstack/react-router';
import { LandingPage } from '../features/subscription/landing-page';

export const Route = createFileRoute('/subscriptionlandingpage')({
  staticData: { blankLayout: true },
  component: LandingRoute,
});

function LandingRoute() {
  return <LandingPage />;
}
