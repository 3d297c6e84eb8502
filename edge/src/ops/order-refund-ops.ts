/**
 * One order in the console (`/ops/v1/orders/get|cancel`, docs/operator-orders.md): the detail the shopper sees
 * plus whose it is, its next step and what a refund now would give back; and the operator's
 * cancel or refund, always with a reason, through the same refund as the shopper's cancel and a
 * completed return (payment cancelled at the provider, stock, points and the coupon back).
 */
import { isShopperVisible, OPERATOR_NEXT_STATUS } from '#shared/order/order-status';
import { CANCEL_REASONS } from '#shared/order/cancel-reasons';
import { orderDetailUrl } from '#shared/order/order-links';
import { formatWon } from '#shared/format';
import { OPS_CONTRACTS } from '#shared/schemas/ops-calls';
import { defineEndpoint } from '../gateway/endpoint';
import { GatewayError } from '../gateway/errors';
import { inboxInsert } from '../gateway/mypage/inbox';
import { cancelPreview, orderDetailOf } from '../gateway/order-history/order-detail';
import { readOrderRecord } from '../gateway/order-history/order-rows';
import { refundOrder } from '../gateway/order-history/refund';
import { WHOLE_REFUND_STATUS } from '../gateway/order-history/refund-batch';

export const getOrder = defineEndpoint(OPS_CONTRACTS.getOrder, async ({ db, input }) => {
  const [record, customer] = await Promise.all([
    readOrderRecord(db, input.ordNo),
    db
      .prepare('SELECT c.incs_no, c.cust_web_id, c.cust_nm FROM orders o JOIN customers c ON c.incs_no = o.incs_no WHERE o.ord_no = ?')
      .bind(input.ordNo)
      .first<{ incs_no: number; cust_web_id: string | null; cust_nm: string }>(),
  ]);
  // An order never paid (or abandoned) has no detail to act on; the search still lists it.
  if (!record || !customer || !isShopperVisible(record.order.status)) throw new GatewayError('ORDER_NOT_FOUND');
  return {
    data: {
      ...orderDetailOf(record),
      incsNo: customer.incs_no,
      custWebId: customer.cust_web_id,
      custNm: customer.cust_nm,
      nextStatus: OPERATOR_NEXT_STATUS[record.order.status] ?? null,
      // Only where a refund can run: before shipping, or once delivered.
      refundPreview: WHOLE_REFUND_STATUS[record.order.status] ? cancelPreview(record) : null,
    },
  };
});

export const cancelOrderByOperator = defineEndpoint(OPS_CONTRACTS.cancelOrder, async ({ c, db, input }) => {
  // The refund reads the order (an unknown one is ORDER_NOT_FOUND there) and names its member.
  const result = await refundOrder(db, c.env, {
    ordNo: input.ordNo,
    lines: input.lines,
    reason: `운영자 취소·환불 (${CANCEL_REASONS[input.reasonCd]})`,
    // One operator refund of the same lines is one cancel at the provider, however often it is sent.
    idempotencyKey: `opsCancel:${input.ordNo}:${JSON.stringify(input.lines ?? 'ALL')}`,
    claim: { reasonCd: input.reasonCd, reasonText: input.memo },
  });
  await inboxInsert(db, result.incsNo, {
    kind: 'ORDER',
    title: result.status === 'CANCELLED' ? '주문이 취소되었습니다' : '환불되었습니다',
    body: `${result.orderNm}: ${formatWon(result.refundAmt)}${result.refundPt > 0 ? `, 포인트 ${result.refundPt}P` : ''} 환불 (${input.memo})`,
    link: orderDetailUrl(input.ordNo),
  }).run();
  return {
    data: {
      ordNo: result.ordNo,
      clmNo: result.clmNo,
      status: result.status,
      refundAmt: result.refundAmt,
      refundPt: result.refundPt,
      couponRestoredYn: result.couponRestored ? ('Y' as const) : ('N' as const),
    },
  };
});

export const ORDER_REFUND_OPS = [getOrder, cancelOrderByOperator];
