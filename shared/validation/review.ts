/**
 * The review form's field rules (ADR 014): the gateway's zod schema and the
 * write screen call the same functions, so the same input gets the same Korean message on both.
 */
import { REVIEW_CONTENT_MAX, REVIEW_CONTENT_MIN, REVIEW_MAX_PHOTOS } from '../reviews/review-rules';

export const RATING_REQUIRED_MESSAGE = '만족도(별점)를 선택해 주세요.';
export const REVIEW_TERMS_MESSAGE = '리뷰 작성 약관에 동의해 주세요.';
export const TOO_MANY_PHOTOS_MESSAGE = `사진은 ${REVIEW_MAX_PHOTOS}장까지 올릴 수 있습니다.`;

export function ratingProblem(rating: number): string | null {
  return Number.isInteger(rating) && rating >= 1 && rating <= 5 ? null : RATING_REQUIRED_MESSAGE;
}

/** The Korean message for content outside the allowed length, or null. */
export function reviewContentProblem(content: string): string | null {
  const length = content.trim().length;
  if (length === 0) return '리뷰 내용을 입력해 주세요.';
  if (length < REVIEW_CONTENT_MIN) return `리뷰는 ${REVIEW_CONTENT_MIN}자 이상 입력해 주세요. (현재 ${length}자)`;
  if (length > REVIEW_CONTENT_MAX) return `리뷰는 ${REVIEW_CONTENT_MAX}자까지 입력할 수 있습니다. (현재 ${length}자)`;
  return null;
}

export function reviewTermsProblem(agreed: boolean): string | null {
  return agreed ? null : REVIEW_TERMS_MESSAGE;
}
