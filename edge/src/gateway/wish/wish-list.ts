/**
 * The wish screen's list: a member's wished products, newest first, each as a product card with
 * how it may be bought, its limit and every option with stock, so the screen can put a chosen
 * option in the cart. A product taken off sale (판매중지) stays listed, marked so. One statement for the page of cards and their total, one for their options.
 */
import { toDttm14 } from '#shared/format';
import type { WishItem } from '#shared/schemas/wish-calls';
import { BuyRuleSchema } from '#shared/schemas/wish-calls';
import { toCard, toOption, type CardRow, type OptionRow } from '../display/product-rows';
import { byProduct, CARD_COLUMNS, cardJoins, optionsStatement } from '../display/product-sql';

interface WishRow extends CardRow {
  sale_stop_yn: 'Y' | 'N';
  buy_rule: string;
  max_buy_qty: number;
  added_at: number;
  total: number;
}

/** One page of `incsNo`'s wishlist and its total; `now` is the 14-digit Korean time for hot deals. */
export async function readWishList(db: D1Database, incsNo: number, page: number, size: number, now: string): Promise<{ items: WishItem[]; total: number }> {
  const { results } = await db
    .prepare(
      `SELECT ${CARD_COLUMNS}, p.sale_stop_yn, p.buy_rule, p.max_buy_qty, w.added_at, COUNT(*) OVER () AS total
         FROM wish_items w JOIN products p ON p.inm_prd_no = w.inm_prd_no
         ${cardJoins('?2')}
        WHERE w.incs_no = ?1
        ORDER BY w.added_at DESC, w.id DESC
        LIMIT ?3 OFFSET ?4`,
    )
    .bind(incsNo, now, size, (page - 1) * size)
    .all<WishRow>();
  const total = results[0]?.total ?? (page > 1 ? await countWishes(db, incsNo) : 0);
  if (results.length === 0) return { items: [], total };
  const numbers = JSON.stringify(results.map((row) => row.inm_prd_no));
  const options = byProduct((await optionsStatement(db, 'SELECT value FROM json_each(?1)', numbers).all<OptionRow>()).results);
  const items = results.map((row) => ({
    ...toCard(row),
    buyRule: BuyRuleSchema.parse(row.buy_rule),
    maxBuyQty: row.max_buy_qty,
    wishDttm: toDttm14(row.added_at),
    options: (options.get(row.inm_prd_no) ?? []).map(toOption),
    saleStopYn: row.sale_stop_yn,
  }));
  return { items, total };
}

/** How many products `incsNo` wishes. */
export async function countWishes(db: D1Database, incsNo: number): Promise<number> {
  return (await db.prepare('SELECT COUNT(*) AS n FROM wish_items WHERE incs_no = ?').bind(incsNo).first<number>('n')) ?? 0;
}

/** Every product number `incsNo` wishes, newest first. */
export async function readWishProductNos(db: D1Database, incsNo: number): Promise<string[]> {
  const { results } = await db
    .prepare('SELECT inm_prd_no FROM wish_items WHERE incs_no = ? ORDER BY added_at DESC, id DESC')
    .bind(incsNo)
    .all<{ inm_prd_no: string }>();
  return results.map((row) => row.inm_prd_no);
}
