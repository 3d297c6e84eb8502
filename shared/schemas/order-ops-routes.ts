/**
 * The operator API's routes for order status moves and lists, claims and bottle collections
 * (ADR 045); schema-free for the console, contracts at the end of `order-ops-calls.ts`.
 */
import type { RequestOf, ResponseOf } from './contract';
import { changeRoute, OWNER_ONLY, readRoute } from './ops-route';
import type * as S from './order-ops-calls';

export const ORDER_OPS_ROUTES = {
  moveOrderStatus: changeRoute<RequestOf<typeof S.MoveOrderStatusRequestSchema>, ResponseOf<typeof S.MoveOrderStatusResponseSchema>>('/v1/orders/status', [
    'WAREHOUSE',
  ]),
  listOrders: readRoute<RequestOf<typeof S.ListOrdersRequestSchema>, ResponseOf<typeof S.ListOrdersResponseSchema>>('/v1/orders/list', ['CS', 'WAREHOUSE']),
  expirePendingOrders: changeRoute<undefined, ResponseOf<typeof S.ExpirePendingOrdersResponseSchema>>('/v1/orders/expire-pending', OWNER_ONLY),
  moveClaimStatus: changeRoute<RequestOf<typeof S.MoveClaimStatusRequestSchema>, ResponseOf<typeof S.MoveClaimStatusResponseSchema>>('/v1/claims/status', [
    'CS',
  ]),
  listClaims: readRoute<RequestOf<typeof S.ListClaimsRequestSchema>, ResponseOf<typeof S.ListClaimsResponseSchema>>('/v1/claims/list', ['CS']),
  moveBottleStatus: changeRoute<RequestOf<typeof S.MoveBottleStatusRequestSchema>, ResponseOf<typeof S.MoveBottleStatusResponseSchema>>('/v1/bottles/status', [
    'CS',
    'WAREHOUSE',
  ]),
  listBottles: readRoute<RequestOf<typeof S.ListBottlesRequestSchema>, ResponseOf<typeof S.ListBottlesResponseSchema>>('/v1/bottles/list', ['CS', 'WAREHOUSE']),
};
