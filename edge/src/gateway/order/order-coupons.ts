/**
 * The coupons a customer can use on an order now: their own, not used, not expired, valid on the
 * channel and whose minimum order the lines they cover reach, each with what it takes off this
 * order (coupon-scope.ts). The best one (largest discount, then the first to expire) is flagged.
 */
import type { OrderCoupon } from '#shared/schemas/order-calls';
import { couponDiscount } from './order-amounts';
import { categoriesOf, coveredSubtotal, type CouponLine, type ScopedCoupon } from './coupon-scope';

interface CouponRow extends ScopedCoupon {
  id: number;
  cpn_nm: string;
  expires_at: number;
}

/** The usable coupons, best first then by expiry. */
export async function usableCoupons(db: D1Database, incsNo: number, channel: string, lines: readonly CouponLine[], now = Date.now()): Promise<OrderCoupon[]> {
  const subtotalAmt = lines.reduce((sum, line) => sum + line.saleAmt * line.qty, 0);
  const { results } = await db
    .prepare(
      `SELECT id, cpn_nm, dc_amt, dc_rate, max_dc_amt, min_order_amt, scope_type, scope_ids, expires_at FROM customer_coupons
        WHERE incs_no = ? AND used_at IS NULL AND expires_at > ? AND min_order_amt <= ?
          AND instr(',' || replace(chn_cds, ' ', '') || ',', ',' || ? || ',') > 0
        ORDER BY expires_at, id`,
    )
    .bind(incsNo, now, subtotalAmt, channel)
    .all<CouponRow>();
  const categories = results.some((row) => row.scope_type === 'CATEGORY') ? await categoriesOf(db, lines) : new Map<string, string>();
  const coupons = results
    .map((row) => ({ row, discountAmt: couponDiscount(row, coveredSubtotal(row, lines, categories)) }))
    .filter((coupon) => coupon.discountAmt > 0)
    // Stable sort: equal discounts keep the expiry order, so the first to expire wins a tie.
    .sort((a, b) => b.discountAmt - a.discountAmt);
  return coupons.map(({ row, discountAmt }, index) => ({
    customerCouponId: row.id,
    cpnNm: row.cpn_nm,
    dcAmt: row.dc_amt,
    dcRate: row.dc_rate,
    minOrderAmt: row.min_order_amt,
    expiresAt: row.expires_at,
    discountAmt,
    bestYn: index === 0 ? 'Y' : 'N',
  }));
}
