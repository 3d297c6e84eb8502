/**
 * Adding and deleting wished products. Adding is idempotent and capped at `WISH_LIMIT` by the
 * insert itself (the count is read inside the statement, so two quick taps cannot pass the cap);
 * deleting takes every asked number or none.
 */
import { WISH_LIMIT } from '#shared/schemas/wish-calls';
import { GatewayError } from '../errors';
import { countWishes } from './wish-list';

/** Wishes `inmPrdNo` for `incsNo`; `added` is false when it was already wished. */
export async function addWish(db: D1Database, incsNo: number, inmPrdNo: string, now = Date.now()): Promise<{ added: boolean; wishCnt: number }> {
  const product = await db.prepare('SELECT 1 AS found FROM products WHERE inm_prd_no = ?').bind(inmPrdNo).first('found');
  if (product === null) throw new GatewayError('PRODUCT_NOT_FOUND');
  const result = await db
    .prepare(
      `INSERT INTO wish_items (incs_no, inm_prd_no, added_at)
       SELECT ?1, ?2, ?3 WHERE (SELECT COUNT(*) FROM wish_items WHERE incs_no = ?1) < ?4
       ON CONFLICT (incs_no, inm_prd_no) DO NOTHING`,
    )
    .bind(incsNo, inmPrdNo, now, WISH_LIMIT)
    .run();
  const added = result.meta.changes > 0;
  if (!added) {
    const already = await db.prepare('SELECT 1 AS found FROM wish_items WHERE incs_no = ? AND inm_prd_no = ?').bind(incsNo, inmPrdNo).first('found');
    if (already === null) throw new GatewayError('WISH_LIMIT_EXCEEDED');
  }
  return { added, wishCnt: await countWishes(db, incsNo) };
}

/**
 * Deletes `inmPrdNos` from `incsNo`'s wishlist. The delete only runs when every number is there
 * (checked in the same statement), so a stale or foreign number deletes nothing.
 */
export async function deleteWishes(db: D1Database, incsNo: number, inmPrdNos: readonly string[]): Promise<{ deletedCnt: number; wishCnt: number }> {
  const numbers = JSON.stringify([...new Set(inmPrdNos)]);
  const result = await db
    .prepare(
      `DELETE FROM wish_items
        WHERE incs_no = ?1 AND inm_prd_no IN (SELECT value FROM json_each(?2))
          AND (SELECT COUNT(*) FROM wish_items WHERE incs_no = ?1 AND inm_prd_no IN (SELECT value FROM json_each(?2)))
              = (SELECT COUNT(*) FROM json_each(?2))`,
    )
    .bind(incsNo, numbers)
    .run();
  if (result.meta.changes === 0) throw new GatewayError('WISH_ITEM_NOT_FOUND');
  return { deletedCnt: result.meta.changes, wishCnt: await countWishes(db, incsNo) };
}
