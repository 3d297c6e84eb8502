/**
 * The operator API's routes for review moderation and replies (ADR 045); schema-free for the
 * console, contracts at the end of `review-ops-calls.ts`.
 */
import { typedRoutes } from './contract';
import type * as S from './review-ops-calls';
import { changeRoute, readRoute } from './ops-route';

export const REVIEW_OPS_ROUTES = typedRoutes<typeof S>()({
  listReviews: readRoute('/v1/reviews/list', ['CONTENT']),
  moderateReview: changeRoute('/v1/reviews/moderate', ['CONTENT']),
  replyReview: changeRoute('/v1/reviews/reply', ['CONTENT']),
});
