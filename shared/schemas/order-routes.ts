/** The order calls' routes, schema-free so islands import them without zod (ADR 016). */
import { memberRoute, type RequestOf, type ResponseOf } from './contract';
import type {
  AbandonOrderRequestSchema,
  AbandonOrderResponseSchema,
  ConfirmPaymentRequestSchema,
  ConfirmPaymentResponseSchema,
  CreateOrderRequestSchema,
  CreateOrderResponseSchema,
  GetOrderCompleteRequestSchema,
  GetOrderCompleteResponseSchema,
  GetOrderSheetRequestSchema,
  GetOrderSheetResponseSchema,
} from './order-calls';

export const ORDER_ROUTES = {
  getOrderSheet: memberRoute<RequestOf<typeof GetOrderSheetRequestSchema>, ResponseOf<typeof GetOrderSheetResponseSchema>>(
    'POST',
    '/or/order/v1/getOrderSheet',
  ),
  createOrder: memberRoute<RequestOf<typeof CreateOrderRequestSchema>, ResponseOf<typeof CreateOrderResponseSchema>>('POST', '/or/order/v1/createOrder'),
  confirmPayment: memberRoute<RequestOf<typeof ConfirmPaymentRequestSchema>, ResponseOf<typeof ConfirmPaymentResponseSchema>>(
    'POST',
    '/or/order/v1/confirmPayment',
  ),
  abandonOrder: memberRoute<RequestOf<typeof AbandonOrderRequestSchema>, ResponseOf<typeof AbandonOrderResponseSchema>>('POST', '/or/order/v1/abandonOrder'),
  getOrderComplete: memberRoute<RequestOf<typeof GetOrderCompleteRequestSchema>, ResponseOf<typeof GetOrderCompleteResponseSchema>>(
    'POST',
    '/or/order/v1/getOrderComplete',
  ),
};
