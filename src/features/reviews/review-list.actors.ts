/** The real actor of machines/review-list.machine.ts: ReviewMenu (GET lms/component/rating/user/{lms|ecom}, 10 per page). */
import { fromPromise } from 'xstate';
import { REVIEW_PAGE_SIZE, type ReviewListQuery } from '../../../machines/review-list.machine';
import { getMyReviews } from '../../api/review';

/** @param userId the signed-in member (the list's `user_id`). */
export const createReviewListActors = (userId: number) => ({
  loadReviews: fromPromise(({ input }: { input: ReviewListQuery }) => getMyReviews(input.type, { user_id: userId, page: input.page, limit: REVIEW_PAGE_SIZE })),
});
