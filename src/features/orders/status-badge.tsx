/**
 * The order status label per the transaction history reading (commerce §4): 1–2 'Menunggu Pembayaran' (red),
 * 3–7 'Lunas' (green), 8–10 'Pesanan Dibatalkan' (red). The grouping lives in machines/shared/order-status.ts.
 */
import { historyStatus } from './use-order';

export function StatusBadge({ code }: { code: number }) {
  const s = historyStatus(code);
  return (
    <span className={`status-badge status-badge--${s.color}`} data-color={s.color} data-testid="order-status">
      {s.label}
    </span>
  );
}
