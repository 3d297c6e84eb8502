/**
 * The operator API's routes for payments to refund by hand (환불 필요 결제) (ADR 045); schema-free for
 * the console, contracts at the end of `payment-void-ops-calls.ts`.
 */
import type { RequestOf, ResponseOf } from './contract';
import { changeRoute, readRoute } from './ops-route';
import type * as S from './payment-void-ops-calls';

export const PAYMENT_VOID_OPS_ROUTES = {
  listPaymentVoids: readRoute<RequestOf<typeof S.ListPaymentVoidsRequestSchema>, ResponseOf<typeof S.ListPaymentVoidsResponseSchema>>(
    '/v1/payment-voids/list',
    ['CS'],
  ),
  retryPaymentVoid: changeRoute<RequestOf<typeof S.RetryPaymentVoidRequestSchema>, ResponseOf<typeof S.PaymentVoidResponseSchema>>('/v1/payment-voids/retry', [
    'CS',
  ]),
  resolvePaymentVoid: changeRoute<RequestOf<typeof S.ResolvePaymentVoidRequestSchema>, ResponseOf<typeof S.PaymentVoidResponseSchema>>(
    '/v1/payment-voids/resolve',
    ['CS'],
  ),
};
