/**
 * Payments to give back (`payment_voids`, edge/src/payments/payment-voids.ts): approved at the
 * provider for an order the shop could not record them on, whose automatic cancel was refused.
 * Their states and Korean names as the operator API and the console show them; schema-free, so
 * the console loads no zod for them.
 */

export const PAYMENT_VOID_STATUS_NAMES = { PENDING: '환불 필요', VOIDED: '결제 취소됨', RESOLVED_BY_HAND: '직접 환불 완료' } as const;
export type PaymentVoidStatus = keyof typeof PAYMENT_VOID_STATUS_NAMES;
export const PAYMENT_VOID_STATUSES = Object.keys(PAYMENT_VOID_STATUS_NAMES) as [PaymentVoidStatus, ...PaymentVoidStatus[]];

/** How long the operator's note on a payment given back by hand may be. */
export const PAYMENT_VOID_MEMO_MAX = 200;
