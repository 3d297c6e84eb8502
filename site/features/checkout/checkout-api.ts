/**
 * The checkout's gateway calls (`/or/order/v1/...`, shared/schemas/order-calls.ts). createOrder and
 * confirmPayment carry an `Idempotency-Key`, so a repeated submission makes one order and one payment.
 */
import type {
  AbandonOrderRequest,
  CompletedOrder,
  ConfirmPaymentRequest,
  CreatedOrder,
  CreateOrderRequest,
  GetOrderSheetRequest,
  OrderSheet,
} from '#shared/schemas/order-calls';
import { ORDER_ROUTES } from '#shared/schemas/order-routes';
import { callApi } from '#lib/api-client';

const withKey = (idempotencyKey: string) => ({ headers: { 'Idempotency-Key': idempotencyKey } });

export async function getOrderSheet(request: GetOrderSheetRequest): Promise<OrderSheet> {
  return (await callApi(ORDER_ROUTES.getOrderSheet, request)).data;
}

export async function createOrder(request: CreateOrderRequest, idempotencyKey: string): Promise<CreatedOrder> {
  return (await callApi(ORDER_ROUTES.createOrder, request, withKey(idempotencyKey))).data;
}

export async function confirmPayment(request: ConfirmPaymentRequest, idempotencyKey: string): Promise<CompletedOrder> {
  return (await callApi(ORDER_ROUTES.confirmPayment, request, withKey(idempotencyKey))).data;
}

export async function abandonOrder(request: AbandonOrderRequest): Promise<void> {
  await callApi(ORDER_ROUTES.abandonOrder, request);
}

export async function getOrderComplete(ordNo: string): Promise<CompletedOrder> {
  return (await callApi(ORDER_ROUTES.getOrderComplete, { ordNo })).data;
}
