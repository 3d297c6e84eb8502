/** The review routes (schema-free; contracts at the end of `review-calls.ts`): the product page's, then the member's own. */
import { guestRoute, memberRoute } from './contract';
import type {
  GetMyReviewsResponse,
  GetReviewFormResponse,
  GetWritableReviewsResponse,
  ModifyReviewRequest,
  MyReviewPageRequest,
  GetMyReviewRequest,
  GetMyReviewResponse,
  GetReviewFormRequest,
  RegisterReviewRequest,
  ReviewSavedResponse,
} from './my-review-calls';
import type {
  GetReviewListRequest,
  GetReviewListResponse,
  GetReviewSummaryRequest,
  GetReviewSummaryResponse,
  ToggleHelpfulResponse,
  MessageResponse,
  ReportReviewRequest,
} from './review-calls';
import type { ReviewRefRequest } from './review-fields';

const PRODUCT = '/dp/review/v1';
const MINE = '/cu/review/v1';

export const REVIEW_ROUTES = {
  getReviewSummary: guestRoute<GetReviewSummaryRequest, GetReviewSummaryResponse>('POST', `${PRODUCT}/getReviewSummary`),
  getReviewList: guestRoute<GetReviewListRequest, GetReviewListResponse>('POST', `${PRODUCT}/getReviewList`),
  toggleHelpful: memberRoute<ReviewRefRequest, ToggleHelpfulResponse>('POST', `${PRODUCT}/toggleHelpful`),
  reportReview: memberRoute<ReportReviewRequest, MessageResponse>('POST', `${PRODUCT}/reportReview`),
  getWritableReviews: memberRoute<MyReviewPageRequest, GetWritableReviewsResponse>('POST', `${MINE}/getWritableReviews`),
  getMyReviews: memberRoute<MyReviewPageRequest, GetMyReviewsResponse>('POST', `${MINE}/getMyReviews`),
  getReviewForm: memberRoute<GetReviewFormRequest, GetReviewFormResponse>('POST', `${MINE}/getReviewForm`),
  registerReview: memberRoute<RegisterReviewRequest, ReviewSavedResponse>('POST', `${MINE}/registerReview`),
  getMyReview: memberRoute<GetMyReviewRequest, GetMyReviewResponse>('POST', `${MINE}/getMyReview`),
  modifyReview: memberRoute<ModifyReviewRequest, ReviewSavedResponse>('POST', `${MINE}/modifyReview`),
  deleteReview: memberRoute<ReviewRefRequest, MessageResponse>('POST', `${MINE}/deleteReview`),
};
