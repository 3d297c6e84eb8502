/**
 * The operator API's routes for the console's daily work: today, the order search, tracking
 * uploads, one order and its cancellation (ADR 045); schema-free for the console, contracts at the
 * end of `console-ops-calls.ts`.
 */
import type { RequestOf, ResponseOf } from './contract';
import { ALL_STAFF, changeRoute, readRoute } from './ops-route';
import type * as S from './console-ops-calls';

export const CONSOLE_OPS_ROUTES = {
  getToday: readRoute<undefined, ResponseOf<typeof S.TodayResponseSchema>>('/v1/today', ALL_STAFF),
  searchOrders: readRoute<RequestOf<typeof S.OrderSearchRequestSchema>, ResponseOf<typeof S.OrderSearchResponseSchema>>('/v1/orders/search', [
    'CS',
    'WAREHOUSE',
  ]),
  uploadTracking: changeRoute<RequestOf<typeof S.TrackingUploadRequestSchema>, ResponseOf<typeof S.TrackingUploadResponseSchema>>(
    '/v1/orders/tracking-upload',
    ['WAREHOUSE'],
  ),
  getOrder: readRoute<RequestOf<typeof S.OrderRefRequestSchema>, ResponseOf<typeof S.OrderOpsDetailResponseSchema>>('/v1/orders/get', ['CS', 'WAREHOUSE']),
  cancelOrder: changeRoute<RequestOf<typeof S.OrderCancelRequestSchema>, ResponseOf<typeof S.OrderCancelResponseSchema>>('/v1/orders/cancel', ['CS']),
};
