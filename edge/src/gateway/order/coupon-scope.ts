/**
 * Which part of an order a coupon covers: every product, some products, or the
 * products of some categories. A scoped coupon's minimum order and percentage look at the sale
 * total of the lines it covers only, as the couponzone's conditions say.
 */
import type { CouponTerms } from './order-amounts';

/** An order or cart line as a coupon sees it. */
export interface CouponLine {
  inmPrdNo: string;
  saleAmt: number;
  qty: number;
}

export interface ScopedCoupon extends CouponTerms {
  scope_type: 'ALL' | 'PRODUCT' | 'CATEGORY';
  scope_ids: string;
}

/** The ids of a scope list (`'3,7'` → `['3', '7']`). */
export function scopeIds(list: string): string[] {
  return list
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '');
}

/** The category id of each product of `lines`, read once for all coupons of the order. */
export async function categoriesOf(db: D1Database, lines: readonly CouponLine[]): Promise<Map<string, string>> {
  const numbers = [...new Set(lines.map((line) => line.inmPrdNo))];
  if (numbers.length === 0) return new Map();
  const { results } = await db
    .prepare(`SELECT inm_prd_no AS prdNo, cat_id AS catId FROM products WHERE inm_prd_no IN (${numbers.map(() => '?').join(', ')})`)
    .bind(...numbers)
    .all<{ prdNo: string; catId: number }>();
  return new Map(results.map((row) => [row.prdNo, String(row.catId)]));
}

/** The sale total of the lines `coupon` covers. */
export function coveredSubtotal(
  coupon: Pick<ScopedCoupon, 'scope_type' | 'scope_ids'>,
  lines: readonly CouponLine[],
  categories: ReadonlyMap<string, string>,
): number {
  const ids = new Set(scopeIds(coupon.scope_ids));
  const covers = (line: CouponLine) =>
    coupon.scope_type === 'ALL' || (coupon.scope_type === 'PRODUCT' ? ids.has(line.inmPrdNo) : ids.has(categories.get(line.inmPrdNo) ?? ''));
  return lines.filter(covers).reduce((sum, line) => sum + line.saleAmt * line.qty, 0);
}
