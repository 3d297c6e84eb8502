/**
 * The member's order list: orders placed in the range, newest first, never the unpaid or abandoned
 * ones, each with its first line, how many lines it has and what the shopper may do with it.
 */
import { SHOPPER_ORDER_STATUSES, orderStatusName, shopperActions, type ShopperAction, type ShopperOrderStatus } from '#shared/order/order-status';
import { toDttm14 } from '#shared/format';
import type { OrderSummary } from '#shared/schemas/order-history-calls';
import type { OrderRange } from './order-period';
import type { OrderLineProductRow } from '../order-line-row';

export const ORDER_PAGE_SIZE = 10;

interface SummaryRow extends OrderLineProductRow {
  ord_no: string;
  status: ShopperOrderStatus;
  ordered_at: number;
  pay_amt: number;
  line_cnt: number;
  open_claim: number;
  inm_prd_no: string;
  qty: number;
}

/** A claim still being handled blocks another exchange or return, and confirming the purchase. */
export function actionsOf(status: ShopperOrderStatus, openClaim: boolean): ShopperAction[] {
  return shopperActions(status).filter((action) => action === 'cancel' || !openClaim);
}

/** SQL: is an exchange or return of the order still in progress? */
export const OPEN_CLAIM_SQL = "EXISTS (SELECT 1 FROM order_claims c WHERE c.ord_no = o.ord_no AND c.status IN ('REQUESTED', 'PICKING_UP'))";

/** One page of `incsNo`'s orders in `range`, optionally of one status, and how many there are. */
export async function listOrders(
  db: D1Database,
  incsNo: number,
  range: OrderRange,
  status: ShopperOrderStatus | undefined,
  page: number,
): Promise<{ orders: OrderSummary[]; totalCnt: number }> {
  const statuses = JSON.stringify(status ? [status] : SHOPPER_ORDER_STATUSES);
  const where = 'o.incs_no = ?1 AND o.ordered_at BETWEEN ?2 AND ?3 AND o.status IN (SELECT value FROM json_each(?4))';
  const [rows, count] = await db.batch([
    db
      .prepare(
        `SELECT o.ord_no, o.status, o.ordered_at, o.pay_amt,
           (SELECT COUNT(*) FROM order_lines WHERE ord_no = o.ord_no) AS line_cnt, ${OPEN_CLAIM_SQL} AS open_claim,
           l.inm_prd_no, l.prd_nm, l.prd_optn_nm, l.brand_nm, l.image_url, l.qty
         FROM orders o JOIN order_lines l ON l.id = (SELECT MIN(id) FROM order_lines WHERE ord_no = o.ord_no)
         WHERE ${where} ORDER BY o.ordered_at DESC, o.ord_no DESC LIMIT ?5 OFFSET ?6`,
      )
      .bind(incsNo, range.fromMs, range.toMs, statuses, ORDER_PAGE_SIZE, (page - 1) * ORDER_PAGE_SIZE),
    db.prepare(`SELECT COUNT(*) AS n FROM orders o WHERE ${where}`).bind(incsNo, range.fromMs, range.toMs, statuses),
  ]);
  const orders = (rows.results as unknown as SummaryRow[]).map((row) => ({
    ordNo: row.ord_no,
    ordDttm: toDttm14(row.ordered_at),
    status: row.status,
    statusNm: orderStatusName(row.status),
    firstLine: { inmPrdNo: row.inm_prd_no, prdNm: row.prd_nm, prdOptnNm: row.prd_optn_nm, brandNm: row.brand_nm, imageUrl: row.image_url, qty: row.qty },
    lineCnt: row.line_cnt,
    payAmt: row.pay_amt,
    actions: actionsOf(row.status, row.open_claim === 1),
  }));
  return { orders, totalCnt: (count.results[0] as { n: number }).n };
}
