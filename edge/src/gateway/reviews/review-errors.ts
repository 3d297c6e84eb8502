/**
 * Error codes of the reviews, by status, with their Korean messages (see ../errors.ts). The numbered codes
 * (1001, 1002, 001, 002) keep their numbers so a caller can match them.
 */
import { REVIEW_NO_AUTHORITY_MESSAGE } from '#shared/reviews/review-rules';
import { errorCatalogue } from '../error-catalogue';

export const REVIEW_ERRORS = errorCatalogue({
  403: {
    /** Not this member's line, not delivered yet, refunded, or past the review period. */
    REVIEW_1001: REVIEW_NO_AUTHORITY_MESSAGE,
  },
  404: {
    REVIEW_001: '리뷰가 존재하지 않습니다.',
    REVIEW_002: '상세 페이지가 없는 상품입니다.',
  },
  409: {
    /** Already reviewed, or the review can no longer be changed (blinded, deleted, period over). */
    REVIEW_1002: '이미 리뷰를 작성했거나 수정할 수 없는 리뷰입니다. 궁금한 점은 고객센터 또는 1:1 문의로 연락해 주세요.',
    REVIEW_OWN: '내가 쓴 리뷰에는 할 수 없습니다.',
    REVIEW_ALREADY_REPORTED: '이미 신고한 리뷰입니다.',
  },
});
