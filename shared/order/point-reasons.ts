/**
 * The beauty-point ledger's reasons as the points screen shows them, and the three
 * kinds its filter offers. Schema-free, so the island loads no zod (ADR 014).
 */

export const POINT_REASON_NAMES = {
  ORDER_EARN: '구매 적립',
  BOTTLE: '공병 수거 적립',
  EVENT: '이벤트 적립',
  REVIEW: '리뷰 작성 적립',
  ORDER_REFUND: '주문 취소 환원',
  ADJUST: '포인트 조정',
  ORDER_USE: '주문 사용',
  EARN_CLAWBACK: '적립 취소',
  REVIEW_CLAWBACK: '리뷰 적립 회수',
  EXPIRE: '유효기간 만료',
} as const;
export type PointReason = keyof typeof POINT_REASON_NAMES;

export const POINT_KINDS = ['ALL', 'EARN', 'USE', 'EXPIRE'] as const;
export type PointKind = (typeof POINT_KINDS)[number];
export const POINT_KIND_NAMES: Record<PointKind, string> = { ALL: '전체', EARN: '적립', USE: '사용', EXPIRE: '소멸' };
