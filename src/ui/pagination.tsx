/**
 * Pagination (commerce §9 "Pagination shows 3 page buttons with first/last and ellipsis"): first «, previous ‹,
 * an ellipsis when pages are hidden before the window, at most three page buttons around the current page, an
 * ellipsis when pages are hidden after it, next › and last ». Renders nothing when there is a single page
 * (lists show paging only when pages > 1).
 */

export interface PaginationProps {
  /** Current page, 1-based. */
  page: number;
  /** Total pages. */
  pages: number;
  /** Called with the chosen page (never the current one). */
  onChange: (page: number) => void;
  /** Accessible name of the navigation landmark. */
  label?: string;
}

/** The (at most three) page numbers shown for `page` of `pages`. */
export function pageWindow(page: number, pages: number): number[] {
  if (pages < 1) return [];
  const current = Math.min(Math.max(1, page), pages);
  const start = Math.max(1, Math.min(current - 1, pages - 2));
  const end = Math.min(pages, start + 2);
  const out: number[] = [];
  for (let p = start; p <= end; p++) out.push(p);
  return out;
}

export function Pagination({ page, pages, onChange, label = 'Navigasi halaman' }: PaginationProps) {
  if (pages <= 1) return null;
  const current = Math.min(Math.max(1, page), pages);
  const windowPages = pageWindow(current, pages);
  const first = windowPages[0]!;
  const last = windowPages[windowPages.length - 1]!;
  const go = (p: number) => {
    if (p !== current && p >= 1 && p <= pages) onChange(p);
  };

  return (
    <nav className="pagination" aria-label={label}>
      <ul>
        <li>
          <button type="button" className="pagination__nav" aria-label="Halaman pertama" disabled={current === 1} onClick={() => go(1)}>
            «
          </button>
        </li>
        <li>
          <button type="button" className="pagination__nav" aria-label="Halaman sebelumnya" disabled={current === 1} onClick={() => go(current - 1)}>
            ‹
          </button>
        </li>
        {first > 1 ? (
          <li className="pagination__ellipsis" aria-hidden="true">
            …
          </li>
        ) : null}
        {windowPages.map((p) => (
          <li key={p}>
            <button
              type="button"
              className={`pagination__page ${p === current ? 'is-current' : ''}`}
              aria-label={`Halaman ${p}`}
              aria-current={p === current ? 'page' : undefined}
              onClick={() => go(p)}
            >
              {p}
            </button>
          </li>
        ))}
        {last < pages ? (
          <li className="pagination__ellipsis" aria-hidden="true">
            …
          </li>
        ) : null}
        <li>
          <button type="button" className="pagination__nav" aria-label="Halaman berikutnya" disabled={current === pages} onClick={() => go(current + 1)}>
            ›
          </button>
        </li>
        <li>
          <button type="button" className="pagination__nav" aria-label="Halaman terakhir" disabled={current === pages} onClick={() => go(pages)}>
            »
          </button>
        </li>
      </ul>
    </nav>
  );
}
