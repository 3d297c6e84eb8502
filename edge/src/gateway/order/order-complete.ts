/**
 * The order-complete data: what the complete screen and the `purchase` event show of a paid
 * order. Only the caller's own order, and only once it has been paid.
 */
import type { CompletedOrder } from '#shared/schemas/order-calls';
import { GatewayError } from '../errors';
import type { OrderRow } from '../order-history/order-rows';
import type { OrderLineProductRow } from '../order-line-row';

/** An order row as the order calls read it (one shape for checkout and order history). */
export type { OrderRow };

/** `incsNo`'s order `ordNo`, or null. */
export function findOwnOrder(db: D1Database, incsNo: number, ordNo: string): Promise<OrderRow | null> {
  return db.prepare('SELECT * FROM orders WHERE ord_no = ? AND incs_no = ?').bind(ordNo, incsNo).first<OrderRow>();
}

interface LineRow extends OrderLineProductRow {
  cart_line_id: number | null;
  inm_optn_prd_no: string;
  inm_prd_no: string;
  product_code: string;
  prd_cd: string;
  cat_nm: string;
  qty: number;
  cnsm_amt: number;
  sale_amt: number;
}

/** Statuses after a confirmed payment: the complete screen may show them. */
const PAID_STATUSES = new Set(['PAID', 'PREPARING', 'SHIPPING', 'DELIVERED', 'CONFIRMED', 'CANCELLED', 'EXCHANGED', 'RETURNED']);

/** The complete data of `incsNo`'s paid order `ordNo`; 404 ORDER_NOT_FOUND for anything else. */
export async function readCompletedOrder(db: D1Database, incsNo: number, ordNo: string): Promise<CompletedOrder> {
  const [orders, lines, coupons] = await db.batch([
    db.prepare('SELECT * FROM orders WHERE ord_no = ? AND incs_no = ?').bind(ordNo, incsNo),
    db
      .prepare(
        `SELECT cart_line_id, inm_optn_prd_no, inm_prd_no, product_code, prd_cd, prd_nm, prd_optn_nm, brand_nm, cat_nm, image_url, qty, cnsm_amt, sale_amt
           FROM order_lines WHERE ord_no = ? ORDER BY id`,
      )
      .bind(ordNo),
    db.prepare('SELECT cc.cpn_nm FROM customer_coupons cc JOIN orders o ON o.customer_coupon_id = cc.id WHERE o.ord_no = ?').bind(ordNo),
  ]);
  const order = orders.results[0] as OrderRow | undefined;
  if (!order || !PAID_STATUSES.has(order.status)) throw new GatewayError('ORDER_NOT_FOUND');
  const subtotalAmt = order.list_amt - order.prd_dc_amt;
  return {
    ordNo: order.ord_no,
    orderName: order.order_nm,
    status: order.status,
    orderedAt: order.ordered_at,
    paidAt: order.paid_at,
    payMethod: order.pay_method,
    lines: (lines.results as unknown as LineRow[]).map((line) => ({
      cartLineId: line.cart_line_id,
      inmOptnPrdNo: line.inm_optn_prd_no,
      inmPrdNo: line.inm_prd_no,
      productCode: line.product_code,
      prdCd: line.prd_cd,
      prdNm: line.prd_nm,
      prdOptnNm: line.prd_optn_nm,
      brandNm: line.brand_nm,
      catNm: line.cat_nm,
      imageUrl: line.image_url,
      qty: line.qty,
      cnsmAmt: line.cnsm_amt,
      saleAmt: line.sale_amt,
    })),
    amounts: {
      listAmt: order.list_amt,
      prdDcAmt: order.prd_dc_amt,
      subtotalAmt,
      shippingFee: order.shipping_fee,
      cpnDcAmt: order.cpn_dc_amt,
      usePt: order.use_pt,
      payAmt: order.pay_amt,
    },
    couponName: (coupons.results[0] as { cpn_nm: string } | undefined)?.cpn_nm ?? null,
    address: {
      rcptNm: order.rcpt_nm,
      mobile: order.rcpt_mobile,
      zipNo: order.zip_no,
      roadAddr: order.road_addr,
      dtlAddr: order.dtl_addr,
      dlvMemo: order.dlv_memo,
    },
  };
}
