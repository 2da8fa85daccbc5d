/** /detail-orders without an invoice goes to the list (commerce spec §2 "TransactionDetailMenu"). */
import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/_member/detail-orders/')({
  // Rendered in the browser under the server's layout (decisions 081, 099).
  ssr: 'data-only',
  beforeLoad: () => {
    throw redirect({ to: '/orders', replace: true });
  },
});
