/**
 * CheckoutStatus at /order-completed/$invoice (commerce spec §2 "CheckoutStatus"): loads the order through the
 * order-status machine, shows {@link PaymentStatusView}, copies the virtual account number with the notice
 * 'Kode berhasil di salin'. A missing invoice sends the member to '/'.
 */
import { EmptyState } from '../../ui/empty-state';
import { Skeleton } from '../../ui/skeleton';
import { showToast } from '../../ui/toast';
import { T } from './catalogue';
import { copyText } from '../../lib/clipboard';
import { PaymentStatusView } from './payment-status-view';
import { useOrder, type OrderLogic } from './use-order';
import type { LiveFeed } from '../../flows/live/live-feed';
import './orders.css';

export interface CheckoutStatusPageProps {
  userId: number;
  invoice: string;
  lmsUrl: string;
  /** Navigate to '/' (missing invoice). */
  onRedirectHome: () => void;
  logic?: OrderLogic;
  /** The live connection's feed (issue 21): pushes replace polling while it is open. */
  live?: LiveFeed;
}

/** Copy a VA number and say so ('Kode berhasil di salin'). */
export async function copyWithNotice(text: string) {
  const ok = await copyText(text);
  showToast(ok ? { message: T.copied, tone: 'success' } : { message: T.copyFailed, tone: 'error' });
}

export function CheckoutStatusPage({ userId, invoice, lmsUrl, onRedirectHome, logic, live }: CheckoutStatusPageProps) {
  const view = useOrder(userId, invoice, onRedirectHome, logic, live);

  if (view.order) return <PaymentStatusView order={view.order} countdown={view.countdown} lmsUrl={lmsUrl} onCopyVa={copyWithNotice} />;
  if (view.failed)
    return (
      <section className="page container payment-status">
        <EmptyState message={view.error || T.loadFailed} action={{ label: T.retry, onClick: view.reload }} />
      </section>
    );
  return (
    <section className="page container payment-status" aria-busy="true" aria-label={T.statusTitle}>
      <Skeleton height="6rem" radius={12} />
      <Skeleton width="60%" />
      <Skeleton width="40%" />
      <Skeleton width="50%" />
    </section>
  );
}
