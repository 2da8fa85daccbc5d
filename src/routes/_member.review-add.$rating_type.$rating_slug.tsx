/**
 * /review-add/$rating_type/$rating_slug?order_id= — ReviewAddMenu (commerce spec §2 "Reviews"; portal §2 route
 * table: login required, guarded by `_member`). 'Beri Ulasan' of a completed order's item links here.
 * `rating_type` is lms or ecom (else Error404); a missing or malformed `order_id` shows that there is no order.
 */
import { createFileRoute } from '@tanstack/react-router';
import { ReviewAddSearch, reviewTypeOrNotFound } from './-review-params';
import { ReviewAddBody } from './-review-routes';

export const Route = createFileRoute('/_member/review-add/$rating_type/$rating_slug')({
  // Rendered in the browser under the server's layout (decisions 081, 099).
  ssr: 'data-only',
  validateSearch: ReviewAddSearch,
  beforeLoad: ({ params }) => ({ ratingType: reviewTypeOrNotFound(params.rating_type) }),
  component: ReviewAddRoute,
});

function ReviewAddRoute() {
  const { ratingType } = Route.useRouteContext();
  const { rating_slug } = Route.useParams();
  const { order_id } = Route.useSearch();
  return <ReviewAddBody type={ratingType} slug={rating_slug} orderId={order_id} />;
}
