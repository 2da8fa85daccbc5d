/**
 * One promo on the Kode Promo page (commerce spec §2 "Promo"): event, period (start – end in the `id` locale),
 * days left ('Berakhir hari ini!' at 0, commerce §9), the code with a copy button, and a detail link that keeps
 * the scroll position (portal §2: "Navigation scrolls to the top, except on the promo detail page").
 * Presentational: `today` and `onCopy` come from the page.
 */
import { Link } from '@tanstack/react-router';
import type { Promo } from '../../api/promo';
import { formatDate, promoDaysLeft } from '../../lib/format';
import { T } from './catalogue';

/** 'Berakhir hari ini!' at 0 days, else 'n hari lagi' (commerce §9). */
export const daysLeftText = (days: number) => (days <= 0 ? T.endsToday : T.daysLeft(days));

export interface PromoCardProps {
  promo: Promo;
  today: Date;
  onCopy: (code: string) => void;
}

export function PromoCard({ promo, today, onCopy }: PromoCardProps) {
  const days = promoDaysLeft(promo.end_date, today);
  return (
    <article className="promo-card" aria-label={promo.event} data-testid="promo-card">
      <div className="promo-card__body">
        <h2 className="promo-card__event">{promo.event}</h2>
        <p className="promo-card__period">
          <span className="promo-card__label">{T.period}</span>{' '}
          <time dateTime={promo.start_date}>{formatDate(promo.start_date)}</time> –{' '}
          <time dateTime={promo.end_date}>{formatDate(promo.end_date)}</time>
        </p>
        <p className={`promo-card__left ${days === 0 ? 'promo-card__left--today' : ''}`}>{daysLeftText(days)}</p>
      </div>
      <div className="promo-card__actions">
        <span className="promo-code">
          <code className="promo-code__text">{promo.promo_code}</code>
          <button type="button" className="btn btn--outline promo-code__copy" aria-label={T.copyCode(promo.promo_code)} onClick={() => onCopy(promo.promo_code)}>
            {T.copy}
          </button>
        </span>
        <Link
          to="/promo-code/$code"
          params={{ code: promo.promo_code }}
          resetScroll={false}
          className="btn btn--primary"
          aria-label={T.seeDetailOf(promo.promo_code)}
        >
          {T.seeDetail}
        </Link>
      </div>
    </article>
  );
}
