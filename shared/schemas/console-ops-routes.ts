/**
 * The operator API's routes for the console's daily work: today, the order search, tracking
 * uploads, one order and its cancellation (ADR 045); schema-free for the console, contracts at the
 * end of `console-ops-calls.ts`.
 */
import { typedRoutes } from './contract';
import type * as S from './console-ops-calls';
import { ALL_STAFF, changeRoute, readRoute } from './ops-route';

export const CONSOLE_OPS_ROUTES = typedRoutes<typeof S>()({
  getToday: readRoute('/v1/today', ALL_STAFF),
  searchOrders: readRoute('/v1/orders/search', ['CS', 'WAREHOUSE']),
  uploadTracking: changeRoute('/v1/orders/tracking-upload', ['WAREHOUSE']),
  getOrder: readRoute('/v1/orders/get', ['CS', 'WAREHOUSE']),
  cancelOrder: changeRoute('/v1/orders/cancel', ['CS']),
});
