/**
 * The option facts every cart change needs: its product, prices, stock, the product's limit and
 * whether it can be bought at all (taken off sale; display's rule: product marked sold out, or no stock).
 */
import type { CapFields } from '#shared/order/cart-rules';

/** An option with the product fields a cart decides with. */
export interface CartOptionRow extends CapFields {
  inm_optn_prd_no: string;
  inm_prd_no: string;
  prd_nm: string;
  cnsm_amt: number;
  sale_amt: number;
  /** products.buy_rule: ANY, CART_ONLY or DIRECT_ONLY. */
  buy_rule: string;
  /** 1 when the product is taken off sale (판매중지): nothing may be added or ordered. */
  sale_stop: number;
}

const OPTION_SQL = `SELECT o.inm_optn_prd_no, o.inm_prd_no, p.prd_nm, o.cnsm_amt, o.sale_amt, o.stock, p.max_buy_qty, p.buy_rule,
  (p.sold_out_yn = 'Y' OR o.stock = 0) AS sold_out, p.sale_stop_yn = 'Y' AS sale_stop
  FROM product_options o JOIN products p ON p.inm_prd_no = o.inm_prd_no`;

/** The option `number`, or null when no option has it. */
export function findCartOption(db: D1Database, number: string): Promise<CartOptionRow | null> {
  return db.prepare(`${OPTION_SQL} WHERE o.inm_optn_prd_no = ?`).bind(number).first<CartOptionRow>();
}

/** The options among `numbers`, by number; unknown numbers are absent. */
export async function findCartOptions(db: D1Database, numbers: readonly string[]): Promise<Map<string, CartOptionRow>> {
  const { results } = await db
    .prepare(`${OPTION_SQL} WHERE o.inm_optn_prd_no IN (SELECT value FROM json_each(?))`)
    .bind(JSON.stringify([...new Set(numbers)]))
    .all<CartOptionRow>();
  return new Map(results.map((row) => [row.inm_optn_prd_no, row]));
}
