/**
 * Product cards of search results (shared/schemas/display-calls.ts `ProductCardSchema`), read in
 * the same query that ranks the hits. The badges and sold-out rule are the display calls' ones:
 * BEST best_yn, NEW new_yn, HOT only while a row of `hot_deals` runs, SALE dc_rate > 0; sold out
 * when the product says so or no option has stock.
 * TODO(lead): share the display endpoints' card mapper once edge/src/gateway/display/ has one.
 */
import type { Badge, ProductCard } from '../../../../shared/schemas/display-calls';
import { productImagePath } from '../../../../shared/catalog/paths';

/**
 * The card columns, for a query whose FROM has `products p` followed by `CARD_JOINS`.
 */
export const CARD_COLUMNS = `p.inm_prd_no, p.product_code, p.prd_nm, p.brand_cd, b.brand_nm, c.cat_nm, s.sub_cat_nm,
  p.cnsm_amt, p.sale_amt, p.dc_rate, p.best_yn, p.new_yn, p.review_cnt, p.rating_avg, hd.end_dttm AS hot_deal_end_dttm, COALESCE(pi.alt, p.prd_nm) AS image_alt,
  CASE WHEN p.sold_out_yn = 'Y' OR NOT EXISTS (SELECT 1 FROM product_options o WHERE o.inm_prd_no = p.inm_prd_no AND o.stock > 0)
       THEN 'Y' ELSE 'N' END AS sold_out_yn`;

/**
 * The joins `CARD_COLUMNS` reads; binds the current Korean time (14 digits) twice. All LEFT, so a
 * query may left-join its products to a row of its own (every product has its brand and category).
 */
export const CARD_JOINS = `LEFT JOIN brands b ON b.brand_cd = p.brand_cd
  LEFT JOIN categories c ON c.cat_id = p.cat_id
  LEFT JOIN subcategories s ON s.sub_cat_id = p.sub_cat_id
  LEFT JOIN product_images pi ON pi.inm_prd_no = p.inm_prd_no AND pi.sort_ord = 0
  LEFT JOIN hot_deals hd ON hd.inm_prd_no = p.inm_prd_no AND hd.start_dttm <= ? AND hd.end_dttm > ?`;

/** One card row as D1 gives it. */
export interface CardRow {
  inm_prd_no: string;
  product_code: string;
  prd_nm: string;
  brand_cd: string;
  brand_nm: string;
  cat_nm: string;
  sub_cat_nm: string;
  cnsm_amt: number;
  sale_amt: number;
  dc_rate: number;
  best_yn: string;
  new_yn: string;
  review_cnt: number;
  rating_avg: number;
  hot_deal_end_dttm: string | null;
  image_alt: string;
  sold_out_yn: string;
}

/** The card of a row: badges in the display order BEST, NEW, HOT, SALE. */
export function toProductCard(row: CardRow): ProductCard {
  const badges: Badge[] = [];
  if (row.best_yn === 'Y') badges.push('BEST');
  if (row.new_yn === 'Y') badges.push('NEW');
  if (row.hot_deal_end_dttm !== null) badges.push('HOT');
  if (row.dc_rate > 0) badges.push('SALE');
  return {
    inmPrdNo: row.inm_prd_no,
    productCode: row.product_code,
    prdNm: row.prd_nm,
    brandCd: row.brand_cd,
    brandNm: row.brand_nm,
    catNm: row.cat_nm,
    subCatNm: row.sub_cat_nm,
    cnsmAmt: row.cnsm_amt,
    saleAmt: row.sale_amt,
    dcRate: row.dc_rate,
    badges,
    soldOutYn: row.sold_out_yn === 'Y' ? 'Y' : 'N',
    reviewCnt: row.review_cnt,
    ratingAvg: row.rating_avg,
    imageUrl: productImagePath(row.inm_prd_no, 0),
    imageAlt: row.image_alt,
    hotDealEndDttm: row.hot_deal_end_dttm,
  };
}
