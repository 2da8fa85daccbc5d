/**
 * /review-menu?type=course|product&page= — ReviewMenu 'Ulasan Saya' (commerce spec §2 "Reviews": "query type is
 * course or store/product"; the path is decision 033: the spec names the route, not its path). Login required
 * (`_member`). `type` course (default) or product; 'store' is read as product and written back as product.
 * `page` 1-based, 10 per page (page 1 stays out of the URL). `type` always stays in the URL, so the type
 * links' active state (TanStack compares searches partially) marks exactly one of them.
 */
import { useCallback } from 'react';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import * as v from 'valibot';
import type { Failure } from '../../machines/shared/failure';
import { ReviewListPage, type ReviewMenuType } from '../features/reviews/review-list-page';
import { oneOf, pageParam } from './-search';

export const ReviewMenuSearch = v.object({
  type: v.pipe(oneOf(['course', 'product', 'store'], 'course'), v.transform((t): ReviewMenuType => (t === 'course' ? 'course' : 'product'))),
  page: pageParam(),
});

export const Route = createFileRoute('/_member/review-menu')({
  // Rendered in the browser under the server's layout (decisions 081, 099).
  ssr: 'data-only',
  validateSearch: ReviewMenuSearch,
  search: { middlewares: [stripSearchParams({ page: 1 })] },
  component: ReviewMenuRoute,
});

function ReviewMenuRoute() {
  const { member } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onServerError = useCallback(
    (f: Failure) => void navigate({ to: '/500', search: { error_code: f.code || 500, error_message: f.message }, replace: true }),
    [navigate],
  );
  return (
    <ReviewListPage
      key={member.id}
      userId={member.id}
      search={search}
      onNavigate={(next) => navigate({ search: { type: next.type, page: next.page && next.page > 1 ? next.page : undefined } })}
      onServerError={onServerError}
    />
  );
}
