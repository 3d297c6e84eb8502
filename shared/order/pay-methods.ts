/**
 * The payment methods an order can be paid with, as `orders.pay_method` stores them, and their
 * Korean names. Schema-free, so the checkout island, the order screens, the worker's payment
 * window and the gateway all read one list.
 */
export const PAY_METHODS = ['CARD', 'TOSSPAY', 'NAVERPAY', 'KAKAOPAY'] as const;
export type PayMethod = (typeof PAY_METHODS)[number];

/** Korean names of the payment methods, for the screens. */
export const PAY_METHOD_NAMES: Readonly<Record<PayMethod, string>> = {
  CARD: '신용카드',
  TOSSPAY: '토스페이',
  NAVERPAY: '네이버페이',
  KAKAOPAY: '카카오페이',
};

export function isPayMethod(value: unknown): value is PayMethod {
  return typeof value === 'string' && (PAY_METHODS as readonly string[]).includes(value);
}
