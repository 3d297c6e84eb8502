/**
 * The catalog calls, read from the catalog tables (migrations/0003_catalog.sql).
 * They need no login: the catalog is the same for everyone.
 */
import { type ProductOptionCategoryItem, CATALOG_CONTRACTS } from '#shared/schemas/catalog-calls';
import { defineEndpoint, type Endpoint } from '../endpoint';

/** One option as D1 gives it, before it becomes an option category item. */
interface OptionCategoryRow {
  inm_optn_prd_no: string;
  inm_prd_no: string;
  product_code: string;
  prd_nm: string;
  cat_nm: string;
  prd_optn_nm: string;
  prd_cd: string;
  cnsm_amt: number;
}

/** The option category items of `numbers`, in their order, each once; unknown numbers are left out. */
export async function findOptionCategories(db: D1Database, numbers: readonly string[]): Promise<ProductOptionCategoryItem[]> {
  const unique = [...new Set(numbers)];
  // One bound JSON array instead of one parameter a number: D1 caps a statement's parameters.
  const { results } = await db
    .prepare(
      `SELECT o.inm_optn_prd_no, o.inm_prd_no, p.product_code, p.prd_nm, c.cat_nm, o.prd_optn_nm, o.prd_cd, o.cnsm_amt
         FROM product_options o
         JOIN products p ON p.inm_prd_no = o.inm_prd_no
         JOIN categories c ON c.cat_id = p.cat_id
        WHERE o.inm_optn_prd_no IN (SELECT value FROM json_each(?))`,
    )
    .bind(JSON.stringify(unique))
    .all<OptionCategoryRow>();
  const byNumber = new Map(results.map((row) => [row.inm_optn_prd_no, row]));
  return unique.flatMap((number) => {
    const row = byNumber.get(number);
    return row
      ? [
          {
            inmOptnPrdNo: row.inm_optn_prd_no,
            inmPrdNo: row.inm_prd_no,
            productCode: row.product_code,
            prdNm: row.prd_nm,
            inmPrdCatNm: row.cat_nm,
            prdOptnNm: row.prd_optn_nm,
            prdCd: row.prd_cd,
            cnsmAmt: row.cnsm_amt,
          },
        ]
      : [];
  });
}

export const getProductOptionCategory = defineEndpoint(CATALOG_CONTRACTS.getProductOptionCategory, async ({ db, input }) => ({
  statusCode: 200 as const,
  data: await findOptionCategories(db, input.inmOptnPrdNoList),
}));

/** The catalog calls, in the order the OpenAPI document lists them. */
export const CATALOG_ENDPOINTS: readonly Endpoint[] = [getProductOptionCategory];
