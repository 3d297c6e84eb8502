/**
 * The order screens' gateway calls (`/or/order/v1/...`). Cancelling carries an `Idempotency-Key`,
 * so a double click with one key cancels once.
 */
import type {
  CancelOrderRequest,
  CancelOrderResponse,
  ConfirmPurchaseResponse,
  GetOrderDetailResponse,
  GetOrderListRequest,
  GetOrderListResponse,
} from '#shared/schemas/order-history-calls';
import { ORDER_HISTORY_ROUTES } from '#shared/schemas/order-history-routes';
import { callApi } from '#lib/api-client';

export async function fetchOrderList(request: GetOrderListRequest): Promise<GetOrderListResponse['data']> {
  return (await callApi(ORDER_HISTORY_ROUTES.getOrderList, request)).data;
}

export async function fetchOrderDetail(ordNo: string): Promise<GetOrderDetailResponse['data']> {
  return (await callApi(ORDER_HISTORY_ROUTES.getOrderDetail, { ordNo })).data;
}

export async function confirmPurchase(ordNo: string): Promise<ConfirmPurchaseResponse['data']> {
  return (await callApi(ORDER_HISTORY_ROUTES.confirmPurchase, { ordNo })).data;
}

/** Cancels the whole order; `idempotencyKey` stays the same for every retry of one decision. */
export async function cancelOrder(request: CancelOrderRequest, idempotencyKey: string): Promise<CancelOrderResponse['data']> {
  return (await callApi(ORDER_HISTORY_ROUTES.cancelOrder, request, { headers: { 'Idempotency-Key': idempotencyKey } })).data;
}
