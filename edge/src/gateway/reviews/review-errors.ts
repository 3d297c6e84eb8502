/**
 * Error codes of the reviews: status and Korean message (see ../errors.ts). The numbered codes
 * (1001, 1002, 001, 002) keep their numbers so a caller can match them.
 */
import { REVIEW_NO_AUTHORITY_MESSAGE } from '#shared/reviews/review-rules';

export const REVIEW_ERRORS = {
  /** Not this member's line, not delivered yet, refunded, or past the review period. */
  REVIEW_1001: { status: 403, message: REVIEW_NO_AUTHORITY_MESSAGE },
  /** Already reviewed, or the review can no longer be changed (blinded, deleted, period over). */
  REVIEW_1002: { status: 409, message: '이미 리뷰를 작성했거나 수정할 수 없는 리뷰입니다. 궁금한 점은 고객센터 또는 1:1 문의로 연락해 주세요.' },
  REVIEW_001: { status: 404, message: '리뷰가 존재하지 않습니다.' },
  REVIEW_002: { status: 404, message: '상세 페이지가 없는 상품입니다.' },
  REVIEW_OWN: { status: 409, message: '내가 쓴 리뷰에는 할 수 없습니다.' },
  REVIEW_ALREADY_REPORTED: { status: 409, message: '이미 신고한 리뷰입니다.' },
} as const;
