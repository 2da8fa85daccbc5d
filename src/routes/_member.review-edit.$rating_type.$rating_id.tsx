/**
 * /review-edit/$rating_type/$rating_id — the review edit page (commerce spec §2 "Reviews"; portal §2 route table:
 * login required, guarded by `_member`). ReviewMenu's 'Ubah Ulasan' links here. `rating_type` lms or ecom and a
 * positive integer `rating_id`, else Error404.
 */
import { createFileRoute, redirect } from '@tanstack/react-router';
import { ReviewFormPage } from '../features/reviews/review-form-page';
import { reviewTypeOrNotFound } from './-review-params';
import { useReviewExits } from './-review-routes';

export const Route = createFileRoute('/_member/review-edit/$rating_type/$rating_id')({
  // Rendered in the browser under the server's layout (decisions 081, 099).
  ssr: 'data-only',
  beforeLoad: ({ params }) => {
    const ratingType = reviewTypeOrNotFound(params.rating_type);
    if (!/^[1-9]\d{0,9}$/.test(params.rating_id)) throw redirect({ to: '/404', replace: true });
    return { ratingType, ratingId: Number(params.rating_id) };
  },
  component: ReviewEditRoute,
});

function ReviewEditRoute() {
  const { member, ratingType, ratingId } = Route.useRouteContext();
  const exits = useReviewExits(ratingType);
  return (
    <ReviewFormPage
      key={`${ratingType}|${ratingId}|${member.id}`}
      input={{
        type: ratingType,
        target: { mode: 'edit', reviewId: ratingId },
        member: { id: member.id, type: member.type, tier: member.tier },
        // Editing sends no warehouse (the update payload has none).
        warehouseId: 0,
      }}
      {...exits}
    />
  );
}
