/** The order calls' routes, schema-free so islands import them without zod (ADR 016). */
import { memberRoute, typedRoutes } from './contract';
import type * as S from './order-calls';

export const ORDER_ROUTES = typedRoutes<typeof S>()({
  getOrderSheet: memberRoute('POST', '/or/order/v1/getOrderSheet'),
  createOrder: memberRoute('POST', '/or/order/v1/createOrder'),
  confirmPayment: memberRoute('POST', '/or/order/v1/confirmPayment'),
  abandonOrder: memberRoute('POST', '/or/order/v1/abandonOrder'),
  getOrderComplete: memberRoute('POST', '/or/order/v1/getOrderComplete'),
});
