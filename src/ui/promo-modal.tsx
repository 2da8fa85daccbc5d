/**
 * The promo modal shared by the cart and the checkout (commerce spec §4 "Cart" and "Promo in checkout": a code
 * is entered and checked, then selected — shown with its cashback — then applied with 'Pakai Promo' or
 * cancelled; §9: the eligible list grows by 10 each time it is scrolled to the bottom; days left floored at 0,
 * 'Berakhir hari ini!' at 0). Presentational: what may be pressed comes from the machine (`canCheck`,
 * `canApply`).
 */
import { useEffect, useRef, type UIEvent } from 'react';
import type { Promo } from '../api/promo';
import { formatRupiah, promoDaysLeft } from '../lib/format';
import { Dialog } from './dialog';
import './promo-modal.css';

/** Texts of the modal; 'Pakai Promo' and 'Berakhir hari ini!' are the spec's. */
export const PROMO_MODAL_TEXT = {
  title: 'Kode Promo',
  codeLabel: 'Masukkan kode promo',
  check: 'Cek',
  apply: 'Pakai Promo',
  cancel: 'Batal',
  cashback: (amount: string) => `Cashback ${amount}`,
  selected: 'Promo dipilih',
  list: 'Promo yang tersedia',
  endsToday: 'Berakhir hari ini!',
  daysLeft: (n: number) => `Berakhir dalam ${n} hari`,
  choose: 'Pilih',
  empty: 'Data tidak ditemukan',
} as const;
const T = PROMO_MODAL_TEXT;

export interface PromoModalProps {
  open: boolean;
  code: string;
  /** The checked promo, waiting for 'Pakai Promo'. */
  selected: Promo | null;
  /** Eligible promos (price 0 already filtered out by the machine). */
  promos: Promo[];
  /** Spec message of the last check/calculation failure, or null. */
  error: string | null;
  checking: boolean;
  /** 'Cek' pressable (from the machine). */
  canCheck: boolean;
  /** 'Pakai Promo' pressable (from the machine: false while invalid or checking). */
  canApply: boolean;
  today: Date;
  onCodeChange(code: string): void;
  onCheck(): void;
  onChoose(code: string): void;
  onApply(): void;
  onCancel(): void;
  onClose(): void;
  /** The list reached its bottom (scroll or the end marker came into view). */
  onLoadMore(): void;
}

/** Days-left text of a promo (commerce §9). */
export function promoExpiryText(endDate: string, today: Date): string {
  const days = promoDaysLeft(endDate, today);
  return days === 0 ? T.endsToday : T.daysLeft(days);
}

export function PromoModal(props: PromoModalProps) {
  const onScroll = (e: UIEvent<HTMLUListElement>) => {
    const el = e.currentTarget;
    if (el.scrollTop + el.clientHeight >= el.scrollHeight - 4) props.onLoadMore();
  };
  const end = useRef<HTMLLIElement | null>(null);
  const loadMore = useRef(props.onLoadMore);
  loadMore.current = props.onLoadMore;
  const count = props.promos.length;
  useEffect(() => {
    const el = end.current;
    if (!props.open || !el || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver((entries) => {
      if (entries.some((x) => x.isIntersecting)) loadMore.current();
    });
    io.observe(el);
    return () => io.disconnect();
  }, [props.open, count]);
  return (
    <Dialog open={props.open} title={T.title} onClose={props.onClose}>
      <form
        className="promo-form"
        onSubmit={(e) => {
          e.preventDefault();
          props.onCheck();
        }}
      >
        <label htmlFor="promo-code">{T.codeLabel}</label>
        <input
          id="promo-code"
          name="promo_code"
          value={props.code}
          autoComplete="off"
          onChange={(e) => props.onCodeChange(e.target.value.toUpperCase())}
        />
        <button type="submit" disabled={!props.canCheck || props.checking} aria-busy={props.checking}>
          {T.check}
        </button>
      </form>
      {props.error && (
        <p role="alert" className="form-error">
          {props.error}
        </p>
      )}
      {props.selected && (
        <div className="promo-selected" aria-label={T.selected}>
          <p className="promo-selected__code">{props.selected.promo_code}</p>
          <p>{props.selected.event}</p>
          <p>{T.cashback(formatRupiah(props.selected.promo_price))}</p>
          <div className="promo-selected__actions">
            <button type="button" className="btn btn--outline" onClick={props.onCancel}>
              {T.cancel}
            </button>
            <button type="button" className="btn btn--primary" onClick={props.onApply} disabled={!props.canApply}>
              {T.apply}
            </button>
          </div>
        </div>
      )}
      <h3>{T.list}</h3>
      {props.promos.length === 0 ? (
        <p>{T.empty}</p>
      ) : (
        <ul className="promo-list" onScroll={onScroll} aria-label={T.list}>
          {props.promos.map((p) => (
            <li key={p.id} className="promo-list__item">
              <p className="promo-list__code">{p.promo_code}</p>
              <p>{p.event}</p>
              <p>{T.cashback(formatRupiah(p.promo_price))}</p>
              <p className="promo-list__expiry">{promoExpiryText(p.end_date, props.today)}</p>
              <button type="button" onClick={() => props.onChoose(p.promo_code)} aria-label={`${T.choose} ${p.promo_code}`}>
                {T.choose}
              </button>
            </li>
          ))}
          <li ref={end} className="promo-list__end" aria-hidden="true" />
        </ul>
      )}
    </Dialog>
  );
}
