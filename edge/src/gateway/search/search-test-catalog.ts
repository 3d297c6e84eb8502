/**
 * Test data for the search tests: the seeded catalog, and products added with search text of the
 * test's choosing, copied from a seeded product so every other column is real.
 */
import { env } from 'cloudflare:test';
import { catalogSeedStatements } from '#shared/catalog-seed';
import { choseongWords } from '#shared/search/search-text';

/** Products the search tests seed. */
export const TEST_PRODUCTS = 300;

/** Seeds the catalog with its search index. */
export async function seedCatalog(): Promise<void> {
  await env.DB.batch(catalogSeedStatements({ products: TEST_PRODUCTS, seed: 2026 }).map((statement) => env.DB.prepare(statement)));
}

export interface ExtraProduct {
  inmPrdNo: string;
  prdNm: string;
  salesCnt: number;
  tags?: string;
  /** Its one option's stock: 10 unless said (0 makes it sold out). */
  stock?: number;
}

/**
 * Adds a copy of the first seeded product under a new number, name, popularity and tags, with one
 * option of its own (buyable unless its stock is 0; the triggers keep its sold-out column) and its search row.
 */
export async function addProduct(product: ExtraProduct): Promise<void> {
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO products SELECT ?1, 'T' || ?1, brand_cd, cat_id, sub_cat_id, ?2, summary, description, cnsm_amt, sale_amt, dc_rate,
         best_yn, new_yn, hot_yn, sale_yn, 'N', max_buy_qty, ?3, review_cnt, rating_avg, reg_dttm, capacity, skin_type,
         expiry_info, usage_info, manufacturer, origin_country, ingredients, functional_info, caution, quality_std, cs_phone, buy_rule,
         sale_stop_yn, NULL, 1
         FROM products WHERE inm_prd_no = '100000001'`,
    ).bind(product.inmPrdNo, product.prdNm, product.salesCnt),
    env.DB.prepare(
      `INSERT INTO product_options (inm_optn_prd_no, inm_prd_no, prd_optn_nm, prd_cd, cnsm_amt, sale_amt, stock)
       SELECT ?1 || '01', ?1, '단품', brand_cd || 'T' || ?1, cnsm_amt, sale_amt, ?2 FROM products WHERE inm_prd_no = ?1`,
    ).bind(product.inmPrdNo, product.stock ?? 10),
    env.DB.prepare(
      `INSERT INTO search_docs (inm_prd_no, prd_nm, brand_nm, cat_nm, type_nm, tags, name_choseong, cat_id, brand_cd, sale_amt, sales_cnt, reg_dttm)
       SELECT ?1, ?2, brand_nm, cat_nm, type_nm, ?3, ?4, cat_id, brand_cd, sale_amt, ?5, reg_dttm FROM search_docs WHERE inm_prd_no = '100000001'`,
    ).bind(product.inmPrdNo, product.prdNm, product.tags ?? '', choseongWords(product.prdNm), product.salesCnt),
  ]);
}
