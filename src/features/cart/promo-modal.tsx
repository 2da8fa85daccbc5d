/**
 * The promo modal of the cart (commerce spec §4 "Cart": a code is entered and checked, then selected — shown
 * with its cashback — then applied with 'Pakai Promo' or cancelled; §9: the eligible list grows by 10 each
 * time it is scrolled to the bottom; days left floored at 0, 'Berakhir hari ini!' at 0). Presentational.
 */
import type { UIEvent } from 'react';
import type { Promo } from '../../api/promo';
import { formatRupiah, promoDaysLeft } from '../../lib/format';
import { CART_TEXT as T } from './texts';
import { Dialog } from '../../ui/dialog';

export interface PromoModalProps {
  open: boolean;
  code: string;
  /** The checked promo, waiting for 'Pakai Promo'. */
  selected: Promo | null;
  /** Eligible promos for the selected courses (price 0 already filtered out). */
  promos: Promo[];
  /** Spec message of the last check/calculation failure, or null. */
  error: string | null;
  checking: boolean;
  /** 'Cek' pressable (from the machine). */
  canCheck: boolean;
  /** 'Pakai Promo' pressable (from the machine). */
  canApply: boolean;
  today: Date;
  onCodeChange(code: string): void;
  onCheck(): void;
  onChoose(code: string): void;
  onApply(): void;
  onCancel(): void;
  onClose(): void;
  onLoadMore(): void;
}

/** Days-left text of a promo (commerce §9). */
export function promoExpiryText(endDate: string, today: Date): string {
  const days = promoDaysLeft(endDate, today);
  return days === 0 ? T.promoEndsToday : T.promoDaysLeft(days);
}

export function PromoModal(props: PromoModalProps) {
  const onScroll = (e: UIEvent<HTMLUListElement>) => {
    const el = e.currentTarget;
    if (el.scrollTop + el.clientHeight >= el.scrollHeight - 4) props.onLoadMore();
  };
  return (
    <Dialog open={props.open} title={T.promoTitle} onClose={props.onClose}>
      <form
        className="promo-form"
        onSubmit={(e) => {
          e.preventDefault();
          props.onCheck();
        }}
      >
        <label htmlFor="promo-code">{T.promoCodeLabel}</label>
        <input
          id="promo-code"
          name="promo_code"
          value={props.code}
          autoComplete="off"
          onChange={(e) => props.onCodeChange(e.target.value.toUpperCase())}
        />
        <button type="submit" disabled={!props.canCheck || props.checking} aria-busy={props.checking}>
          {T.promoCheck}
        </button>
      </form>
      {props.error && (
        <p role="alert" className="form-error">
          {props.error}
        </p>
      )}
      {props.selected && (
        <div className="promo-selected" aria-label={T.promoSelected}>
          <p className="promo-selected__code">{props.selected.promo_code}</p>
          <p>{props.selected.event}</p>
          <p>{T.promoCashback(formatRupiah(props.selected.promo_price))}</p>
          <div className="promo-selected__actions">
            <button type="button" onClick={props.onCancel}>
              {T.promoCancel}
            </button>
            <button type="button" className="btn btn--primary" onClick={props.onApply} disabled={!props.canApply}>
              {T.promoApply}
            </button>
          </div>
        </div>
      )}
      <h3>{T.promoList}</h3>
      {props.promos.length === 0 ? (
        <p>{T.noPromo}</p>
      ) : (
        <ul className="promo-list" onScroll={onScroll} aria-label={T.promoList}>
          {props.promos.map((p) => (
            <li key={p.id} className="promo-list__item">
              <p className="promo-list__code">{p.promo_code}</p>
              <p>{p.event}</p>
              <p>{T.promoCashback(formatRupiah(p.promo_price))}</p>
              <p className="promo-list__expiry">{promoExpiryText(p.end_date, props.today)}</p>
              <button type="button" onClick={() => props.onChoose(p.promo_code)} aria-label={`${T.promoChoose} ${p.promo_code}`}>
                {T.promoChoose}
              </button>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
