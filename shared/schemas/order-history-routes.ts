/** The order-history calls' routes, schema-free so islands import them without zod (ADR 016). */
import { memberRoute, type RequestOf, type ResponseOf } from './contract';
import type {
  CancelOrderRequestSchema,
  CancelOrderResponseSchema,
  ConfirmPurchaseResponseSchema,
  GetOrderDetailResponseSchema,
  GetOrderListRequestSchema,
  GetOrderListResponseSchema,
  OrdNoRequestSchema,
} from './order-history-calls';

export const ORDER_HISTORY_ROUTES = {
  getOrderList: memberRoute<RequestOf<typeof GetOrderListRequestSchema>, ResponseOf<typeof GetOrderListResponseSchema>>('POST', '/or/order/v1/getOrderList'),
  getOrderDetail: memberRoute<RequestOf<typeof OrdNoRequestSchema>, ResponseOf<typeof GetOrderDetailResponseSchema>>('POST', '/or/order/v1/getOrderDetail'),
  cancelOrder: memberRoute<RequestOf<typeof CancelOrderRequestSchema>, ResponseOf<typeof CancelOrderResponseSchema>>('POST', '/or/order/v1/cancelOrder'),
  confirmPurchase: memberRoute<RequestOf<typeof OrdNoRequestSchema>, ResponseOf<typeof ConfirmPurchaseResponseSchema>>('POST', '/or/order/v1/confirmPurchase'),
};
