/** /order-completed without an invoice goes to / (commerce spec §2 "CheckoutStatus"). */
import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/_member/order-completed/')({
  // Rendered in the browser under the server's layout (decisions 081, 099).
  ssr: 'data-only',
  beforeLoad: () => {
    throw redirect({ to: '/', replace: true });
  },
});
