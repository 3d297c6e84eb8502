/**
 * One order as its detail screen shows it: lines, money, payment, delivery snapshot, claims, what
 * the shopper may do, and what cancelling now would give back.
 */
import { CLAIM_STATUS_NAMES, CLAIM_TYPE_NAMES, isShopperVisible, orderStatusName } from '#shared/order/order-status';
import { toDttm14 } from '#shared/format';
import { PAY_METHOD_NAMES } from '#shared/order/pay-methods';
import { shipmentOf } from '#shared/order/carriers';
import type { OrderDetail, RefundPreview } from '#shared/schemas/order-history-calls';
import { GatewayError } from '../errors';
import { actionsOf } from './order-list';
import { readOrderRecord, type OrderRecord } from './order-rows';
import { planRefund } from './refund-plan';
import { planInput } from './refund';
import { lineProductOf } from '../order-line-row';

const dttm = (epoch: number | null) => (epoch === null ? null : toDttm14(epoch));

/** What cancelling the whole order now would give back, or null when it cannot be cancelled. */
export function cancelPreview(record: OrderRecord): RefundPreview | null {
  const plan = planRefund(planInput(record));
  if (typeof plan === 'string') return null;
  return { refundAmt: plan.refundAmt, refundPt: plan.refundPt, couponNm: plan.restoreCoupon ? (record.coupon?.cpn_nm ?? null) : null };
}

/** The detail of `incsNo`'s order `ordNo`; 404 for someone else's, an unknown or an unpaid one. */
export async function readOrderDetail(db: D1Database, incsNo: number, ordNo: string): Promise<OrderDetail> {
  const record = await readOrderRecord(db, ordNo, incsNo);
  if (!record || !isShopperVisible(record.order.status)) throw new GatewayError('ORDER_NOT_FOUND');
  return orderDetailOf(record);
}

/** A paid order as its detail screen shows it (the shopper's, and the console's too). */
export function orderDetailOf(record: OrderRecord): OrderDetail {
  const status = record.order.status as OrderDetail['status'];
  const { order, payment } = record;
  const openClaim = record.claims.some((claim) => claim.status === 'REQUESTED' || claim.status === 'PICKING_UP');
  const actions = actionsOf(status, openClaim);
  return {
    ordNo: order.ord_no,
    ordDttm: toDttm14(order.ordered_at),
    status,
    statusNm: orderStatusName(status),
    actions,
    lines: record.lines.map((line) => ({
      ordLineNo: line.id,
      inmOptnPrdNo: line.inm_optn_prd_no,
      inmPrdNo: line.inm_prd_no,
      ...lineProductOf(line),
      qty: line.qty,
      cnsmAmt: line.cnsm_amt,
      saleAmt: line.sale_amt,
      refundedQty: line.refunded_qty,
      saleStopYn: line.sale_stop_yn,
    })),
    amounts: {
      listAmt: order.list_amt,
      prdDcAmt: order.prd_dc_amt,
      cpnDcAmt: order.cpn_dc_amt,
      couponNm: record.coupon?.cpn_nm ?? null,
      usePt: order.use_pt,
      shippingFee: order.shipping_fee,
      payAmt: order.pay_amt,
    },
    payment: {
      payMethod: order.pay_method,
      payMethodNm: PAY_METHOD_NAMES[order.pay_method],
      approvedDttm: dttm(payment?.approved_at ?? null),
      cancelledAmt: payment?.cancelled_amt ?? 0,
    },
    delivery: {
      rcptNm: order.rcpt_nm,
      rcptMobile: order.rcpt_mobile,
      zipNo: order.zip_no,
      roadAddr: order.road_addr,
      dtlAddr: order.dtl_addr,
      dlvMemo: order.dlv_memo,
      shipment: shipmentOf(order.carrier_cd, order.tracking_no),
    },
    paidDttm: dttm(order.paid_at),
    statusChangedDttm: toDttm14(order.status_changed_at),
    claims: record.claims.map((claim) => ({
      clmNo: claim.id,
      claimType: claim.claim_type,
      claimTypeNm: CLAIM_TYPE_NAMES[claim.claim_type],
      status: claim.status,
      statusNm: CLAIM_STATUS_NAMES[claim.status],
      reasonCd: claim.reason_cd,
      reasonText: claim.reason_text,
      refundAmt: claim.refund_amt,
      refundPt: claim.refund_pt,
      requestedDttm: toDttm14(claim.requested_at),
      completedDttm: dttm(claim.completed_at),
    })),
    cancelPreview: actions.includes('cancel') ? cancelPreview(record) : null,
  };
}
