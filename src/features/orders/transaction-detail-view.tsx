/**
 * Transaction detail body (route TransactionDetailMenu; commerce spec §2 "Transactions", §3 "Order / transaction",
 * §4 "Tracking (six steps)"): status and six-step tracking, items (courses and products with quantities and
 * prices), recipient, courier and delivery cost, promo and discount, total, payment (type, bank, VA), and — only at
 * status 7 — 'Beli Lagi', 'Beri Ulasan' (items with rating_id 0) and 'Lihat Kursus' (courses). An order waiting for
 * payment offers 'Bayar Sekarang' (the provider's popup, machines/order-pay.machine.ts, when `payment` is given)
 * and links to its payment status page. Presentational.
 */
import { config } from '../../config/config';
import { whatsappUrl } from '../../lib/site-contact';
import { Link } from '@tanstack/react-router';
import type { Order, OrderItem } from '../../api/order';
import { formatDateTimeWib, formatRupiah } from '../../lib/format';
import { BankLogo, paymentTypeName } from './bank-logo';
import { T } from './catalogue';
import { StatusBadge } from './status-badge';
import { TrackingSteps } from './tracking-steps';
import { completedItemActions, orderFigures, paymentPageStatus } from './use-order';

export interface BuyAgainView {
  /** The machine accepts 'buyAgain.start' (status 7). */
  can: boolean;
  busy: boolean;
  error: string | null;
  start: () => void;
  dismiss: () => void;
}

/** 'Bayar Sekarang' on a waiting order (use-order-pay.ts). */
export interface OrderPayView {
  /** The order can be paid from here (status 2, deadline not passed). */
  offered: boolean;
  canPay: boolean;
  busy: boolean;
  error: string | null;
  pay: () => void;
}

export interface TransactionDetailViewProps {
  order: Order;
  lmsUrl: string;
  buyAgain: BuyAgainView;
  payment?: OrderPayView;
}

const join = (base: string, path: string) => `${base.replace(/\/+$/, '')}/${path}`;

function ItemRow({ order, item, lmsUrl }: { order: Order; item: OrderItem; lmsUrl: string }) {
  const actions = completedItemActions(order.status_code, item);
  return (
    <li className="detail-item" aria-label={item.title}>
      {item.thumbnail ? <img src={item.thumbnail} alt="" width={64} height={64} loading="lazy" /> : null}
      <div className="detail-item__body">
        <p className="detail-item__title">{item.title}</p>
        <p className="detail-item__meta">
          {item.quantity} x {formatRupiah(item.price)}
          {item.price_discount_flag && item.price_before_discount > item.price ? (
            <>
              {' '}
              <s>{formatRupiah(item.price_before_discount)}</s>
            </>
          ) : null}
        </p>
      </div>
      <p className="detail-item__total">{formatRupiah(item.price * item.quantity)}</p>
      {actions.giveReview || actions.viewCourse ? (
        <div className="detail-item__actions">
          {actions.giveReview ? (
            <a className="btn btn--outline btn--sm" href={`/review-add/${item.type}/${encodeURIComponent(item.slug)}?order_id=${order.id}`}>
              {T.giveReview}
            </a>
          ) : null}
          {actions.viewCourse ? (
            <a className="btn btn--outline btn--sm" href={join(lmsUrl, `course/${item.category_slug}/${item.slug}`)}>
              {T.viewCourse}
            </a>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

export function TransactionDetailView({ order, lmsUrl, buyAgain, payment }: TransactionDetailViewProps) {
  const courses = order.items.filter((i) => i.type === 'lms');
  const products = order.items.filter((i) => i.type === 'ecom');
  const figures = orderFigures(order);
  const waiting = paymentPageStatus(order.status_code).group === 'waiting';
  const history = order.status_history.map((h) => h.code);
  const r = order.recipient;
  return (
    <section className="page container transaction-detail" aria-labelledby="detail-title">
      <p>
        <Link to="/orders">{T.backToList}</Link>
      </p>
      <h1 id="detail-title" className="page-title">{T.detailTitle}</h1>
      <header className="transaction-detail__head">
        <span className="transaction-detail__invoice">{order.invoice}</span>
        <time dateTime={order.created_at}>{formatDateTimeWib(order.created_at)}</time>
        <StatusBadge code={order.status_code} />
      </header>

      <section aria-labelledby="tracking-title">
        <h2 id="tracking-title">{T.tracking}</h2>
        <TrackingSteps history={history} current={order.status_code} />
      </section>

      {waiting ? (
        <div className="transaction-detail__pay">
          {payment?.offered ? (
            <button type="button" className="btn btn--primary" onClick={payment.pay} disabled={!payment.canPay} aria-busy={payment.busy}>
              {T.payNow}
            </button>
          ) : null}
          <Link to="/order-completed/$invoice" params={{ invoice: order.invoice }} className={payment?.offered ? 'btn btn--outline' : 'btn btn--primary'}>
            {payment?.offered ? T.paymentStatusLink : T.payNow}
          </Link>
          {payment?.error ? (
            <p className="field__error" role="alert">
              {payment.error}
            </p>
          ) : null}
        </div>
      ) : null}
      <p>
        <a href={whatsappUrl(config.contact.whatsapp, T.orderMessage(order.invoice))} className="btn btn--outline" target="_blank" rel="noopener noreferrer">
          {T.askOnWhatsapp}
        </a>
      </p>

      <section aria-labelledby="items-title">
        <h2 id="items-title">{T.items}</h2>
        {courses.length ? (
          <>
            <h3>{T.courses}</h3>
            <ul className="detail-items">
              {courses.map((item) => (
                <ItemRow key={item.id} order={order} item={item} lmsUrl={lmsUrl} />
              ))}
            </ul>
          </>
        ) : null}
        {products.length ? (
          <>
            <h3>{T.products}</h3>
            <ul className="detail-items">
              {products.map((item) => (
                <ItemRow key={item.id} order={order} item={item} lmsUrl={lmsUrl} />
              ))}
            </ul>
          </>
        ) : null}
        {buyAgain.can || buyAgain.busy ? (
          <button type="button" className="btn btn--primary" onClick={buyAgain.start} disabled={buyAgain.busy} aria-busy={buyAgain.busy}>
            {T.buyAgain}
          </button>
        ) : null}
        {buyAgain.error ? (
          <div role="alert" className="notice notice--error">
            <p>
              {T.buyAgainFailed}: {buyAgain.error}
            </p>
            <button type="button" className="btn btn--link" onClick={buyAgain.dismiss}>
              {T.close}
            </button>
          </div>
        ) : null}
      </section>

      {r ? (
        <section aria-labelledby="recipient-title">
          <h2 id="recipient-title">{T.recipient}</h2>
          <address className="recipient">
            <strong>{r.name}</strong> ({r.label})<br />
            {r.phone}
            <br />
            {r.address}, {r.village}, {r.district_name}, {r.city_name}, {r.province_name} {r.postal_code}
            {r.note ? (
              <>
                <br />
                {r.note}
              </>
            ) : null}
          </address>
        </section>
      ) : null}

      {order.shipper ? (
        <section aria-labelledby="shipping-title">
          <h2 id="shipping-title">{T.shipping}</h2>
          <dl className="summary">
            <div>
              <dt>{T.courier}</dt>
              <dd>
                {order.shipper.logistic_name} ({order.shipper.logistic_rate})
              </dd>
            </div>
            <div>
              <dt>{T.distance}</dt>
              <dd>{order.shipper.distance.toLocaleString('id-ID', { maximumFractionDigits: 2 })} km</dd>
            </div>
            <div>
              <dt>{T.deliveryCost}</dt>
              <dd>{formatRupiah(order.shipper.delivery_cost)}</dd>
            </div>
            {order.shipper.is_insurance ? (
              <div>
                <dt>{T.insuranceCost}</dt>
                <dd>{formatRupiah(order.shipper.insurance_cost)}</dd>
              </div>
            ) : null}
          </dl>
        </section>
      ) : null}

      <section aria-labelledby="payment-title">
        <h2 id="payment-title">{T.payment}</h2>
        <dl className="summary">
          <div>
            <dt>{T.paymentType}</dt>
            <dd>
              <BankLogo name={order.bank_name ?? order.payment_type} /> {paymentTypeName(order.payment_type)}
            </dd>
          </div>
          {order.bank_name ? (
            <div>
              <dt>{T.bank}</dt>
              <dd>{order.bank_name.toUpperCase()}</dd>
            </div>
          ) : null}
          {order.va_number ? (
            <div>
              <dt>{T.vaNumber}</dt>
              <dd>{order.va_number}</dd>
            </div>
          ) : null}
          <div>
            <dt>{T.subtotal}</dt>
            <dd>{formatRupiah(figures.subtotal)}</dd>
          </div>
          {figures.deliveryCost !== null ? (
            <div>
              <dt>{T.deliveryCost}</dt>
              <dd>{formatRupiah(figures.deliveryCost)}</dd>
            </div>
          ) : null}
          <div>
            <dt>{T.promo}</dt>
            <dd>{order.promo_code || T.noPromo}</dd>
          </div>
          <div>
            <dt>{T.discount}</dt>
            <dd>{figures.discount > 0 ? `-${formatRupiah(figures.discount)}` : formatRupiah(0)}</dd>
          </div>
          <div className="summary__total">
            <dt>{T.totalPayment}</dt>
            <dd>{formatRupiah(figures.amount)}</dd>
          </div>
        </dl>
      </section>
    </section>
  );
}
