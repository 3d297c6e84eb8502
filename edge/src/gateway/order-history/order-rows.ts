/**
 * Reading one order from D1 with everything the detail screen and a refund need: its lines (with
 * the units already refunded), its payment, its claims and the coupon it used.
 */
import type { OrderStatus } from '#shared/order/order-status';
import type { PayMethod } from '#edge/payments/provider';
import type { OrderLineProductRow } from '../order-line-row';

export interface OrderRow {
  ord_no: string;
  incs_no: number;
  status: OrderStatus;
  source: 'CART' | 'BUY_NOW' | 'WISH';
  order_nm: string;
  list_amt: number;
  prd_dc_amt: number;
  cpn_dc_amt: number;
  customer_coupon_id: number | null;
  use_pt: number;
  shipping_fee: number;
  pay_amt: number;
  pay_method: PayMethod;
  rcpt_nm: string;
  rcpt_mobile: string;
  zip_no: string;
  road_addr: string;
  dtl_addr: string;
  dlv_memo: string;
  tracking_no: string | null;
  carrier_cd: string | null;
  ordered_at: number;
  paid_at: number | null;
  status_changed_at: number;
}

export interface OrderLineRow extends OrderLineProductRow {
  id: number;
  inm_optn_prd_no: string;
  inm_prd_no: string;
  qty: number;
  cnsm_amt: number;
  sale_amt: number;
  /** Units given back by COMPLETED cancel and return claims. */
  refunded_qty: number;
  /** The product's 판매중지 now ('N' for a product no longer in the catalog's table). */
  sale_stop_yn: 'Y' | 'N';
}

export interface PaymentRow {
  provider: 'test' | 'toss';
  payment_key: string;
  method: string;
  amount: number;
  cancelled_amt: number;
  status: 'DONE' | 'PARTIAL_CANCELED' | 'CANCELED';
  approved_at: number;
  cancelled_at: number | null;
}

export interface ClaimRow {
  id: number;
  claim_type: 'CANCEL' | 'EXCHANGE' | 'RETURN';
  status: 'REQUESTED' | 'PICKING_UP' | 'COMPLETED' | 'REJECTED';
  reason_cd: string;
  reason_text: string;
  refund_amt: number;
  refund_pt: number;
  requested_at: number;
  completed_at: number | null;
}

export interface OrderRecord {
  order: OrderRow;
  lines: OrderLineRow[];
  payment: PaymentRow | null;
  claims: ClaimRow[];
  coupon: { cpn_nm: string; used_ord_no: string | null } | null;
}

/** A claim that gave money back: the units it settled count as refunded. */
export const REFUNDING_CLAIM = "c.status = 'COMPLETED' AND c.claim_type IN ('CANCEL', 'RETURN')";

/** The order `ordNo` with its parts, or null; with `incsNo`, only when it is that customer's. */
export async function readOrderRecord(db: D1Database, ordNo: string, incsNo?: number): Promise<OrderRecord | null> {
  // One round trip: the coupon is read through the order rather than after it.
  const [orders, lines, payments, claims, coupons] = await db.batch([
    db.prepare('SELECT * FROM orders WHERE ord_no = ?1 AND (?2 IS NULL OR incs_no = ?2)').bind(ordNo, incsNo ?? null),
    db
      .prepare(
        `SELECT l.id, l.inm_optn_prd_no, l.inm_prd_no, l.prd_nm, l.prd_optn_nm, l.brand_nm, l.image_url, l.qty, l.cnsm_amt, l.sale_amt,
           COALESCE((SELECT SUM(cl.qty) FROM order_claim_lines cl JOIN order_claims c ON c.id = cl.claim_id
                     WHERE cl.order_line_id = l.id AND ${REFUNDING_CLAIM}), 0) AS refunded_qty,
           COALESCE((SELECT p.sale_stop_yn FROM products p WHERE p.inm_prd_no = l.inm_prd_no), 'N') AS sale_stop_yn
         FROM order_lines l WHERE l.ord_no = ? ORDER BY l.id`,
      )
      .bind(ordNo),
    db.prepare('SELECT provider, payment_key, method, amount, cancelled_amt, status, approved_at, cancelled_at FROM payments WHERE ord_no = ?').bind(ordNo),
    db
      .prepare(
        'SELECT id, claim_type, status, reason_cd, reason_text, refund_amt, refund_pt, requested_at, completed_at FROM order_claims WHERE ord_no = ? ORDER BY id',
      )
      .bind(ordNo),
    db.prepare('SELECT k.cpn_nm, k.used_ord_no FROM orders o JOIN customer_coupons k ON k.id = o.customer_coupon_id WHERE o.ord_no = ?').bind(ordNo),
  ]);
  const order = orders.results[0] as OrderRow | undefined;
  if (!order) return null;
  return {
    order,
    lines: lines.results as unknown as OrderLineRow[],
    payment: (payments.results[0] as PaymentRow | undefined) ?? null,
    claims: claims.results as unknown as ClaimRow[],
    coupon: (coupons.results[0] as OrderRecord['coupon'] | undefined) ?? null,
  };
}

/** Points already given back for this order by completed refunds. */
export function refundedPoints(record: OrderRecord): number {
  return record.claims.filter((claim) => claim.status === 'COMPLETED' && claim.claim_type !== 'EXCHANGE').reduce((sum, claim) => sum + claim.refund_pt, 0);
}
