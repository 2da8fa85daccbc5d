/**
 * One order in 'History Pembelian': invoice, date, the first item with a count of the others, the total and
 * the history-reading status label. Presentational.
 */
import { Link } from '@tanstack/react-router';
import type { Order } from '../../api/order';
import { formatDate, formatRupiah } from '../../lib/format';
import { LocalTime } from '../../ui/local-time';
import { StatusBadge } from './status-badge';
import { T } from './catalogue';

export function OrderCard({ order }: { order: Order }) {
  const [first, ...rest] = order.items;
  const units = order.items.reduce((n, i) => n + i.quantity, 0);
  return (
    <article className="order-card" aria-label={`Invoice ${order.invoice}`} data-testid="order-card">
      <header className="order-card__head">
        <span className="order-card__invoice">{order.invoice}</span>
        <LocalTime className="order-card__date" value={order.created_at} format={formatDate} />
        <StatusBadge code={order.status_code} />
      </header>
      {first ? (
        <div className="order-card__item">
          {first.thumbnail ? <img src={first.thumbnail} alt="" width={64} height={64} loading="lazy" /> : null}
          <div>
            <p className="order-card__title">{first.title}</p>
            <p className="order-card__meta">
              {first.quantity} x {formatRupiah(first.price)}
            </p>
            {rest.length > 0 ? <p className="order-card__more">{T.moreItems(rest.length)}</p> : null}
          </div>
        </div>
      ) : null}
      <footer className="order-card__foot">
        <span className="order-card__units">{T.quantity(units)}</span>
        <span className="order-card__total">
          {T.total} <strong>{formatRupiah(order.amount)}</strong>
        </span>
        <Link to="/detail-orders/$invoice" params={{ invoice: order.invoice }} className="btn btn--outline" aria-label={`${T.seeDetail} ${order.invoice}`}>
          {T.seeDetail}
        </Link>
      </footer>
    </article>
  );
}
