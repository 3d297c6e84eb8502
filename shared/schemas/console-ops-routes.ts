/**
 * The operator API's routes for the console's daily work: today, the order search, tracking
 * uploads, one order and its cancellation (ADR 045); schema-free for the console, contracts at the
 * end of `console-ops-calls.ts`.
 */
import type { RequestOf, ResponseOf } from './contract';
import { ALL_STAFF, changeRoute, readRoute } from './ops-route';
import type * as S from './console-ops-calls';

export const CONSOLE_OPS_ROUTES = {
  getToday: readRoute<undefined, ResponseOf<typeof S.GetTodayResponseSchema>>('/v1/today', ALL_STAFF),
  searchOrders: readRoute<RequestOf<typeof S.SearchOrdersRequestSchema>, ResponseOf<typeof S.SearchOrdersResponseSchema>>('/v1/orders/search', [
    'CS',
    'WAREHOUSE',
  ]),
  uploadTracking: changeRoute<RequestOf<typeof S.UploadTrackingRequestSchema>, ResponseOf<typeof S.UploadTrackingResponseSchema>>(
    '/v1/orders/tracking-upload',
    ['WAREHOUSE'],
  ),
  getOrder: readRoute<RequestOf<typeof S.GetOrderRequestSchema>, ResponseOf<typeof S.GetOrderResponseSchema>>('/v1/orders/get', ['CS', 'WAREHOUSE']),
  cancelOrder: changeRoute<RequestOf<typeof S.CancelOrderRequestSchema>, ResponseOf<typeof S.CancelOrderResponseSchema>>('/v1/orders/cancel', ['CS']),
};
