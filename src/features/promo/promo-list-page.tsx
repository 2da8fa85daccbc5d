/**
 * The Kode Promo page (route PromoMenu, /promo-code; commerce spec §2 "Promo", §7 "My promos", §8 "Copy
 * notices", §9 promo page 10 and "Pagination shows 3 page buttons with first/last and ellipsis").
 *
 * The URL search `{ q, page }` is the query: a code search starts again at page 1. Cards show event, period,
 * days left, the code with a copy button and a detail link; loading shows skeleton cards; no promo shows
 * 'Data tidak ditemukan'; a network failure shows 'Pastikan internet anda stabil' with 'Coba Lagi'.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { EmptyState } from '../../ui/empty-state';
import { Pagination } from '../../ui/pagination';
import { Skeleton } from '../../ui/skeleton';
import type { PromoListQuery } from '../../../machines/promo-list.machine';
import { T } from './catalogue';
import { copyPromoCode } from './copy-code';
import { PromoCard } from './promo-card';
import { usePromoList, type PromoListLogic } from './use-promo-list';
import { systemClock, useNow, type Clock } from '../../flows/clock/use-now';

export interface PromoListPageProps {
  search: PromoListQuery;
  /** Replace the URL search (the route navigates). */
  onSearch: (next: PromoListQuery) => void;
  /** Injected logic for tests. */
  logic?: PromoListLogic;
  /** Clock for days left (tests fix it). */
  clock?: Clock;
  /** Copy intent (tests replace it); default copies and shows 'Kode berhasil di salin'. */
  onCopy?: (code: string) => void;
}

export function PromoListPage({ search, onSearch, logic, clock = systemClock, onCopy = (code) => void copyPromoCode(code) }: PromoListPageProps) {
  const view = usePromoList(search, logic);
  // Days left change at midnight: a minute's resolution is plenty.
  const today = useNow(clock, 60_000);
  const [text, setText] = useState(search.q);
  useEffect(() => setText(search.q), [search.q]);
  const searching = search.q !== '';

  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch({ q: text.trim(), page: 1 });
  };

  return (
    <section className="page container promo-page" aria-labelledby="promo-title">
      <h1 id="promo-title" className="page-title">
        {T.listTitle}
      </h1>

      <form role="search" className="search-box" onSubmit={submit}>
        <label className="sr-only" htmlFor="promo-search">
          {T.searchCode}
        </label>
        <input id="promo-search" type="search" placeholder={T.searchCode} value={text} onChange={(e) => setText(e.target.value)} autoComplete="off" />
        <button type="submit" className="btn btn--primary">
          {T.searchButton}
        </button>
        {searching ? (
          <button type="button" className="btn btn--link" onClick={() => onSearch({ q: '', page: 1 })}>
            {T.clearSearch}
          </button>
        ) : null}
      </form>

      <div aria-busy={view.loading} aria-live="polite">
        {view.loading ? (
          <ul className="promo-list" aria-label={T.loadingPromos}>
            {Array.from({ length: 4 }, (_, i) => (
              <li key={i} className="promo-card promo-card--skeleton">
                <Skeleton width="50%" height="1.25rem" />
                <Skeleton width="70%" />
                <Skeleton width="30%" />
              </li>
            ))}
          </ul>
        ) : null}
        {view.offline ? <EmptyState message={T.network} action={{ label: T.retry, onClick: view.retry }} /> : null}
        {view.empty ? <EmptyState message={T.notFound} /> : null}
        {view.list ? (
          <>
            <ul className="promo-list">
              {view.list.data.map((promo) => (
                <li key={promo.id}>
                  <PromoCard promo={promo} today={today} onCopy={onCopy} />
                </li>
              ))}
            </ul>
            {view.list.pages > 1 ? (
              <Pagination page={search.page} pages={view.list.pages} onChange={(page) => onSearch({ ...search, page })} label={T.pageLabel} />
            ) : null}
          </>
        ) : null}
      </div>
    </section>
  );
}
