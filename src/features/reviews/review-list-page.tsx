/**
 * ReviewMenu 'Ulasan Saya' at `/review-menu?type=course|product&page=` (commerce spec §2 "Reviews": "query type is
 * course or store/product"; §3 "Review"; §8 "Reviews"; the path is decision 033).
 *
 * Two links choose the type (a click keeps only `type`, like My Courses' tabs); the list shows each review's item
 * (thumbnail, category, title), stars, text and date (DD MMM YYYY) with 'Ubah Ulasan' to the edit page; 10 per page
 * with pagination when there is more than one page; 'Data tidak ditemukan' when there is none. A fetch failure
 * opens a dialog with the message that only 'OK' closes; then `onServerError` (Error500 with code and message).
 */
import { Link } from '@tanstack/react-router';
import type { ReviewListQuery } from '../../../machines/review-list.machine';
import type { Failure } from '../../../machines/shared/failure';
import type { Review } from '../../api/review';
import { formatDate } from '../../lib/format';
import { Dialog } from '../../ui/dialog';
import { EmptyState } from '../../ui/empty-state';
import { Pagination } from '../../ui/pagination';
import { Skeleton } from '../../ui/skeleton';
import { StarRatingDisplay } from '../../ui/star-rating';
import { T } from './texts';
import { useReviewList, type ReviewListLogic } from './use-review-list';
import './reviews.css';

/** ReviewMenu's URL `type`: 'course' (lms) or 'product' (ecom; 'store' reads the same, decision 033). */
export type ReviewMenuType = 'course' | 'product';

export const wireTypeOf = (type: ReviewMenuType) => (type === 'course' ? 'lms' : 'ecom');

export interface ReviewListPageProps {
  userId: number;
  search: { type: ReviewMenuType; page: number };
  /** Push a new search (the type links keep only `type`; paging keeps the type). */
  onNavigate: (next: { type: ReviewMenuType; page?: number }) => void;
  /** A confirmed fetch failure: go to Error500 with its code and message. */
  onServerError: (failure: Failure) => void;
  logic?: ReviewListLogic;
}

const TYPES: ReviewMenuType[] = ['course', 'product'];

function ReviewCard({ review }: { review: Review }) {
  const d = review.detail;
  return (
    <li className="review-card">
      {d.thumbnail ? <img className="review-card__thumb" src={d.thumbnail} alt="" width={96} height={72} loading="lazy" /> : null}
      <div className="review-card__body">
        <p className="review-item__eyebrow">{d.category_name}</p>
        <h2 className="review-card__title">{d.title}</h2>
        <p className="review-card__meta">
          <StarRatingDisplay value={review.rating} />{' '}
          <time dateTime={review.updated_at}>{T.reviewedOn(formatDate(review.updated_at))}</time>
        </p>
        <p className="review-card__text">{review.review}</p>
      </div>
      <div className="review-card__actions">
        <Link
          to="/review-edit/$rating_type/$rating_id"
          params={{ rating_type: review.type, rating_id: String(review.id) }}
          className="btn btn--outline btn--sm"
          aria-label={T.editLabel(d.title)}
        >
          {T.edit}
        </Link>
      </div>
    </li>
  );
}

export function ReviewListPage({ userId, search, onNavigate, onServerError, logic }: ReviewListPageProps) {
  const query: ReviewListQuery = { type: wireTypeOf(search.type), page: search.page };
  const view = useReviewList(userId, query, onServerError, logic);

  return (
    <section className="page container review-list" aria-labelledby="review-list-title">
      <h1 id="review-list-title" className="page-title">
        {T.listTitle}
      </h1>
      <nav className="tabs" aria-label={T.tabsLabel}>
        {TYPES.map((t) => (
          <Link
            key={t}
            to="/review-menu"
            search={{ type: t }}
            className="tab"
            // The router marks the link of the current type (aria-current="page"; the URL always has `type`).
            activeProps={{ className: 'is-active' }}
            activeOptions={{ includeSearch: true }}
          >
            {T.tabs[t]}
          </Link>
        ))}
      </nav>
      <div className="review-list__body" aria-busy={view.loading}>
        {view.loading ? (
          <ul className="review-list__items" aria-label={T.loadingList}>
            {[0, 1, 2].map((i) => (
              <li key={i} className="review-card">
                <Skeleton width="96px" height="72px" />
                <div className="review-card__body">
                  <Skeleton width="30%" />
                  <Skeleton width="60%" height="1.3rem" />
                  <Skeleton width="90%" />
                </div>
              </li>
            ))}
          </ul>
        ) : null}
        {!view.loading && view.empty ? (
          <EmptyState message={T.empty}>
            <p className="review-list__hint">{T.emptyHint}</p>
          </EmptyState>
        ) : null}
        {!view.loading && view.list ? (
          <>
            <ul className="review-list__items" aria-label={T.listTitle}>
              {view.list.data.map((r) => (
                <ReviewCard key={r.id} review={r} />
              ))}
            </ul>
            {view.list.pages > 1 ? (
              <Pagination page={view.list.page} pages={view.list.pages} label={T.pageLabel} onChange={(page) => onNavigate({ type: search.type, page })} />
            ) : null}
          </>
        ) : null}
      </div>
      <Dialog
        open={view.fetchError !== null}
        title={T.fetchFailedTitle}
        role="alertdialog"
        size="sm"
        dismissible={false}
        onClose={view.confirmError}
        footer={
          <button type="button" className="btn btn--primary" onClick={view.confirmError}>
            {T.confirm}
          </button>
        }
      >
        <p>{view.fetchError}</p>
      </Dialog>
    </section>
  );
}
