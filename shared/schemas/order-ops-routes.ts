/**
 * The operator API's routes for order status moves and lists, claims and bottle collections
 * (ADR 045); schema-free for the console, contracts at the end of `order-ops-calls.ts`.
 */
import type { RequestOf, ResponseOf } from './contract';
import { changeRoute, OWNER_ONLY, readRoute } from './ops-route';
import type * as S from './order-ops-calls';

export const ORDER_OPS_ROUTES = {
  moveOrderStatus: changeRoute<RequestOf<typeof S.OrderStatusMoveRequestSchema>, ResponseOf<typeof S.OrderStatusMoveResponseSchema>>('/v1/orders/status', [
    'WAREHOUSE',
  ]),
  listOrders: readRoute<RequestOf<typeof S.OrderListRequestSchema>, ResponseOf<typeof S.OrderListResponseSchema>>('/v1/orders/list', ['CS', 'WAREHOUSE']),
  expirePendingOrders: changeRoute<undefined, ResponseOf<typeof S.ExpirePendingResponseSchema>>('/v1/orders/expire-pending', OWNER_ONLY),
  moveClaimStatus: changeRoute<RequestOf<typeof S.ClaimMoveRequestSchema>, ResponseOf<typeof S.ClaimMoveResponseSchema>>('/v1/claims/status', ['CS']),
  listClaims: readRoute<RequestOf<typeof S.ClaimListRequestSchema>, ResponseOf<typeof S.ClaimListResponseSchema>>('/v1/claims/list', ['CS']),
  moveBottleStatus: changeRoute<RequestOf<typeof S.BottleMoveRequestSchema>, ResponseOf<typeof S.BottleMoveResponseSchema>>('/v1/bottles/status', [
    'CS',
    'WAREHOUSE',
  ]),
  listBottles: readRoute<RequestOf<typeof S.BottleListRequestSchema>, ResponseOf<typeof S.BottleListResponseSchema>>('/v1/bottles/list', ['CS', 'WAREHOUSE']),
};
