/** /order-completed without an invoice goes to / (commerce spec §2 "CheckoutStatus"). */
import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/_member/order-completed/')({
  beforeLoad: () => {
    throw redirect({ to: '/', replace: true });
  },
});
