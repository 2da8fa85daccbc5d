/**
 * /review-add/$rating_type/ — ReviewAddMenu without a slug (commerce spec §8 "Reviews": 'Kursus slug tidak
 * ditemukan' / 'Produk slug tidak ditemukan'). The same page as `/review-add/$rating_type/$rating_slug`, with a
 * blank slug, so the spec's missing-slug text is what the member sees instead of a 404.
 */
import { createFileRoute } from '@tanstack/react-router';
import { ReviewAddSearch, reviewTypeOrNotFound } from './-review-params';
import { ReviewAddBody } from './-review-routes';

export const Route = createFileRoute('/_member/review-add/$rating_type/')({
  // Rendered in the browser under the server's layout (decisions 081, 099).
  ssr: 'data-only',
  validateSearch: ReviewAddSearch,
  beforeLoad: ({ params }) => ({ ratingType: reviewTypeOrNotFound(params.rating_type) }),
  component: ReviewAddNoSlugRoute,
});

function ReviewAddNoSlugRoute() {
  const { ratingType } = Route.useRouteContext();
  const { order_id } = Route.useSearch();
  return <ReviewAddBody type={ratingType} slug="" orderId={order_id} />;
}
