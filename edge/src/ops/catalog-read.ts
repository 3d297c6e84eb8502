/**
 * A product as the console reads it (`/ops/v1/catalog/*`): its own fields and
 * disclosure, options with prices and stock, images in gallery order and whether it is 판매중지.
 * Every catalog call that changes a product answers with it.
 */
import { productImagePath } from '#shared/catalog/paths';
import type { z } from 'zod';
import type { ProductOpsSchema } from '#shared/schemas/catalog-ops-calls';
import { disclosureOf, type CardRow, type DetailRow, type ImageRow, type OptionRow } from '../gateway/display/product-rows';
import { GatewayError } from '../gateway/errors';

type ProductOps = z.input<typeof ProductOpsSchema>;

/** The columns of a row of the console's product list (`p`, `b`, `c`, `s` as in `BRIEF_FROM`). */
export const BRIEF_COLUMNS = `p.inm_prd_no, p.product_code, p.prd_nm, b.brand_nm, c.cat_nm, s.sub_cat_nm, p.cnsm_amt, p.sale_amt, p.sold_out_yn,
  (SELECT COALESCE(SUM(o.stock), 0) FROM product_options o WHERE o.inm_prd_no = p.inm_prd_no) AS stock,
  (SELECT COUNT(*) FROM product_options o WHERE o.inm_prd_no = p.inm_prd_no) AS option_cnt, p.sale_stop_yn`;
export const BRIEF_FROM = `products p JOIN brands b ON b.brand_cd = p.brand_cd JOIN categories c ON c.cat_id = p.cat_id
  JOIN subcategories s ON s.sub_cat_id = p.sub_cat_id`;

export interface BriefRow {
  inm_prd_no: string;
  product_code: string;
  prd_nm: string;
  brand_nm: string;
  cat_nm: string;
  sub_cat_nm: string;
  cnsm_amt: number;
  sale_amt: number;
  sold_out_yn: 'Y' | 'N';
  stock: number;
  option_cnt: number;
  sale_stop_yn: 'Y' | 'N';
}

export const briefOf = (row: BriefRow) => ({
  inmPrdNo: row.inm_prd_no,
  productCode: row.product_code,
  prdNm: row.prd_nm,
  brandNm: row.brand_nm,
  catNm: row.cat_nm,
  subCatNm: row.sub_cat_nm,
  cnsmAmt: row.cnsm_amt,
  saleAmt: row.sale_amt,
  soldOutYn: row.sold_out_yn,
  stock: row.stock,
  optionCnt: row.option_cnt,
  saleStopYn: row.sale_stop_yn,
});

/** The display's detail row (its disclosure columns, copy and dates) with the console's own columns. */
type ProductRow = BriefRow &
  Omit<DetailRow, keyof CardRow | 'sales_cnt'> & {
    brand_cd: string;
    cat_id: number;
    sub_cat_id: number;
    dc_rate: number;
    best_yn: 'Y' | 'N';
    new_yn: 'Y' | 'N';
  };
/** The display's option row without its product's columns, with the option's place in the list. */
type OptionOpsRow = Omit<OptionRow, 'inm_prd_no' | 'sold_out_yn'> & { sort_ord: number };
/** The display's image row without the product and the drawn SVG: the console shows an image by its address. */
type ImageOpsRow = Pick<ImageRow, 'sort_ord' | 'alt' | 'url'>;

const PRODUCT_SQL = `SELECT ${BRIEF_COLUMNS}, p.brand_cd, p.cat_id, p.sub_cat_id, p.summary, p.description, p.dc_rate, p.best_yn, p.new_yn,
  p.max_buy_qty, p.reg_dttm, p.capacity, p.skin_type, p.expiry_info, p.usage_info, p.manufacturer, p.origin_country, p.ingredients,
  p.functional_info, p.caution, p.quality_std, p.cs_phone FROM ${BRIEF_FROM} WHERE p.inm_prd_no = ?1`;

/** The product `inmPrdNo` for the console, or 404. */
export async function readProductOps(db: D1Database, inmPrdNo: string): Promise<ProductOps> {
  const [product, options, images] = await db.batch<unknown>([
    db.prepare(PRODUCT_SQL).bind(inmPrdNo),
    db
      .prepare(
        'SELECT inm_optn_prd_no, prd_optn_nm, prd_cd, cnsm_amt, sale_amt, stock, sort_ord FROM product_options WHERE inm_prd_no = ? ORDER BY sort_ord, inm_optn_prd_no',
      )
      .bind(inmPrdNo),
    db.prepare('SELECT sort_ord, alt, url FROM product_images WHERE inm_prd_no = ? ORDER BY sort_ord').bind(inmPrdNo),
  ]);
  const row = product.results[0] as ProductRow | undefined;
  if (!row) throw new GatewayError('PRODUCT_NOT_FOUND');
  return {
    ...briefOf(row),
    brandCd: row.brand_cd,
    catId: row.cat_id,
    subCatId: row.sub_cat_id,
    summary: row.summary,
    description: row.description,
    dcRate: row.dc_rate,
    bestYn: row.best_yn,
    newYn: row.new_yn,
    maxBuyQty: row.max_buy_qty,
    regDttm: row.reg_dttm,
    ...disclosureOf(row),
    options: (options.results as OptionOpsRow[]).map((option) => ({
      inmOptnPrdNo: option.inm_optn_prd_no,
      prdOptnNm: option.prd_optn_nm,
      prdCd: option.prd_cd,
      cnsmAmt: option.cnsm_amt,
      saleAmt: option.sale_amt,
      stock: option.stock,
      sortOrd: option.sort_ord,
    })),
    images: (images.results as ImageOpsRow[]).map((image) => ({
      sortOrd: image.sort_ord,
      alt: image.alt,
      url: image.url ?? productImagePath(inmPrdNo, image.sort_ord),
      uploadedYn: image.url ? ('Y' as const) : ('N' as const),
    })),
  };
}

/** The brands and subcategories a product form picks from, in display order. */
export async function readChoices(db: D1Database) {
  const [brands, subs] = await db.batch<unknown>([
    db.prepare('SELECT brand_cd AS code, brand_nm AS name FROM brands ORDER BY sort_ord, brand_cd'),
    db.prepare(
      `SELECT CAST(s.sub_cat_id AS TEXT) AS code, c.cat_nm || ' > ' || s.sub_cat_nm AS name, s.cat_id AS catId FROM subcategories s
       JOIN categories c ON c.cat_id = s.cat_id ORDER BY c.sort_ord, s.sort_ord`,
    ),
  ]);
  return { brands: brands.results as { code: string; name: string }[], subcategories: subs.results as { code: string; name: string; catId: number }[] };
}
