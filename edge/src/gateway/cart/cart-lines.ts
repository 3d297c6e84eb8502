/**
 * Changes to one cart: add an option, change a line's quantity or option, delete lines. Every
 * quantity is capped by the option's stock and the product's per-order limit; the answer says
 * when it was, so the shopper is told.
 */
import type { AddCartLineRequest, CartLineChange, UpdateCartLineRequest } from '#shared/schemas/cart-calls';
import { GatewayError } from '../errors';
import { type CartOwner, ownerColumns, ownerCondition, ownerValue } from './cart-owner';
import { type CartOptionRow, findCartOption } from './cart-options';
import { buyableQty, cappedMessage } from '#shared/order/cart-rules';

interface LineRow {
  id: number;
  inm_optn_prd_no: string;
  qty: number;
}

/** The option a shopper may buy: known (else 404), on sale and not sold out (else 409). */
async function buyableOption(db: D1Database, number: string): Promise<CartOptionRow> {
  const option = await findCartOption(db, number);
  if (!option) throw new GatewayError('OPTION_NOT_FOUND');
  if (option.sale_stop) throw new GatewayError('PRODUCT_SALE_STOPPED');
  if (option.sold_out) throw new GatewayError('SOLD_OUT');
  return option;
}

/** The first line of `number` in `owner`'s cart, other than `exceptId`. */
function lineOfOption(db: D1Database, owner: CartOwner, number: string, exceptId = 0): Promise<LineRow | null> {
  return db
    .prepare(
      `SELECT l.id, l.inm_optn_prd_no, l.qty FROM cart_lines l WHERE ${ownerCondition(owner, 1)} AND l.inm_optn_prd_no = ?2 AND l.id <> ?3 ORDER BY l.id LIMIT 1`,
    )
    .bind(ownerValue(owner), number, exceptId)
    .first<LineRow>();
}

/** `asked` capped by what `option` allows, as the answer reports it. */
function capped(option: CartOptionRow, asked: number, done: string): { qty: number; capped: boolean; message: string } {
  const cap = buyableQty(option);
  return asked > cap ? { qty: cap, capped: true, message: cappedMessage(cap) } : { qty: asked, capped: false, message: done };
}

/** Adds `qty` of an option, onto the cart's line of that option when there is one; never a 바로구매-only product. */
export async function addCartLine(db: D1Database, owner: CartOwner, input: AddCartLineRequest): Promise<CartLineChange> {
  const option = await buyableOption(db, input.inmOptnPrdNo);
  if (option.buy_rule === 'DIRECT_ONLY') throw new GatewayError('CART_DIRECT_ONLY');
  const existing = await lineOfOption(db, owner, option.inm_optn_prd_no);
  const result = capped(option, (existing?.qty ?? 0) + input.qty, '장바구니에 담았습니다.');
  let cartLineId: number;
  if (existing) {
    await db.prepare('UPDATE cart_lines SET qty = ?, prdprice = ? WHERE id = ?').bind(result.qty, option.sale_amt, existing.id).run();
    cartLineId = existing.id;
  } else {
    const [cartKey, incsNo] = ownerColumns(owner);
    const inserted = await db
      .prepare('INSERT INTO cart_lines (sess_id, incs_no, inm_optn_prd_no, qty, prdprice, added_at) VALUES (?, ?, ?, ?, ?, ?)')
      .bind(cartKey, incsNo, option.inm_optn_prd_no, result.qty, option.sale_amt, Date.now())
      .run();
    cartLineId = inserted.meta.last_row_id;
  }
  return { cartLineId, inmOptnPrdNo: option.inm_optn_prd_no, ...result };
}

/**
 * Sets a line's quantity and/or moves it to another option of the same product. Moving onto an
 * option the cart already holds joins the two lines into that one, in one batch.
 */
export async function updateCartLine(db: D1Database, owner: CartOwner, input: UpdateCartLineRequest): Promise<CartLineChange> {
  const line = await db
    .prepare(
      `SELECT l.id, l.inm_optn_prd_no, l.qty, o.inm_prd_no FROM cart_lines l
         JOIN product_options o ON o.inm_optn_prd_no = l.inm_optn_prd_no
        WHERE l.id = ?2 AND ${ownerCondition(owner, 1)}`,
    )
    .bind(ownerValue(owner), input.cartLineId)
    .first<LineRow & { inm_prd_no: string }>();
  if (!line) throw new GatewayError('CART_LINE_NOT_FOUND');
  const option = await buyableOption(db, input.inmOptnPrdNo ?? line.inm_optn_prd_no);
  if (option.inm_prd_no !== line.inm_prd_no) throw new GatewayError('CART_OPTION_MISMATCH');
  const qty = input.qty ?? line.qty;
  const moved = option.inm_optn_prd_no !== line.inm_optn_prd_no;
  const other = moved ? await lineOfOption(db, owner, option.inm_optn_prd_no, line.id) : null;
  const result = capped(option, (other?.qty ?? 0) + qty, moved ? '옵션이 변경되었습니다.' : '수량이 변경되었습니다.');
  if (other) {
    await db.batch([
      db.prepare('UPDATE cart_lines SET qty = ?, prdprice = ? WHERE id = ?').bind(result.qty, option.sale_amt, other.id),
      db.prepare('DELETE FROM cart_lines WHERE id = ?').bind(line.id),
    ]);
    return { cartLineId: other.id, inmOptnPrdNo: option.inm_optn_prd_no, ...result };
  }
  await db
    .prepare('UPDATE cart_lines SET inm_optn_prd_no = ?, qty = ?, prdprice = ? WHERE id = ?')
    .bind(option.inm_optn_prd_no, result.qty, option.sale_amt, line.id)
    .run();
  return { cartLineId: line.id, inmOptnPrdNo: option.inm_optn_prd_no, ...result };
}

/**
 * Deletes the lines `ids` names, all or none: one statement that deletes only when every id is a
 * line of this cart, so another cart's id changes nothing and answers 404.
 */
export async function deleteCartLines(db: D1Database, owner: CartOwner, ids: readonly number[]): Promise<number> {
  const unique = [...new Set(ids)];
  const mine = `${ownerCondition(owner, 1)} AND l.id IN (SELECT value FROM json_each(?2))`;
  const result = await db
    .prepare(`DELETE FROM cart_lines AS l WHERE ${mine} AND (SELECT COUNT(*) FROM cart_lines l WHERE ${mine}) = ?3`)
    .bind(ownerValue(owner), JSON.stringify(unique), unique.length)
    .run();
  if (result.meta.changes === 0) throw new GatewayError('CART_LINE_NOT_FOUND');
  return result.meta.changes;
}
