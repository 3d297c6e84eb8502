/**
 * 베스트 상품 (docs/decisions/057-owner-reports-queried-live.md): per product, the units and the
 * amount at the lines' sale prices of orders paid in the period, less what refunds completed in
 * the period gave back, in one statement that ranks every product twice (by 순매출 and by
 * quantity) and keeps each ranking's top. A line's amount is before the order's coupon and
 * points, which belong to the order, not to a product.
 */
import { BEST_PRODUCTS_LIMIT, type BestProduct, type BestProducts } from '#shared/schemas/report-ops-calls';
import { dayStartOf, isoOf, type DayRange } from '#shared/reports/report-period';

const RANKED = `WITH moves AS (
    SELECT l.inm_prd_no AS prd, l.qty AS qty, l.qty * l.sale_amt AS amt
      FROM orders o JOIN order_lines l ON l.ord_no = o.ord_no
     WHERE o.paid_at >= ?1 AND o.paid_at < ?2
    UNION ALL
    SELECT l.inm_prd_no, -cl.qty, -cl.qty * l.sale_amt
      FROM order_claims c JOIN order_claim_lines cl ON cl.claim_id = c.id JOIN order_lines l ON l.id = cl.order_line_id
     WHERE c.completed_at >= ?1 AND c.completed_at < ?2 AND c.status = 'COMPLETED' AND c.claim_type <> 'EXCHANGE'
  ), totals AS (
    SELECT prd, SUM(qty) AS qty, SUM(amt) AS amt FROM moves GROUP BY prd
  ), ranked AS (
    SELECT prd, qty, amt, ROW_NUMBER() OVER (ORDER BY amt DESC, prd) AS by_amt, ROW_NUMBER() OVER (ORDER BY qty DESC, prd) AS by_qty FROM totals
  )
  SELECT r.prd, r.qty, r.amt, r.by_amt, r.by_qty, p.product_code, p.prd_nm, b.brand_nm,
         (SELECT COALESCE(SUM(po.stock), 0) FROM product_options po WHERE po.inm_prd_no = r.prd) AS stock
    FROM ranked r JOIN products p ON p.inm_prd_no = r.prd JOIN brands b ON b.brand_cd = p.brand_cd
   WHERE r.by_amt <= ?3 OR r.by_qty <= ?3`;

interface RankedRow {
  prd: string;
  qty: number;
  amt: number;
  by_amt: number;
  by_qty: number;
  product_code: string;
  prd_nm: string;
  brand_nm: string;
  stock: number;
}

const productOf = (row: RankedRow): BestProduct => ({
  inmPrdNo: row.prd,
  productCode: row.product_code,
  prdNm: row.prd_nm,
  brandNm: row.brand_nm,
  qty: row.qty,
  netAmt: row.amt,
  stock: row.stock,
});

/** The period's top products by 순매출 and by quantity. */
export async function readBestProducts(db: D1Database, range: DayRange): Promise<BestProducts> {
  const { results } = await db.prepare(RANKED).bind(dayStartOf(range.from), dayStartOf(range.to + 1), BEST_PRODUCTS_LIMIT).all<RankedRow>();
  // A product whose sales were all given back is no best seller, however few others sold.
  const top = (rank: 'by_amt' | 'by_qty') =>
    results
      .filter((row) => row[rank] <= BEST_PRODUCTS_LIMIT && (rank === 'by_amt' ? row.amt : row.qty) > 0)
      .sort((a, b) => a[rank] - b[rank])
      .map(productOf);
  return { from: isoOf(range.from), to: isoOf(range.to), byNetAmt: top('by_amt'), byQty: top('by_qty') };
}
