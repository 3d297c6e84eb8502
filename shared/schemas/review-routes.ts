/** The review routes (schema-free; contracts at the end of `review-calls.ts`): the product page's, then the member's own. */
import { guestRoute, memberRoute, typedRoutes } from './contract';
import type * as MyReviewCalls from './my-review-calls';
import type * as ReviewCalls from './review-calls';

const PRODUCT = '/dp/review/v1';
const MINE = '/cu/review/v1';

export const REVIEW_ROUTES = typedRoutes<typeof ReviewCalls & typeof MyReviewCalls>()({
  getReviewSummary: guestRoute('POST', `${PRODUCT}/getReviewSummary`),
  getReviewList: guestRoute('POST', `${PRODUCT}/getReviewList`),
  toggleHelpful: memberRoute('POST', `${PRODUCT}/toggleHelpful`),
  reportReview: memberRoute('POST', `${PRODUCT}/reportReview`),
  getWritableReviews: memberRoute('POST', `${MINE}/getWritableReviews`),
  getMyReviews: memberRoute('POST', `${MINE}/getMyReviews`),
  getReviewForm: memberRoute('POST', `${MINE}/getReviewForm`),
  registerReview: memberRoute('POST', `${MINE}/registerReview`),
  getMyReview: memberRoute('POST', `${MINE}/getMyReview`),
  modifyReview: memberRoute('POST', `${MINE}/modifyReview`),
  deleteReview: memberRoute('POST', `${MINE}/deleteReview`),
});
