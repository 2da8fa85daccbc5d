/**
 * What the review routes' views share (commerce spec §2 "Reviews"; decisions 033–034): the page's
 * ways out (Error404, Error500 with code and message, the notice then ReviewMenu) and ReviewAddMenu's body, which
 * both `/review-add/$rating_type/$rating_slug` and `/review-add/$rating_type/` (blank slug) render. The URL reading
 * is in -review-params.ts (it stays in the entry; this file loads with the pages).
 * (Files starting with '-' are not routes.)
 */
import { useCallback } from 'react';
import { useNavigate, useRouteContext } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { ReviewFormInput } from '../../machines/review-form.machine';
import type { Failure } from '../../machines/shared/failure';
import type { ReviewType } from '../api/review';
import { listTypeOf, ReviewFormPage } from '../features/reviews/review-form-page';
import { selectWarehouse } from '../session/selectors';
import { showToast } from '../ui/toast';

/** The review pages' ways out, as route navigations. */
export function useReviewExits(type: ReviewType) {
  const navigate = useNavigate();
  const onNotFound = useCallback(() => void navigate({ to: '/404', replace: true }), [navigate]);
  const onServerError = useCallback(
    (f: Failure) => void navigate({ to: '/500', search: { error_code: f.code || 500, error_message: f.message }, replace: true }),
    [navigate],
  );
  const onSaved = useCallback(
    (notice: string) => {
      showToast({ message: notice, tone: 'success' });
      void navigate({ to: '/review-menu', search: { type: listTypeOf(type) } });
    },
    [navigate, type],
  );
  return { onNotFound, onServerError, onSaved };
}

/** ReviewAddMenu for `type`, `slug` ('' when the URL has none) and `?order_id=`. */
export function ReviewAddBody({ type, slug, orderId }: { type: ReviewType; slug: string; orderId: number | undefined }) {
  const { member, session } = useRouteContext({ from: '/_member' });
  const warehouseId = useSelector(session, (s) => selectWarehouse(s)?.id ?? 0);
  const exits = useReviewExits(type);
  const input: ReviewFormInput = {
    type,
    target: { mode: 'add', slug, orderId: orderId ?? null },
    member: { id: member.id, type: member.type, tier: member.tier },
    warehouseId,
  };
  return <ReviewFormPage key={`${type}|${slug}|${orderId ?? ''}|${member.id}`} input={input} {...exits} />;
}
