/**
 * The operator API's routes for review moderation and replies (ADR 045); schema-free for the
 * console, contracts at the end of `review-ops-calls.ts`.
 */
import type { RequestOf, ResponseOf } from './contract';
import { changeRoute, readRoute } from './ops-route';
import type * as S from './review-ops-calls';

export const REVIEW_OPS_ROUTES = {
  listReviews: readRoute<RequestOf<typeof S.ListReviewsRequestSchema>, ResponseOf<typeof S.ListReviewsResponseSchema>>('/v1/reviews/list', ['CONTENT']),
  moderateReview: changeRoute<RequestOf<typeof S.ModerateReviewRequestSchema>, ResponseOf<typeof S.ReviewOpsResponseSchema>>('/v1/reviews/moderate', [
    'CONTENT',
  ]),
  replyReview: changeRoute<RequestOf<typeof S.ReplyReviewRequestSchema>, ResponseOf<typeof S.ReviewOpsResponseSchema>>('/v1/reviews/reply', ['CONTENT']),
};
