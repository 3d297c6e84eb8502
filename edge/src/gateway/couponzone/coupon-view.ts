/**
 * A coupon row as the couponzone shows it: what it gives, its minimum order and cap, the names of
 * the products or categories it covers (read once for the whole list), and whether it is app-only.
 */
import type { CouponTerms } from '#shared/schemas/couponzone-calls';
import { scopeIds } from '../order/coupon-scope';

/** The columns customer_coupons and zone_coupons share. */
export interface TermsRow {
  cpn_nm: string;
  dc_amt: number | null;
  dc_rate: number | null;
  max_dc_amt: number | null;
  min_order_amt: number;
  scope_type: 'ALL' | 'PRODUCT' | 'CATEGORY';
  scope_ids: string;
  chn_cds: string;
}

export const TERMS_COLUMNS = 'cpn_nm, dc_amt, dc_rate, max_dc_amt, min_order_amt, scope_type, scope_ids, chn_cds';

/** Whether a channel list allows the app only (channel code '3' is the app). */
export function isAppOnly(chnCds: string): boolean {
  return scopeIds(chnCds).every((code) => code === '3');
}

/** Product and category names by id for the scopes of `rows`. */
async function scopeNames(db: D1Database, rows: readonly TermsRow[]): Promise<{ products: Map<string, string>; categories: Map<string, string> }> {
  const wanted = (type: string) => [...new Set(rows.filter((row) => row.scope_type === type).flatMap((row) => scopeIds(row.scope_ids)))];
  const products = wanted('PRODUCT');
  const categories = wanted('CATEGORY');
  const marks = (list: string[]) => list.map(() => '?').join(', ');
  const [productRows, categoryRows] = await Promise.all([
    products.length
      ? db
          .prepare(`SELECT inm_prd_no AS id, prd_nm AS nm FROM products WHERE inm_prd_no IN (${marks(products)})`)
          .bind(...products)
          .all<{ id: string; nm: string }>()
      : null,
    categories.length
      ? db
          .prepare(`SELECT CAST(cat_id AS TEXT) AS id, cat_nm AS nm FROM categories WHERE cat_id IN (${marks(categories)})`)
          .bind(...categories.map(Number))
          .all<{ id: string; nm: string }>()
      : null,
  ]);
  const map = (result: { results: { id: string; nm: string }[] } | null) => new Map((result?.results ?? []).map((row) => [row.id, row.nm]));
  return { products: map(productRows), categories: map(categoryRows) };
}

/** Turns rows into the terms the screen shows, in the same order. */
export async function termsOf(db: D1Database, rows: readonly TermsRow[]): Promise<CouponTerms[]> {
  const names = await scopeNames(db, rows);
  return rows.map((row) => {
    const lookup = row.scope_type === 'PRODUCT' ? names.products : names.categories;
    return {
      cpnNm: row.cpn_nm,
      dcAmt: row.dc_amt,
      dcRate: row.dc_rate,
      maxDcAmt: row.max_dc_amt,
      minOrderAmt: row.min_order_amt,
      scopeType: row.scope_type,
      scopeNames: row.scope_type === 'ALL' ? [] : scopeIds(row.scope_ids).flatMap((id) => lookup.get(id) ?? []),
      appOnly: isAppOnly(row.chn_cds),
    };
  });
}
