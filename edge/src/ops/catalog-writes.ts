/**
 * The statements that write the catalog, shared by the console's forms and the CSV import so both
 * keep the same rules: the discount follows the prices, the search index follows a product's name
 * and category (migration 0005: the 초성 are computed here, SQL cannot), a new product gets a
 * drawn main image until photos come (the shop needs one). Catalog pages are drawn from D1 at the
 * edge (ADR 039), so every write is on every page within a minute.
 */
import { z } from 'zod';
import { escapeHtml } from '#shared/escape-html';
import { choseongWords } from '#shared/search/search-text';
import type { ProductFieldsSchema } from '#shared/schemas/catalog-ops-calls';
import { GatewayError } from '../gateway/errors';

export type ProductFields = z.output<typeof ProductFieldsSchema>;

/** Product fields → their columns; 판매중지 is written apart, only when given (see `saleStopValue`). */
const COLUMNS: Readonly<Record<Exclude<keyof ProductFields, 'saleStopYn'>, string>> = {
  prdNm: 'prd_nm',
  brandCd: 'brand_cd',
  subCatId: 'sub_cat_id',
  summary: 'summary',
  description: 'description',
  cnsmAmt: 'cnsm_amt',
  saleAmt: 'sale_amt',
  bestYn: 'best_yn',
  newYn: 'new_yn',
  soldOutYn: 'sold_out_yn',
  maxBuyQty: 'max_buy_qty',
  capacity: 'capacity',
  skinType: 'skin_type',
  expiryInfo: 'expiry_info',
  usageInfo: 'usage_info',
  manufacturer: 'manufacturer',
  originCountry: 'origin_country',
  ingredients: 'ingredients',
  functionalInfo: 'functional_info',
  caution: 'caution',
  qualityStd: 'quality_std',
  csPhone: 'cs_phone',
};
const FIELDS = Object.keys(COLUMNS) as (keyof typeof COLUMNS)[];

/** A product row as `SELECT *` reads it. */
export type ProductColumns = Record<string, string | number> & { inm_prd_no: string; product_code: string; brand_cd: string; prd_nm: string };

export const dcRateOf = (cnsmAmt: number, saleAmt: number) => (cnsmAmt > 0 ? Math.round(((cnsmAmt - saleAmt) * 100) / cnsmAmt) : 0);

/** What every catalog write answers: it is live on every page within a minute (ADR 039). */
export const LIVE_CHANGE = { message: '저장했습니다. 1분 안에 모든 페이지에 반영됩니다.' } as const;

const SET_COLUMNS = FIELDS.map((field) => COLUMNS[field]);
const valuesOf = (fields: ProductFields) => FIELDS.map((field) => fields[field]);
const CAT_OF_SUB = 'SELECT cat_id FROM subcategories WHERE sub_cat_id = ?';

/** A new product is on sale unless it says otherwise. */
export function insertProduct(db: D1Database, inmPrdNo: string, productCode: string, fields: ProductFields, regDttm: string): D1PreparedStatement {
  const columns = ['inm_prd_no', 'product_code', 'reg_dttm', 'dc_rate', 'sale_stop_yn', ...SET_COLUMNS];
  return db
    .prepare(`INSERT INTO products (cat_id, ${columns.join(', ')}) VALUES ((${CAT_OF_SUB}), ${columns.map(() => '?').join(', ')})`)
    .bind(fields.subCatId, inmPrdNo, productCode, regDttm, dcRateOf(fields.cnsmAmt, fields.saleAmt), fields.saleStopYn ?? 'N', ...valuesOf(fields));
}

/** The product's fields; 판매중지 only when `fields` names it, so a form or a file without it never clears it. */
export function updateProduct(db: D1Database, inmPrdNo: string, fields: ProductFields): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE products SET cat_id = (${CAT_OF_SUB}), dc_rate = ?, sale_stop_yn = COALESCE(?, sale_stop_yn), ${SET_COLUMNS.map((column) => `${column} = ?`).join(', ')} WHERE inm_prd_no = ?`,
    )
    .bind(fields.subCatId, dcRateOf(fields.cnsmAmt, fields.saleAmt), fields.saleStopYn ?? null, ...valuesOf(fields), inmPrdNo);
}

/**
 * The product's search row, written or rewritten from its name, brand and category: search reads
 * D1 on every query, so a renamed product is found by its new name at once. A row the seed wrote
 * keeps its richer type and tags.
 */
export function upsertSearchDoc(db: D1Database, inmPrdNo: string, prdNm: string): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO search_docs (inm_prd_no, prd_nm, brand_nm, cat_nm, type_nm, tags, name_choseong, cat_id, brand_cd, sale_amt, sales_cnt, reg_dttm)
       SELECT p.inm_prd_no, p.prd_nm, b.brand_nm || ' ' || b.brand_nm_en, c.cat_nm || ' ' || s.sub_cat_nm, s.sub_cat_nm, s.sub_cat_nm || ', ' || p.skin_type,
              ?2, p.cat_id, p.brand_cd, p.sale_amt, p.sales_cnt, p.reg_dttm
         FROM products p JOIN brands b ON b.brand_cd = p.brand_cd JOIN categories c ON c.cat_id = p.cat_id JOIN subcategories s ON s.sub_cat_id = p.sub_cat_id
        WHERE p.inm_prd_no = ?1
       ON CONFLICT (inm_prd_no) DO UPDATE SET prd_nm = excluded.prd_nm, brand_nm = excluded.brand_nm, cat_nm = excluded.cat_nm, name_choseong = excluded.name_choseong`,
    )
    .bind(inmPrdNo, choseongWords(prdNm));
}

/** A drawn main image with the product's name, so a new product has one until photos are uploaded. */
export function insertPlaceholderImage(db: D1Database, inmPrdNo: string, prdNm: string): D1PreparedStatement {
  const label = escapeHtml(prdNm.length > 14 ? `${prdNm.slice(0, 13)}…` : prdNm);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 160" width="160" height="160" role="img">` +
    `<rect width="160" height="160" fill="#eef4ef"/><text x="80" y="84" font-family="sans-serif" font-size="12" text-anchor="middle" fill="#2f6b4f">${label}</text></svg>`;
  return db.prepare('INSERT INTO product_images (inm_prd_no, sort_ord, alt, svg) VALUES (?, 0, ?, ?)').bind(inmPrdNo, `${prdNm} 대표 이미지`, svg);
}

export interface OptionFields {
  prdOptnNm: string;
  cnsmAmt: number;
  saleAmt: number;
}

export function insertOption(
  db: D1Database,
  option: OptionFields & { inmOptnPrdNo: string; inmPrdNo: string; prdCd: string; stock: number; sortOrd: number },
): D1PreparedStatement {
  return db
    .prepare(
      'INSERT INTO product_options (inm_optn_prd_no, inm_prd_no, prd_optn_nm, prd_cd, cnsm_amt, sale_amt, stock, sort_ord) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    )
    .bind(option.inmOptnPrdNo, option.inmPrdNo, option.prdOptnNm, option.prdCd, option.cnsmAmt, option.saleAmt, option.stock, option.sortOrd);
}

/** An option's name and prices, and its stock when `stock` is given (the CSV's absolute count). */
export function updateOption(db: D1Database, inmOptnPrdNo: string, option: OptionFields, stock?: number): D1PreparedStatement {
  return db
    .prepare('UPDATE product_options SET prd_optn_nm = ?, cnsm_amt = ?, sale_amt = ?, stock = COALESCE(?, stock) WHERE inm_optn_prd_no = ?')
    .bind(option.prdOptnNm, option.cnsmAmt, option.saleAmt, stock ?? null, inmOptnPrdNo);
}

/** The next free product and option numbers (numbers are digits, compared as numbers). */
export async function nextNumbers(db: D1Database): Promise<{ product: number; option: number }> {
  const row = await db
    .prepare(
      `SELECT (SELECT COALESCE(MAX(CAST(inm_prd_no AS INTEGER)), 100000000) FROM products) + 1 AS product,
              (SELECT COALESCE(MAX(CAST(inm_optn_prd_no AS INTEGER)), 2000000000) FROM product_options) + 1 AS option`,
    )
    .first<{ product: number; option: number }>();
  return row!;
}

/** Runs the batch; a code another product or option holds (two saves racing too) is a 409, not a 500. */
export async function writeCatalog(db: D1Database, statements: D1PreparedStatement[]): Promise<void> {
  try {
    await db.batch(statements);
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    if (/UNIQUE constraint failed/.test(message)) throw new GatewayError('CATALOG_CODE_TAKEN');
    if (/brand code/.test(message)) throw new GatewayError('CATALOG_PRD_CD_PREFIX');
    throw error;
  }
}

/** Refuses a brand or subcategory that does not exist, before anything is written. */
export async function checkReferences(db: D1Database, fields: Pick<ProductFields, 'brandCd' | 'subCatId'>): Promise<void> {
  const [brand, sub] = await db.batch<{ n: number }>([
    db.prepare('SELECT COUNT(*) AS n FROM brands WHERE brand_cd = ?').bind(fields.brandCd),
    db.prepare('SELECT COUNT(*) AS n FROM subcategories WHERE sub_cat_id = ?').bind(fields.subCatId),
  ]);
  if (!brand.results[0].n) throw new GatewayError('CATALOG_BRAND_NOT_FOUND');
  if (!sub.results[0].n) throw new GatewayError('CATALOG_SUBCATEGORY_NOT_FOUND');
}
