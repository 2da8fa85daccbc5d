/**
 * PromoDetailMenu (route /promo-code/$code; commerce spec §2 "Promo", §3 "Promo detail response", §8 "Copy
 * notices", "Promo check" 404, §9 pagination).
 *
 * Shows the event title, the code with a copy icon ('Kode berhasil di salin'), an expiry countdown (days and
 * hh:mm:ss, ticking with the injected clock), the valid-until date, 'Tanpa minimum transaksi', the terms (HTML
 * sanitised with DOMPurify) and a paged list of the active courses it covers, searched by title when Enter is
 * pressed; none → 'Data tidak ditemukan'. An unknown code shows 'Promo tidak ditemukan'.
 * The URL search `{ search, page }` is the course query; the route navigates without resetting scroll.
 */
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { EmptyState } from '../../ui/empty-state';
import { Pagination } from '../../ui/pagination';
import { Skeleton } from '../../ui/skeleton';
import { formatDateTimeWib } from '../../lib/format';
import { sanitizeHtml } from '../../lib/safe-html';
import type { PromoDetailQuery } from '../../../machines/promo-detail.machine';
import { T } from './catalogue';
import { copyPromoCode } from './copy-code';
import { clockText, countdown } from './countdown';
import { PromoCourseCard } from './promo-course-card';
import { usePromoDetail, type PromoDetailLogic } from './use-promo-detail';
import { systemClock, useNow, type Clock } from '../../flows/clock/use-now';

export interface PromoDetailPageProps {
  code: string;
  search: PromoDetailQuery;
  /** Replace the URL search (the route navigates, keeping the scroll position). */
  onSearch: (next: PromoDetailQuery) => void;
  /** Injected logic for tests. */
  logic?: PromoDetailLogic;
  /** Clock of the countdown (tests fix it). */
  clock?: Clock;
  /** Copy intent (tests replace it); default copies and shows 'Kode berhasil di salin'. */
  onCopy?: (code: string) => void;
  /**
   * The public marketing page (commerce §6; route /promo-detail/$code, decision 035): an unknown code links Home
   * instead of to the member's 'Kode Promo' list.
   */
  publicPage?: boolean;
}

/** Terms HTML from the back office, through the one sanitiser (src/lib/safe-html.ts). */
export const sanitizeTerms = (html: string) => sanitizeHtml(html);

function CopyIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <rect x="8" y="8" width="12" height="12" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

export function PromoDetailPage({
  code,
  search,
  onSearch,
  logic,
  clock = systemClock,
  onCopy = (c) => void copyPromoCode(c),
  publicPage = false,
}: PromoDetailPageProps) {
  const view = usePromoDetail(code, search, logic);
  const now = useNow(clock, 1000);
  const [text, setText] = useState(search.search);
  useEffect(() => setText(search.search), [search.search]);
  const terms = useMemo(() => (view.promo ? sanitizeTerms(view.promo.terms) : ''), [view.promo]);

  if (view.notFound) {
    return (
      <section className="page container promo-detail" aria-labelledby="promo-detail-title">
        <h1 id="promo-detail-title" className="page-title">
          {T.promoNotFound}
        </h1>
        <EmptyState message={T.promoNotFound}>
          {publicPage ? (
            <Link to="/" className="btn btn--outline">
              {T.backHome}
            </Link>
          ) : (
            <Link to="/promo-code" className="btn btn--outline">
              {T.backToList}
            </Link>
          )}
        </EmptyState>
      </section>
    );
  }

  const promo = view.promo;
  const left = promo ? countdown(promo.end_date, now) : null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch({ search: text.trim(), page: 1 });
  };

  return (
    <section className="page container promo-detail" aria-labelledby="promo-detail-title" aria-busy={view.loading}>
      {promo ? (
        <header className="promo-detail__head">
          <h1 id="promo-detail-title" className="page-title">
            {promo.event}
          </h1>
          <p className="promo-code">
            <span className="promo-card__label">{T.promoCode}</span> <code className="promo-code__text">{promo.promo_code}</code>
            <button type="button" className="icon-btn promo-code__copy" aria-label={T.copyCode(promo.promo_code)} onClick={() => onCopy(promo.promo_code)}>
              <CopyIcon />
            </button>
          </p>
          {left ? (
            <p className="promo-detail__countdown" role="timer" aria-label={T.endsIn}>
              {left.over ? (
                T.ended
              ) : (
                <>
                  {T.endsIn}{' '}
                  <strong>
                    {left.days} {T.days}
                  </strong>{' '}
                  <strong>{clockText(left)}</strong>
                </>
              )}
            </p>
          ) : null}
          <p className="promo-detail__until">
            {T.validUntil} <time dateTime={promo.end_date}>{formatDateTimeWib(promo.end_date)}</time>
          </p>
          <p className="promo-detail__note">{T.noMinimum}</p>
        </header>
      ) : (
        <header className="promo-detail__head" aria-label={T.loadingCourses}>
          <h1 id="promo-detail-title" className="sr-only">
            {code}
          </h1>
          <Skeleton width="60%" height="1.75rem" />
          <Skeleton width="40%" />
          <Skeleton width="50%" />
        </header>
      )}

      {view.offline || view.failed ? (
        <EmptyState message={view.offline ? T.network : (view.failed ?? T.network)} action={{ label: T.retry, onClick: view.retry }} />
      ) : null}

      {promo ? (
        <>
          <section className="promo-detail__terms" aria-labelledby="promo-terms-title">
            <h2 id="promo-terms-title">{T.terms}</h2>
            {/* Sanitised above with DOMPurify. */}
            <div className="promo-detail__terms-body" dangerouslySetInnerHTML={{ __html: terms }} />
          </section>

          <section className="promo-detail__courses" aria-labelledby="promo-courses-title">
            <h2 id="promo-courses-title">{T.courses}</h2>
            <form role="search" className="search-box" onSubmit={submit}>
              <label className="sr-only" htmlFor="promo-course-search">
                {T.searchCourseLabel}
              </label>
              <input
                id="promo-course-search"
                type="search"
                placeholder={T.searchCourse}
                value={text}
                onChange={(e) => setText(e.target.value)}
                autoComplete="off"
                enterKeyHint="search"
              />
            </form>
            <div aria-busy={view.loading} aria-live="polite">
              {view.loading ? (
                <ul className="promo-courses" aria-label={T.loadingCourses}>
                  {Array.from({ length: 3 }, (_, i) => (
                    <li key={i} className="promo-course promo-course--skeleton">
                      <Skeleton height="6rem" />
                      <Skeleton width="70%" />
                      <Skeleton width="40%" />
                    </li>
                  ))}
                </ul>
              ) : null}
              {view.empty ? <EmptyState message={T.notFound} /> : null}
              {view.courses ? (
                <>
                  <ul className="promo-courses">
                    {view.courses.data.map((c) => (
                      <li key={c.id}>
                        <PromoCourseCard course={c} />
                      </li>
                    ))}
                  </ul>
                  {view.courses.pages > 1 ? (
                    <Pagination page={search.page} pages={view.courses.pages} onChange={(page) => onSearch({ ...search, page })} label={T.coursePageLabel} />
                  ) : null}
                </>
              ) : null}
            </div>
          </section>
        </>
      ) : null}
    </section>
  );
}
