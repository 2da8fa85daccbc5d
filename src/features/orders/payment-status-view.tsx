/**
 * The CheckoutStatus page body (commerce spec §2 "CheckoutStatus", §4 "Order status_code", payment status page
 * reading): the status banner, the pay-before deadline and the hours:minutes:seconds countdown (code 2), payment
 * type and logo, the virtual account number with a copy button, the total, and links to the transaction detail,
 * the help channel (ecom, menu 61) and the learning site's course categories. Presentational: the page passes the
 * order, the countdown and the copy intent.
 */
import { Link } from '@tanstack/react-router';
import type { Order } from '../../api/order';
import { formatDateTimeWib, formatRupiah } from '../../lib/format';
import { pad2, paymentPageStatus, type Countdown } from './use-order';
import { BankLogo, paymentTypeName } from './bank-logo';
import { T } from './catalogue';

export interface PaymentStatusViewProps {
  order: Order;
  countdown: Countdown;
  /** Learning site base URL (course store category page). */
  lmsUrl: string;
  onCopyVa: (va: string) => void;
}

/** 'HH:MM:SS', hours not capped at 24. */
export const formatCountdown = (c: Countdown) => `${pad2(c.hours)}:${pad2(c.minutes)}:${pad2(c.seconds)}`;

export function PaymentStatusView({ order, countdown, lmsUrl, onCopyVa }: PaymentStatusViewProps) {
  const s = paymentPageStatus(order.status_code);
  const title = s.group === 'success' ? T.successTitle : s.group === 'failure' ? T.failureTitle : T.waitingTitle;
  return (
    <section className="page container payment-status" aria-labelledby="payment-status-title">
      <h1 id="payment-status-title" className="sr-only">
        {T.statusTitle}
      </h1>
      {/* The banner is a region named by its title. Only the title and message are a live region, so a payment
          confirmed while the page is open is announced, while the ticking countdown is not read out every second. */}
      <section
        className={`status-banner status-banner--${s.color}`}
        data-color={s.color}
        data-group={s.group}
        aria-labelledby="payment-banner-title"
        data-testid="payment-status-banner"
      >
        <div role="status">
          <h2 id="payment-banner-title" className="status-banner__title">
            {title}
          </h2>
          {s.group === 'waiting' ? <p>{T.waitingText}</p> : null}
          {s.group === 'success' ? <p>{T.successText}</p> : null}
          {s.showThankYou ? <p className="status-banner__thanks">{T.thankYou}</p> : null}
          {s.showPayAgain ? <p>{T.failureText}</p> : null}
        </div>
        {s.showPayAgain ? (
          <Link to="/shopping-cart" className="btn btn--primary">
            {T.payAgain}
          </Link>
        ) : null}
        {s.showDeadline ? (
          <div className="status-banner__deadline">
            {order.expire_time ? (
              <p>
                {T.payBefore} <time dateTime={order.expire_time}>{formatDateTimeWib(order.expire_time)}</time>
              </p>
            ) : null}
            <p>
              <span>{T.timeLeft}</span>{' '}
              <span role="timer" aria-label={T.timeLeft} className="countdown" data-testid="payment-countdown">
                {formatCountdown(countdown)}
              </span>
            </p>
            {countdown.expired ? <p className="status-banner__expired">{T.expiredText}</p> : null}
          </div>
        ) : null}
      </section>

      <dl className="payment-info">
        <div>
          <dt>{T.invoice}</dt>
          <dd>{order.invoice}</dd>
        </div>
        <div>
          <dt>{T.paymentType}</dt>
          <dd>
            <BankLogo name={order.bank_name ?? order.payment_type} /> <span>{paymentTypeName(order.payment_type)}</span>
          </dd>
        </div>
        {order.va_number ? (
          <div>
            <dt>{T.vaNumber}</dt>
            <dd className="payment-info__va">
              <span data-testid="va-number">{order.va_number}</span>{' '}
              <button type="button" className="btn btn--outline btn--sm" aria-label={T.copyVa} onClick={() => onCopyVa(order.va_number!)}>
                {T.copy}
              </button>
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{T.totalPayment}</dt>
          <dd className="payment-info__total">{formatRupiah(order.amount)}</dd>
        </div>
      </dl>

      <div className="payment-status__links">
        <Link to="/detail-orders/$invoice" params={{ invoice: order.invoice }} className="btn btn--outline">
          {T.seeTransaction}
        </Link>
        <a href={`${lmsUrl.replace(/\/+$/, '')}/category`} className="btn btn--primary">
          {T.moreCourses}
        </a>
        <a href="/help/ecom?menu=61" className="payment-status__help">
          {T.help}
        </a>
      </div>
    </section>
  );
}
