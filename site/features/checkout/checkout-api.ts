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
} from '../../../shared/schemas/order-calls';
import { apiPost } from '../../lib/api-client';

const BASE = '/or/order/v1';

type Data<T> = { data: T };

function postWithKey<T>(path: string, body: unknown, idempotencyKey: string): Promise<T> {
  return apiPost<T>(path, body, { headers: { 'Idempotency-Key': idempotencyKey } });
}

export async function getOrderSheet(request: GetOrderSheetRequest): Promise<OrderSheet> {
  return (await apiPost<Data<OrderSheet>>(`${BASE}/getOrderSheet`, request)).data;
}

export async function createOrder(request: CreateOrderRequest, idempotencyKey: string): Promise<CreatedOrder> {
  return (await postWithKey<Data<CreatedOrder>>(`${BASE}/createOrder`, request, idempotencyKey)).data;
}

export async function confirmPayment(request: ConfirmPaymentRequest, idempotencyKey: string): Promise<CompletedOrder> {
  return (await postWithKey<Data<CompletedOrder>>(`${BASE}/confirmPayment`, request, idempotencyKey)).data;
}

export async function abandonOrder(request: AbandonOrderRequest): Promise<void> {
  await apiPost(`${BASE}/abandonOrder`, request);
}

export async function getOrderComplete(ordNo: string): Promise<CompletedOrder> {
  return (await apiPost<Data<CompletedOrder>>(`${BASE}/getOrderComplete`, { ordNo })).data;
}
