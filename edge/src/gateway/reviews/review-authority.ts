/**
 * Who may review what (refusals REVIEW_1001, REVIEW_1002, REVIEW_002): a member reviews an
 * order line of their own that was delivered (or confirmed), not refunded, within the configured
 * days of delivery, once. The same conditions, as SQL, list the lines the member may still review.
 */
import { GatewayError } from '../errors';
import { lineProductOf, type OrderLineProductRow } from '../order-line-row';

const DAY_MS = 86_400_000;

/** A line refunded by a completed cancel or return. */
export const REFUNDED_LINE = `EXISTS (SELECT 1 FROM order_claim_lines cl JOIN order_claims k ON k.id = cl.claim_id
  WHERE cl.order_line_id = l.id AND k.status = 'COMPLETED' AND k.claim_type IN ('CANCEL', 'RETURN'))`;
/** Lines of `?1`'s delivered orders, delivered since `?2`, not refunded (on `order_lines l JOIN orders o`). */
export const REVIEWABLE_LINE = `o.incs_no = ?1 AND o.status IN ('DELIVERED', 'CONFIRMED') AND o.delivered_at >= ?2 AND NOT ${REFUNDED_LINE}`;

export const LINE_COLUMNS = 'l.id, l.ord_no, l.inm_prd_no, l.product_code, l.prd_nm, l.prd_optn_nm, l.brand_nm, l.image_url, o.delivered_at';

export interface LineRow extends OrderLineProductRow {
  id: number;
  ord_no: string;
  inm_prd_no: string;
  product_code: string;
  delivered_at: number;
}

/** The line as the member's screens show it. */
export function productLineOf(row: LineRow) {
  return {
    orderLineId: row.id,
    ordNo: row.ord_no,
    productCode: row.product_code,
    ...lineProductOf(row),
  };
}

/** The earliest delivery a review may still be written for at `now`. */
export const reviewableSince = (writeDays: number, now: number) => now - writeDays * DAY_MS;

/** The line `orderLineId` if `incsNo` may review it now; otherwise throws the refusal's code. */
export async function reviewableLine(db: D1Database, incsNo: number, orderLineId: number, writeDays: number, now = Date.now()): Promise<LineRow> {
  const row = await db
    .prepare(
      `SELECT ${LINE_COLUMNS}, ${REVIEWABLE_LINE} AS allowed,
              EXISTS (SELECT 1 FROM product_reviews r WHERE r.order_line_id = l.id) AS written,
              EXISTS (SELECT 1 FROM products p WHERE p.inm_prd_no = l.inm_prd_no) AS listed
       FROM order_lines l JOIN orders o ON o.ord_no = l.ord_no WHERE l.id = ?3 AND o.incs_no = ?1`,
    )
    .bind(incsNo, reviewableSince(writeDays, now), orderLineId)
    .first<LineRow & { allowed: number; written: number; listed: number }>();
  if (!row) throw new GatewayError('REVIEW_1001');
  if (row.written) throw new GatewayError('REVIEW_1002');
  if (!row.allowed) throw new GatewayError('REVIEW_1001');
  if (!row.listed) throw new GatewayError('REVIEW_002');
  return row;
}

/** 재구매: the member had the same product delivered in an earlier order. */
export async function isRepurchase(db: D1Database, incsNo: number, line: LineRow): Promise<boolean> {
  const row = await db
    .prepare(
      `SELECT 1 AS yes FROM order_lines l JOIN orders o ON o.ord_no = l.ord_no
       WHERE o.incs_no = ?1 AND l.inm_prd_no = ?2 AND o.ord_no <> ?3 AND o.delivered_at IS NOT NULL AND o.delivered_at < ?4 LIMIT 1`,
    )
    .bind(incsNo, line.inm_prd_no, line.ord_no, line.delivered_at)
    .first();
  return row !== null;
}

/** 한달 사용: a month has passed since delivery. */
export const usedForAMonth = (line: LineRow, now: number) => now - line.delivered_at >= 30 * DAY_MS;
