/**
 * The review routes' URL reading, kept apart from their views (src/routes/-review-routes.tsx) so that a route's
 * `beforeLoad`/`validateSearch` — which stay in the app's entry — do not pull the review pages into the initial load
 * (issue 12 point 2, docs/decisions/040-lean-initial-load.md). Commerce spec §2 "Reviews"; decisions 033–034.
 * (Files starting with '-' are not routes.)
 */
import { redirect } from '@tanstack/react-router';
import * as v from 'valibot';
import type { ReviewType } from '../api/review';
import { idParam } from './-search';

/** `rating_type` must be 'lms' or 'ecom'; anything else is an unknown page (Error404). @throws a redirect to /404 */
export function reviewTypeOrNotFound(value: string): ReviewType {
  if (value === 'lms' || value === 'ecom') return value;
  throw redirect({ to: '/404', replace: true });
}

/** ReviewAddMenu's search: `?order_id=` (a positive integer, else undefined). */
export const ReviewAddSearch = v.object({ order_id: idParam() });
