/**
 * The review rules both sides read (ADR 020): lengths, sorts, states,
 * report reasons and the Korean messages. Schema-free, so the product page's review island and the
 * member's screens load no zod (ADR 014).
 */
import { formatNumber } from '../format';

/** Review content: 20 to 330 characters. */
export const REVIEW_CONTENT_MIN = 20;
export const REVIEW_CONTENT_MAX = 330;
/** Photos one review may carry. */
export const REVIEW_MAX_PHOTOS = 5;
/** Reviews a list page shows. */
export const REVIEW_PAGE_SIZE = 10;

export const REVIEW_SORTS = { LATEST: '최신순', HELPFUL: '추천순', RATING_HIGH: '별점 높은순', RATING_LOW: '별점 낮은순' } as const;
export type ReviewSort = keyof typeof REVIEW_SORTS;

export const REVIEW_STATUSES = ['PENDING', 'PUBLISHED', 'HELD', 'BLINDED', 'DELETED'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
/** How the member's own list names each state. */
export const REVIEW_STATUS_NAMES: Record<ReviewStatus, string> = {
  PENDING: '검수 중',
  PUBLISHED: '게시 중',
  HELD: '게시 보류',
  BLINDED: '블라인드',
  DELETED: '삭제',
};
/** States in which the writer may still change or delete the review. */
export const EDITABLE_REVIEW_STATUSES: readonly ReviewStatus[] = ['PENDING', 'PUBLISHED', 'HELD'];

export const REPORT_REASONS = {
  AD: '광고·홍보성 내용',
  ABUSE: '욕설·비방',
  PRIVACY: '개인정보 노출',
  UNRELATED: '상품과 관계없는 내용',
  COPIED: '도배·복사한 내용',
} as const;
export type ReportReason = keyof typeof REPORT_REASONS;

/** Success messages. */
export const REVIEW_REGISTERED_MESSAGE = '리뷰가 등록되었습니다.';
export const REVIEW_MODIFIED_MESSAGE = '리뷰가 수정되었습니다.';
export const REVIEW_DELETED_MESSAGE = '리뷰가 삭제되었습니다.';
export const REVIEW_REPORTED_MESSAGE = '신고가 접수되었습니다. 운영팀이 확인하겠습니다.';
/** The member may not review this product. */
export const REVIEW_NO_AUTHORITY_MESSAGE = '리뷰 작성 권한이 없습니다. 궁금한 점은 고객센터 또는 1:1 문의로 연락해 주세요.';

/** Review points received, with the monthly maximum (a parameter). */
export function rewardMessage(points: number, monthlyMaxPt: number): string {
  return `리뷰 포인트 ${formatNumber(points)}P가 적립되었습니다. (리뷰 포인트는 한 달에 최대 ${formatNumber(monthlyMaxPt)}P까지 적립됩니다)`;
}

/** How a writer shows on a review: the first two characters of their ID, then `***`. */
export function maskWriter(loginId: string): string {
  const visible = [...loginId].slice(0, 2).join('');
  return `${visible || '고객'}***`;
}
