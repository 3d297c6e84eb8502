/**
 * The fields of a product that change without a rebuild: prices, discount, badges, sold-out,
 * the running hot deal and the options' prices and stock. The worker's HTMLRewriter asks for
 * them on page views (cached for at most 60 seconds), so this is one round trip of two indexed
 * statements for up to 200 products: primary-key lookups through one bound `json_each` list.
 */
import type { ProductLiveInfo } from '#shared/schemas/display-calls';
import { badgesOf, toOption, type BadgeFields, type OptionRow } from './product-rows';
import { SOLD_OUT_SQL, byProduct, hotDealJoin, optionsStatement } from './product-sql';

interface LiveRow extends BadgeFields {
  inm_prd_no: string;
  cnsm_amt: number;
  sale_amt: number;
  sold_out: number;
}

/** The live fields of `numbers` at `now` (14-digit Korean time), in the order asked, each once; unknown numbers are left out. */
export async function findLiveInfo(db: D1Database, numbers: readonly string[], now: string): Promise<ProductLiveInfo[]> {
  const unique = [...new Set(numbers)];
  const list = JSON.stringify(unique);
  const [products, options] = await db.batch<unknown>([
    db
      .prepare(
        `SELECT p.inm_prd_no, p.cnsm_amt, p.sale_amt, p.dc_rate, p.best_yn, p.new_yn, ${SOLD_OUT_SQL} AS sold_out, hd.end_dttm AS hot_deal_end_dttm
           FROM products p ${hotDealJoin('?1')} WHERE p.inm_prd_no IN (SELECT value FROM json_each(?2))`,
      )
      .bind(now, list),
    optionsStatement(db, 'SELECT value FROM json_each(?1)', list),
  ]);
  const rows = new Map((products.results as LiveRow[]).map((row) => [row.inm_prd_no, row]));
  const optionsOf = byProduct(options.results as OptionRow[]);
  return unique.flatMap((number) => {
    const row = rows.get(number);
    if (!row) return [];
    return [
      {
        inmPrdNo: row.inm_prd_no,
        cnsmAmt: row.cnsm_amt,
        saleAmt: row.sale_amt,
        dcRate: row.dc_rate,
        badges: badgesOf(row),
        soldOutYn: row.sold_out ? 'Y' : 'N',
        hotDealEndDttm: row.hot_deal_end_dttm,
        options: (optionsOf.get(number) ?? [])
          .map(toOption)
          .map(({ inmOptnPrdNo, cnsmAmt, saleAmt, stock, soldOutYn }) => ({ inmOptnPrdNo, cnsmAmt, saleAmt, stock, soldOutYn })),
      },
    ];
  });
}
