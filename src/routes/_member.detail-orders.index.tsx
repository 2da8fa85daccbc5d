/** /detail-orders without an invoice goes to the list (commerce spec §2 "TransactionDetailMenu"). */
import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/_member/detail-orders/')({
  beforeLoad: () => {
    throw redirect({ to: '/orders', replace: true });
  },
});
