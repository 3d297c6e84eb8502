/**
 * The operator API's routes for order status moves and lists, claims and bottle collections
 * (ADR 045); schema-free for the console, contracts at the end of `order-ops-calls.ts`.
 */
import { typedRoutes } from './contract';
import type * as S from './order-ops-calls';
import { changeRoute, OWNER_ONLY, readRoute } from './ops-route';

export const ORDER_OPS_ROUTES = typedRoutes<typeof S>()({
  moveOrderStatus: changeRoute('/v1/orders/status', ['WAREHOUSE']),
  listOrders: readRoute('/v1/orders/list', ['CS', 'WAREHOUSE']),
  expirePendingOrders: changeRoute('/v1/orders/expire-pending', OWNER_ONLY),
  moveClaimStatus: changeRoute('/v1/claims/status', ['CS']),
  listClaims: readRoute('/v1/claims/list', ['CS']),
  moveBottleStatus: changeRoute('/v1/bottles/status', ['CS', 'WAREHOUSE']),
  listBottles: readRoute('/v1/bottles/list', ['CS', 'WAREHOUSE']),
});
