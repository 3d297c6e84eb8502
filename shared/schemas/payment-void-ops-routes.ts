/**
 * The operator API's routes for payments to refund by hand (환불 필요 결제) (ADR 045); schema-free for
 * the console, contracts at the end of `payment-void-ops-calls.ts`.
 */
import { typedRoutes } from './contract';
import type * as S from './payment-void-ops-calls';
import { changeRoute, readRoute } from './ops-route';

export const PAYMENT_VOID_OPS_ROUTES = typedRoutes<typeof S>()({
  listPaymentVoids: readRoute('/v1/payment-voids/list', ['CS']),
  retryPaymentVoid: changeRoute('/v1/payment-voids/retry', ['CS']),
  resolvePaymentVoid: changeRoute('/v1/payment-voids/resolve', ['CS']),
});
