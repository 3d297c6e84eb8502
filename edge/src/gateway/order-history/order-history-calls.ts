/**
 * The order-history calls under `/or/order/v1`, all for a logged-in member: the order
 * list with its period filter, one order's detail, cancelling before shipping (idempotent by the
 * `Idempotency-Key` header) and confirming a delivered purchase.
 */
import { formatNumber } from '#shared/format';
import { ORDER_HISTORY_CONTRACTS } from '#shared/schemas/order-history-calls';
import { defineEndpoint, type Endpoint } from '../endpoint';
import { runIdempotent } from '../idempotency';
import { cancelOrder, confirmPurchase } from './order-cancel';
import { readOrderDetail } from './order-detail';
import { listOrders, ORDER_PAGE_SIZE } from './order-list';
import { resolveOrderRange } from './order-period';

export const getOrderList = defineEndpoint(ORDER_HISTORY_CONTRACTS.getOrderList, async ({ db, owner, input }) => {
  const { incsNo } = owner;
  const range = resolveOrderRange(input);
  const page = input.page ?? 1;
  const { orders, totalCnt } = await listOrders(db, incsNo, range, input.status, page);
  return { data: { orders, totalCnt, page, pageSize: ORDER_PAGE_SIZE, fromDt: range.fromDt, toDt: range.toDt } };
});

export const getOrderDetail = defineEndpoint(ORDER_HISTORY_CONTRACTS.getOrderDetail, async ({ db, owner, input }) => ({
  data: await readOrderDetail(db, owner.incsNo, input.ordNo),
}));

export const cancelOrderCall = defineEndpoint(ORDER_HISTORY_CONTRACTS.cancelOrder, async ({ c, db, owner, input }) => {
  const { incsNo } = owner;
  const key = c.req.header('idempotency-key');
  const result = await runIdempotent(db, { owner: `m:${incsNo}`, scope: 'cancelOrder', key, body: input }, async () => ({
    status: 200,
    body: { data: await cancelOrder(db, c.env, incsNo, input, key ?? '') },
  }));
  return result.body;
});

export const confirmPurchaseCall = defineEndpoint(ORDER_HISTORY_CONTRACTS.confirmPurchase, async ({ db, owner, input }) => {
  const earnPt = await confirmPurchase(db, owner.incsNo, input.ordNo);
  const earned = earnPt > 0 ? ` 뷰티포인트 ${formatNumber(earnPt)}P가 적립되었습니다.` : '';
  return { data: { ordNo: input.ordNo, status: 'CONFIRMED' as const, earnPt, message: `구매확정되었습니다.${earned}` } };
});

/** The order-history calls, in the order the screens use them. */
export const ORDER_HISTORY_ENDPOINTS: readonly Endpoint[] = [getOrderList, getOrderDetail, cancelOrderCall, confirmPurchaseCall];
