/**
 * An order as an exchange or return sees it: the caller's own, delivered, within 7 days of
 * delivery, with each line's quantity still open for a claim (ordered minus every claim that was
 * not rejected) and whether a claim on it is still open. The same reading serves the request
 * screen and the request itself, so the screen never offers what the request would refuse.
 */
import type { ClaimableOrder, ClaimLineInput } from '#shared/schemas/claim-calls';
import { toDttm14 } from '#shared/format';
import { GatewayError } from '../errors';
import { CLAIM_WINDOW_MS, SHOPPER_FAULT_FEE, type ExchangeOrReturn } from './claim-rules';
import { lineProductOf, type OrderLineProductRow } from '../order-line-row';

export interface OrderRow {
  ord_no: string;
  incs_no: number;
  status: string;
  order_nm: string;
  rcpt_nm: string;
  rcpt_mobile: string;
  zip_no: string;
  road_addr: string;
  dtl_addr: string;
  status_changed_at: number;
}

export interface ClaimableLineRow extends OrderLineProductRow {
  id: number;
  sale_amt: number;
  qty: number;
  claimed_qty: number;
  open_claims: number;
}

export interface LoadedOrder {
  order: OrderRow;
  lines: ClaimableLineRow[];
}

/** Each line of an order with what claims have taken of it; shared with the batch guard's rule. */
export const CLAIMED_LINES_SQL = `
  SELECT l.id, l.prd_nm, l.prd_optn_nm, l.brand_nm, l.image_url, l.sale_amt, l.qty,
    COALESCE((SELECT SUM(cl.qty) FROM order_claim_lines cl JOIN order_claims c ON c.id = cl.claim_id
      WHERE cl.order_line_id = l.id AND c.status <> 'REJECTED'), 0) AS claimed_qty,
    (SELECT COUNT(*) FROM order_claim_lines cl JOIN order_claims c ON c.id = cl.claim_id
      WHERE cl.order_line_id = l.id AND c.status IN ('REQUESTED', 'PICKING_UP')) AS open_claims
  FROM order_lines l WHERE l.ord_no = ? ORDER BY l.id`;

/** The caller's order, or 404 (another member's order is not theirs to know about). */
export async function readOwnOrder(db: D1Database, incsNo: number, ordNo: string): Promise<OrderRow> {
  const order = await db.prepare('SELECT * FROM orders WHERE ord_no = ? AND incs_no = ?').bind(ordNo, incsNo).first<OrderRow>();
  if (!order || order.status === 'PAYMENT_PENDING' || order.status === 'ABANDONED') throw new GatewayError('CLAIM_ORDER_NOT_FOUND');
  return order;
}

/** The caller's delivered order within the claim window with its lines, or the Korean refusal. */
export async function loadClaimableOrder(db: D1Database, incsNo: number, ordNo: string, now: number): Promise<LoadedOrder> {
  const order = await readOwnOrder(db, incsNo, ordNo);
  if (order.status !== 'DELIVERED') throw new GatewayError('CLAIM_NOT_DELIVERED');
  if (now > order.status_changed_at + CLAIM_WINDOW_MS) throw new GatewayError('CLAIM_PERIOD_OVER');
  const lines = (await db.prepare(CLAIMED_LINES_SQL).bind(ordNo).all<ClaimableLineRow>()).results;
  return { order, lines };
}

/** Checks each asked line against the order: it exists, has no open claim, and the quantity is still there. */
export function checkAskedLines(loaded: LoadedOrder, asked: readonly ClaimLineInput[]): void {
  for (const ask of asked) {
    const line = loaded.lines.find((candidate) => candidate.id === ask.ordLineNo);
    if (!line) throw new GatewayError('CLAIM_LINE_NOT_FOUND');
    if (line.open_claims > 0) throw new GatewayError('CLAIM_ALREADY_OPEN');
    if (ask.qty > line.qty - line.claimed_qty) throw new GatewayError('CLAIM_QTY_EXCEEDED');
  }
}

/** The request screen's view of a loaded order. */
export function toClaimableOrder(loaded: LoadedOrder, type: ExchangeOrReturn): ClaimableOrder {
  const { order } = loaded;
  return {
    ordNo: order.ord_no,
    orderNm: order.order_nm,
    deliveredAt: toDttm14(order.status_changed_at),
    deadlineAt: toDttm14(order.status_changed_at + CLAIM_WINDOW_MS),
    address: { rcptNm: order.rcpt_nm, mobile: order.rcpt_mobile, zipNo: order.zip_no, roadAddr: order.road_addr, dtlAddr: order.dtl_addr },
    lines: loaded.lines.map((line) => ({
      ordLineNo: line.id,
      ...lineProductOf(line),
      saleAmt: line.sale_amt,
      qty: line.qty,
      claimableQty: line.open_claims > 0 ? 0 : Math.max(0, line.qty - line.claimed_qty),
    })),
    shopperFaultFee: SHOPPER_FAULT_FEE[type],
  };
}
