/**
 * The reasons the cancel screen offers (`reasonCd` → Korean label). Schema-free, so the island
 * that lists them loads no zod (ADR 014); `order-history-calls.ts` validates against them.
 */
export const CANCEL_REASONS = {
  CHANGE_MIND: '단순 변심',
  WRONG_OPTION: '상품 옵션을 잘못 선택함',
  REORDER: '다른 상품으로 다시 주문',
  DELIVERY_DELAY: '배송 지연',
  PAY_METHOD: '결제 수단 변경',
  ETC: '기타',
} as const;
export type CancelReasonCd = keyof typeof CANCEL_REASONS;
