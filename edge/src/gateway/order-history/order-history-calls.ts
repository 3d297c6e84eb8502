/**
 * The order-history calls (issue 5 §5) under `/or/order/v1`, all for a logged-in member: the order
 * list with its period filter, one order's detail, cancelling before shipping (idempotent by the
 * `Idempotency-Key` header) and confirming a delivered purchase.
 */
import {
  CancelOrderRequestSchema,
  CancelOrderResponseSchema,
  ConfirmPurchaseResponseSchema,
  GetOrderDetailResponseSchema,
  GetOrderListRequestSchema,
  GetOrderListResponseSchema,
  OrdNoRequestSchema,
} from '../../../../shared/schemas/order-history-calls';
import { defineEndpoint, type Endpoint } from '../endpoint';
import { GatewayError } from '../errors';
import { runIdempotent } from '../idempotency';
import { cancelOrder, confirmPurchase } from './order-cancel';
import { readOrderDetail } from './order-detail';
import { listOrders, ORDER_PAGE_SIZE } from './order-list';
import { resolveOrderRange } from './order-period';

function member<T extends { incsNo: number }>(owner: T | null): T {
  if (!owner) throw new GatewayError('LOGIN_REQUIRED');
  return owner;
}

export const getOrderList = defineEndpoint({
  method: 'POST',
  path: '/or/order/v1/getOrderList',
  summary: '주문/배송 조회: 기간(1·3·6·12개월 또는 최대 1년의 직접 입력)과 상태로 거른 주문 목록, 10건씩',
  request: GetOrderListRequestSchema,
  response: GetOrderListResponseSchema,
  auth: 'optional',
  handler: async ({ db, owner, input }) => {
    const { incsNo } = member(owner);
    const range = resolveOrderRange(input);
    const page = input.page ?? 1;
    const { orders, totalCnt } = await listOrders(db, incsNo, range, input.status, page);
    return { data: { orders, totalCnt, page, pageSize: ORDER_PAGE_SIZE, fromDt: range.fromDt, toDt: range.toDt } };
  },
});

export const getOrderDetail = defineEndpoint({
  method: 'POST',
  path: '/or/order/v1/getOrderDetail',
  summary: '주문 상세: 상품, 금액, 결제, 배송지, 송장번호, 클레임, 지금 취소하면 돌려받는 금액',
  request: OrdNoRequestSchema,
  response: GetOrderDetailResponseSchema,
  auth: 'optional',
  handler: async ({ db, owner, input }) => ({ data: await readOrderDetail(db, member(owner).incsNo, input.ordNo) }),
});

export const cancelOrderCall = defineEndpoint({
  method: 'POST',
  path: '/or/order/v1/cancelOrder',
  summary: '주문 취소(결제완료·상품준비중, 전체): 결제 취소 후 재고·포인트·쿠폰 복원. Idempotency-Key 헤더 필수',
  request: CancelOrderRequestSchema,
  response: CancelOrderResponseSchema,
  auth: 'optional',
  handler: async ({ c, db, owner, input }) => {
    const { incsNo } = member(owner);
    const key = c.req.header('idempotency-key');
    const result = await runIdempotent(db, { owner: `m:${incsNo}`, scope: 'cancelOrder', key, body: input }, async () => ({
      status: 200,
      body: { data: await cancelOrder(db, c.env, incsNo, input, key ?? '') },
    }));
    return result.body;
  },
});

export const confirmPurchaseCall = defineEndpoint({
  method: 'POST',
  path: '/or/order/v1/confirmPurchase',
  summary: '구매확정: 배송완료된 주문을 구매확정으로(진행 중인 교환·반품이 없을 때)',
  request: OrdNoRequestSchema,
  response: ConfirmPurchaseResponseSchema,
  auth: 'optional',
  handler: async ({ db, owner, input }) => {
    await confirmPurchase(db, member(owner).incsNo, input.ordNo);
    return { data: { ordNo: input.ordNo, status: 'CONFIRMED' as const, message: '구매확정되었습니다.' } };
  },
});

/** The order-history calls, in the order the screens use them. */
export const ORDER_HISTORY_ENDPOINTS: readonly Endpoint[] = [getOrderList, getOrderDetail, cancelOrderCall, confirmPurchaseCall];
