/**
 * The D1 batch that writes a new order and takes what it uses: its first statement writes the
 * order only while the member's unpaid checkouts leave room for it (order-holds.ts), and every
 * later statement runs only once the order is written, so a refused order writes nothing.
 */
import { holdAllows } from './order-holds';
import type { OrderSheetFacts } from './order-sheet';

/** Appended to every statement after the order's: a guard that left the order out leaves all else too. */
const WRITTEN = 'EXISTS (SELECT 1 FROM orders WHERE ord_no = ?)';

/** The batch that writes order `ordNo` and takes what it uses; its first statement writes the order, or nothing. */
export function orderStatements(
  db: D1Database,
  incsNo: number,
  ordNo: string,
  facts: OrderSheetFacts,
  row: Record<string, string | number | null>,
  now: number,
): D1PreparedStatement[] {
  const columns = Object.keys(row);
  const allows = holdAllows(incsNo, facts.lines);
  const statements = [
    db
      .prepare(`INSERT INTO orders (${columns.join(', ')}) SELECT ${columns.map(() => '?').join(', ')} WHERE ${allows.sql}`)
      .bind(...Object.values(row), ...allows.values),
  ];
  for (const line of facts.lines) {
    statements.push(
      db
        .prepare(
          `INSERT INTO order_lines (ord_no, inm_optn_prd_no, inm_prd_no, product_code, prd_nm, prd_optn_nm, brand_nm, image_url, prd_cd, cat_nm, qty, cnsm_amt, sale_amt, cart_line_id)
           SELECT ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ? WHERE ${WRITTEN}`,
        )
        .bind(
          ordNo,
          line.inmOptnPrdNo,
          line.inmPrdNo,
          line.productCode,
          line.prdNm,
          line.prdOptnNm,
          line.brandNm,
          line.imageUrl,
          line.prdCd,
          line.catNm,
          line.qty,
          line.cnsmAmt,
          line.saleAmt,
          line.cartLineId,
          ordNo,
        ),
      // No condition on the stock itself: an oversell must fail (CHECK stock >= 0), not quietly update nothing.
      db.prepare(`UPDATE product_options SET stock = stock - ? WHERE inm_optn_prd_no = ? AND ${WRITTEN}`).bind(line.qty, line.inmOptnPrdNo, ordNo),
    );
  }
  if (row.customer_coupon_id !== null) {
    statements.push(
      db
        .prepare(`UPDATE customer_coupons SET used_at = ?, used_ord_no = ? WHERE id = ? AND incs_no = ? AND ${WRITTEN}`)
        .bind(now, ordNo, row.customer_coupon_id, incsNo, ordNo),
    );
  }
  if (Number(row.use_pt) > 0) {
    statements.push(
      db.prepare(`UPDATE customers SET rmn_pt = rmn_pt - ? WHERE incs_no = ? AND ${WRITTEN}`).bind(row.use_pt, incsNo, ordNo),
      db
        .prepare(`INSERT INTO point_history (incs_no, delta, reason, ord_no, created_at) SELECT ?, ?, 'ORDER_USE', ?, ? WHERE ${WRITTEN}`)
        .bind(incsNo, -Number(row.use_pt), ordNo, now, ordNo),
    );
  }
  return statements;
}
