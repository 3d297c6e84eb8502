/**
 * 마이샵: a member keeps one store as theirs. The first one may be
 * registered at any time; changing it or deleting it waits a month from its registration (to the
 * day, Korean time), and the refusal names the day it opens. `now` is the request's moment.
 */
import { toDttm14, formatDttm } from '#shared/format';
import { myShopLockedMessage, myShopUnlockAt } from '#shared/stores/store-rules';
import type { MyShop } from '#shared/schemas/store-calls';
import { GatewayError } from '../errors';
import { STORE_COLUMNS, storeOf, type StoreRow } from './store-list';

interface MyShopRow extends StoreRow {
  registered_at: number;
}

async function readRow(db: D1Database, incsNo: number): Promise<MyShopRow | null> {
  return db
    .prepare(`SELECT ${STORE_COLUMNS}, m.registered_at FROM my_shops m JOIN stores s ON s.store_no = m.store_no WHERE m.incs_no = ?`)
    .bind(incsNo)
    .first<MyShopRow>();
}

function viewOf(row: MyShopRow | null, now: number): MyShop {
  if (!row) return { shop: null, registeredDttm: null, unlockDttm: null, changeableYn: 'Y' };
  const unlockAt = myShopUnlockAt(row.registered_at);
  return { shop: storeOf(row), registeredDttm: toDttm14(row.registered_at), unlockDttm: toDttm14(unlockAt), changeableYn: now >= unlockAt ? 'Y' : 'N' };
}

export async function readMyShop(db: D1Database, incsNo: number, now: number): Promise<MyShop> {
  return viewOf(await readRow(db, incsNo), now);
}

/** Refuses a change while the month lasts, naming the day it opens. */
function assertUnlocked(row: MyShopRow, now: number): void {
  const unlockAt = myShopUnlockAt(row.registered_at);
  if (now < unlockAt) throw new GatewayError('MY_SHOP_LOCKED', myShopLockedMessage(formatDttm(toDttm14(unlockAt), { time: false })));
}

export async function registerMyShop(db: D1Database, incsNo: number, storeNo: number, now: number): Promise<MyShop> {
  const store = await db.prepare("SELECT store_no FROM stores WHERE store_no = ? AND status = 'OPEN'").bind(storeNo).first();
  if (!store) throw new GatewayError('STORE_NOT_FOUND');
  const current = await readRow(db, incsNo);
  if (current) {
    if (current.store_no === storeNo) throw new GatewayError('MY_SHOP_SAME');
    assertUnlocked(current, now);
  }
  // Guarded by what was read: a change made meanwhile (another tab) is not overwritten.
  const saved = await db
    .prepare(
      `INSERT INTO my_shops (incs_no, store_no, registered_at) SELECT ?1, ?2, ?3
         WHERE (SELECT registered_at FROM my_shops WHERE incs_no = ?1) IS ?4
       ON CONFLICT (incs_no) DO UPDATE SET store_no = excluded.store_no, registered_at = excluded.registered_at`,
    )
    .bind(incsNo, storeNo, now, current?.registered_at ?? null)
    .run();
  if (saved.meta.changes === 0) throw new GatewayError('MY_SHOP_LOCKED');
  return readMyShop(db, incsNo, now);
}

export async function deleteMyShop(db: D1Database, incsNo: number, now: number): Promise<MyShop> {
  const current = await readRow(db, incsNo);
  if (!current) throw new GatewayError('MY_SHOP_DELETE_FAILED');
  assertUnlocked(current, now);
  const gone = await db.prepare('DELETE FROM my_shops WHERE incs_no = ? AND registered_at = ?').bind(incsNo, current.registered_at).run();
  if (gone.meta.changes === 0) throw new GatewayError('MY_SHOP_DELETE_FAILED');
  return readMyShop(db, incsNo, now);
}
