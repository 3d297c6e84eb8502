/**
 * The catalog as a CSV file (`/ops/v1/catalog/csv/export|import`, docs/operator-catalog.md), so an operator
 * loads their own products. A file is all or nothing: every line is checked first (fields, brand,
 * category, codes, prices) and each line's result is answered in Korean; only when every line is
 * right are all of them written in one D1 batch, so a bad file never leaves a half-loaded catalog.
 */
import { toDttm14 } from '#shared/format';
import { OPS_CONTRACTS } from '#shared/schemas/ops-calls';
import { defineEndpoint } from '../gateway/endpoint';
import { GatewayError } from '../gateway/errors';
import { catalogCsv, parseCatalogCsv, type CsvField } from './catalog-csv';
import { planImport, type CatalogLookups, type OptionColumns } from './catalog-import-plan';
import { LIVE_CHANGE, writeCatalog, type ProductColumns } from './catalog-writes';

/** Lines a file may hold: the batch stays within D1's statements per call. */
export const CATALOG_CSV_MAX_LINES = 200;

const EXPORT_SQL = `SELECT p.product_code AS productCode, p.prd_nm AS prdNm, p.brand_cd AS brandCd, c.cat_nm AS catNm, s.sub_cat_nm AS subCatNm,
  p.summary, p.description, p.cnsm_amt AS cnsmAmt, p.sale_amt AS saleAmt, p.best_yn AS bestYn, p.new_yn AS newYn, p.sold_out_yn AS soldOutYn, p.sale_stop_yn AS saleStopYn,
  p.max_buy_qty AS maxBuyQty, p.capacity, p.skin_type AS skinType, p.expiry_info AS expiryInfo, p.usage_info AS usageInfo, p.manufacturer,
  p.origin_country AS originCountry, p.ingredients, p.functional_info AS functionalInfo, p.caution, p.quality_std AS qualityStd, p.cs_phone AS csPhone,
  o.prd_cd AS prdCd, o.prd_optn_nm AS prdOptnNm, o.cnsm_amt AS optCnsmAmt, o.sale_amt AS optSaleAmt, o.stock
  FROM products p JOIN categories c ON c.cat_id = p.cat_id JOIN subcategories s ON s.sub_cat_id = p.sub_cat_id
  JOIN product_options o ON o.inm_prd_no = p.inm_prd_no
  ORDER BY p.reg_dttm, p.inm_prd_no, o.sort_ord, o.inm_optn_prd_no`;

export const exportCatalogCsv = defineEndpoint(OPS_CONTRACTS.exportCatalogCsv, async ({ db }) => {
  const { results } = await db.prepare(EXPORT_SQL).all<Record<CsvField, string | number>>();
  return { data: { csv: catalogCsv(results), productCnt: new Set(results.map((row) => row.productCode)).size, lineCnt: results.length } };
});

/** What the lines name that already exists: brands, subcategories by name, products by code, options by code. */
async function lookups(db: D1Database, productCodes: string[], prdCds: string[]): Promise<CatalogLookups> {
  const [brands, subs, products, options, numbers] = await db.batch<unknown>([
    db.prepare('SELECT brand_cd FROM brands'),
    db.prepare('SELECT s.sub_cat_id, c.cat_nm, s.sub_cat_nm FROM subcategories s JOIN categories c ON c.cat_id = s.cat_id'),
    db.prepare('SELECT * FROM products WHERE product_code IN (SELECT value FROM json_each(?))').bind(JSON.stringify(productCodes)),
    db
      .prepare(
        `SELECT o.inm_optn_prd_no, o.prd_cd, o.inm_prd_no, o.prd_optn_nm, o.cnsm_amt, o.sale_amt, o.stock, p.product_code FROM product_options o
         JOIN products p ON p.inm_prd_no = o.inm_prd_no WHERE o.prd_cd IN (SELECT value FROM json_each(?))`,
      )
      .bind(JSON.stringify(prdCds)),
    db.prepare(
      `SELECT (SELECT COALESCE(MAX(CAST(inm_prd_no AS INTEGER)), 100000000) FROM products) + 1 AS product,
              (SELECT COALESCE(MAX(CAST(inm_optn_prd_no AS INTEGER)), 2000000000) FROM product_options) + 1 AS option`,
    ),
  ]);
  const subRows = subs.results as { sub_cat_id: number; cat_nm: string; sub_cat_nm: string }[];
  return {
    brands: new Set((brands.results as { brand_cd: string }[]).map((row) => row.brand_cd)),
    subcategories: new Map(subRows.map((row) => [`${row.cat_nm}>${row.sub_cat_nm}`, row.sub_cat_id])),
    products: new Map((products.results as ProductColumns[]).map((row) => [row.product_code, row])),
    options: new Map((options.results as OptionColumns[]).map((row) => [row.prd_cd, row])),
    next: numbers.results[0] as { product: number; option: number },
  };
}

export const importCatalogCsv = defineEndpoint(OPS_CONTRACTS.importCatalogCsv, async ({ db, input }) => {
  const parsed = parseCatalogCsv(input.csv);
  if ('problem' in parsed) throw new GatewayError('CATALOG_CSV_INVALID', parsed.problem);
  if (parsed.records.length === 0) throw new GatewayError('CATALOG_CSV_INVALID', '상품 줄이 없습니다. 첫 줄 아래에 옵션마다 한 줄씩 적어 주세요.');
  if (parsed.records.length > CATALOG_CSV_MAX_LINES) throw new GatewayError('CATALOG_CSV_INVALID', `한 번에 ${CATALOG_CSV_MAX_LINES}줄까지 올릴 수 있습니다.`);
  const known = await lookups(
    db,
    parsed.records.map(({ record }) => record.productCode),
    parsed.records.map(({ record }) => record.prdCd),
  );
  const now = Date.now();
  const plan = planImport(db, parsed.records, known, { now, regDttm: toDttm14(now) });
  const applied = plan.rows.every((row) => row.ok);
  if (applied) {
    await writeCatalog(db, plan.statements);
  }
  const rows = applied ? plan.rows : plan.rows.map((row) => (row.ok ? { ...row, message: `문제없음 (다른 줄 때문에 적용하지 않음)` } : row));
  return {
    data: {
      applied,
      createdCnt: applied ? plan.createdCnt : 0,
      updatedCnt: applied ? plan.updatedCnt : 0,
      rows,
      change: applied ? LIVE_CHANGE : { message: '틀린 줄이 있어 아무것도 바꾸지 않았습니다. 줄마다 결과를 보고 고쳐서 다시 올려 주세요.' },
    },
  };
});

export const CATALOG_CSV_OPS = [exportCatalogCsv, importCatalogCsv];
