/**
 * ReviewAddMenu (`/review-add/{rating_type}/{rating_slug}?order_id=`) and the review edit page
 * (`/review-edit/{rating_type}/{rating_id}`) (commerce spec §2 "Reviews", §3 "Review", §5 "Reviews", §7 "Reviews",
 * §8 "Reviews" and "Detail pages"; decision 034).
 *
 * Renders machines/review-form.machine.ts through {@link useReviewForm}:
 * - a skeleton while the course/product (add) or the review (edit) loads;
 * - 'Kursus slug tidak ditemukan' / 'Produk slug tidak ditemukan' when the slug is blank; a missing `order_id`
 *   explains there is no order and links to History Pembelian;
 * - the item (thumbnail, category, title) and the form (stars, text);
 * - a failed save: a dialog with the server message ('Tutup' returns to the form, nothing typed is lost);
 * - a failed review fetch (edit): a dialog with the message that cannot be dismissed by clicking outside; 'OK'
 *   goes to Error500;
 * - the page's way out is the route's: `onNotFound` (detail 404 → Error404), `onServerError` (Error500 with code and
 *   message), `onSaved` (the notice, then the review list of this type).
 */
import { Link } from '@tanstack/react-router';
import type { ReviewFormInput } from '../../../machines/review-form.machine';
import type { Failure } from '../../../machines/shared/failure';
import { Dialog } from '../../ui/dialog';
import { EmptyState } from '../../ui/empty-state';
import { Skeleton } from '../../ui/skeleton';
import { ReviewFormView } from './review-form-view';
import { T } from './texts';
import { useReviewForm, type ReviewFormLogic } from './use-review-form';
import './reviews.css';

export interface ReviewFormPageProps {
  input: ReviewFormInput;
  /** Detail 404: go to Error404. */
  onNotFound: () => void;
  /** Any other load failure (after the dialog, when editing): go to Error500 with its code and message. */
  onServerError: (failure: Failure) => void;
  /** Saved: show `notice` and go to the review list of this type. */
  onSaved: (notice: string) => void;
  /** Tests: the machine with fake actors. */
  logic?: ReviewFormLogic;
}

/** ReviewMenu's `type` for a review type: 'course' for lms, 'product' for ecom (decision 033). */
export const listTypeOf = (type: ReviewFormInput['type']) => (type === 'lms' ? 'course' : 'product');

export function ReviewFormPage({ input, onNotFound, onServerError, onSaved, logic }: ReviewFormPageProps) {
  const view = useReviewForm(input, { onNotFound, onServerError, onSaved }, logic);
  const mode = input.target.mode;
  const title = mode === 'add' ? T.addTitle : T.editTitle;


  const listLink = (
    <Link to="/review-menu" search={{ type: listTypeOf(input.type) }} className="btn btn--outline">
      {T.toReviews}
    </Link>
  );

  let body: React.ReactNode;
  if (view.slugMissing) {
    body = (
      <EmptyState message={view.slugMissing}>
        <Link to="/orders" className="btn btn--outline">
          {T.toOrders}
        </Link>
      </EmptyState>
    );
  } else if (view.orderMissing) {
    body = (
      <EmptyState message={T.orderMissing}>
        <Link to="/orders" className="btn btn--outline">
          {T.toOrders}
        </Link>
      </EmptyState>
    );
  } else if (view.loading || !view.item) {
    body = (
      <div className="review-page__loading" role="status" aria-label={T.loadingForm}>
        <div className="review-item">
          <Skeleton width="96px" height="72px" />
          <div className="review-item__text">
            <Skeleton width="30%" />
            <Skeleton width="70%" height="1.4rem" />
          </div>
        </div>
        <Skeleton width="12rem" height="2.5rem" />
        <Skeleton height="8rem" />
      </div>
    );
  } else {
    const item = view.item;
    body = (
      <>
        <div className="review-item">
          {item.thumbnail ? <img className="review-item__thumb" src={item.thumbnail} alt="" width={96} height={72} /> : null}
          <div className="review-item__text">
            <p className="review-item__eyebrow">
              {T.kind[input.type]} · {item.category_name}
            </p>
            <h2 className="review-item__title">{item.title}</h2>
          </div>
        </div>
        {view.showForm ? (
          <ReviewFormView
            mode={mode}
            initial={view.values}
            saving={view.saving}
            onSubmit={view.submit}
            cancel={
              mode === 'add' ? (
                <Link to="/orders" className="btn btn--ghost">
                  {T.cancel}
                </Link>
              ) : (
                <Link to="/review-menu" search={{ type: listTypeOf(input.type) }} className="btn btn--ghost">
                  {T.cancel}
                </Link>
              )
            }
          />
        ) : null}
      </>
    );
  }

  return (
    <section className="page container review-page" aria-labelledby="review-page-title" aria-busy={view.loading}>
      <header className="review-page__head">
        <h1 id="review-page-title" className="page-title">
          {title}
        </h1>
        {mode === 'edit' ? listLink : null}
      </header>
      <div className="review-page__card">{body}</div>
      <Dialog
        open={view.saveError !== null}
        title={T.saveFailedTitle}
        role="alertdialog"
        size="sm"
        onClose={view.dismissError}
        footer={
          <button type="button" className="btn btn--primary" onClick={view.dismissError}>
            {T.close}
          </button>
        }
      >
        <p>{view.saveError}</p>
      </Dialog>
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
