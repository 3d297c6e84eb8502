/** The order-history calls' routes, schema-free so islands import them without zod (ADR 016). */
import { memberRoute, typedRoutes } from './contract';
import type * as S from './order-history-calls';

export const ORDER_HISTORY_ROUTES = typedRoutes<typeof S>()({
  getOrderList: memberRoute('POST', '/or/order/v1/getOrderList'),
  getOrderDetail: memberRoute('POST', '/or/order/v1/getOrderDetail'),
  cancelOrder: memberRoute('POST', '/or/order/v1/cancelOrder'),
  confirmPurchase: memberRoute('POST', '/or/order/v1/confirmPurchase'),
});
