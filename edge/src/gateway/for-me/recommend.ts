/**
 * For-me recommendations: products for a skin type and an age group, best sellers first within
 * the same fit. A product fits the skin type when its 피부 타입 names it (4 points, so a fit always outranks age) or says 모든
 * 피부 (1 point); products that exclude the type (`민감성 제외`) are left out. The age group adds
 * 2 points to the kinds of care Korean shoppers of that age look for: 20대 and younger daily basics
 * (토너, 선케어, 클렌징, 팩) and trouble care, 30대 brightening (미백 기능성) and serums, 40대 and
 * older wrinkle care (주름 개선 기능성), creams and serums. Sold-out products and those taken off sale are left out.
 */
import { SKIN_TYPES, type SkinType } from '#shared/schemas/for-me-calls';
import type { ProductCard } from '#shared/schemas/display-calls';
import { toCard, type CardRow } from '../display/product-rows';
import { CARD_COLUMNS, cardJoins, ON_SALE_SQL, SOLD_OUT_SQL, SqlParams } from '../display/product-sql';

/** The age on `today` (yyyyMMdd) of someone born on `dtbr` (yyyyMMdd); null when unknown or invalid. */
export function ageOn(dtbr: string | null, today: string): number | null {
  if (!dtbr || !/^\d{8}$/.test(dtbr)) return null;
  const age = Number(today.slice(0, 4)) - Number(dtbr.slice(0, 4)) - (today.slice(4, 8) < dtbr.slice(4, 8) ? 1 : 0);
  return age >= 0 && age < 130 ? age : null;
}

/** `20대` for 20 to 29; teenagers count as 10대. */
export function ageGroupOf(age: number | null): string | null {
  return age === null ? null : `${Math.max(10, Math.floor(age / 10) * 10)}대`;
}

/** The SQL condition of what suits `age` (see the module header). */
function ageFitSql(age: number | null): string {
  if (age === null) return '0';
  if (age < 30) return `(s.sub_cat_nm IN ('스킨/토너', '선케어', '클렌징폼', '마스크/팩') OR p.skin_type LIKE '%트러블%')`;
  if (age < 40) return `(p.functional_info LIKE '%미백%' OR s.sub_cat_nm IN ('에센스/세럼', '로션/에멀전'))`;
  return `(p.functional_info LIKE '%주름%' OR s.sub_cat_nm IN ('크림', '에센스/세럼'))`;
}

/** Up to `size` cards for `skinType` (or age alone when null) and `age`, at `nowDttm` (14-digit KST). */
export async function recommend(db: D1Database, skinType: SkinType | null, age: number | null, size: number, nowDttm: string): Promise<ProductCard[]> {
  const params = new SqlParams();
  const now = params.add(nowDttm);
  let skinScore = '0';
  let excluded = '0';
  if (skinType) {
    const word = params.add(`%${SKIN_TYPES[skinType]}%`);
    const exclusion = params.add(`%${SKIN_TYPES[skinType]} 제외%`);
    skinScore = `(CASE WHEN p.skin_type LIKE ${word} AND p.skin_type NOT LIKE ${exclusion} THEN 4 WHEN p.skin_type LIKE '%모든 피부%' THEN 1 ELSE 0 END)`;
    excluded = `p.skin_type LIKE ${exclusion}`;
  }
  const limit = params.add(size);
  const { results } = await db
    .prepare(
      `SELECT ${CARD_COLUMNS} FROM products p ${cardJoins(now)}
        WHERE ${ON_SALE_SQL} AND NOT ${SOLD_OUT_SQL} AND NOT (${excluded})
        ORDER BY ${skinScore} + (CASE WHEN ${ageFitSql(age)} THEN 2 ELSE 0 END) DESC, p.sales_cnt DESC, p.inm_prd_no
        LIMIT ${limit}`,
    )
    .bind(...params.values)
    .all<CardRow>();
  return results.map(toCard);
}
