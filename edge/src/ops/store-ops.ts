/**
 * The content team's stores (`/ops/v1/content/stores/*`): every store with how many
 * members keep it as their 마이샵; a store written, changed or closed. Closing, not deleting: a
 * member's 마이샵 keeps pointing at a real row, and the finder shows only open stores.
 */
import { OPS_CONTRACTS } from '#shared/schemas/ops-calls';
import { escapeLike } from '#shared/search/search-text';
import { defineEndpoint } from '../gateway/endpoint';
import { GatewayError } from '../gateway/errors';
import { STORE_COLUMNS, storeOf, type StoreRow } from '../gateway/stores/store-list';
import { pagedAnswer } from './paged-rows';

type OpsStoreRow = StoreRow & { status: 'OPEN' | 'CLOSED'; my_shop_cnt: number };

const SELECT = `${STORE_COLUMNS}, s.status, (SELECT COUNT(*) FROM my_shops m WHERE m.store_no = s.store_no) AS my_shop_cnt`;
const storeOpsOf = (row: OpsStoreRow) => ({ ...storeOf(row), status: row.status, myShopCnt: row.my_shop_cnt });

async function storeAnswer(db: D1Database, storeNo: number) {
  const row = await db.prepare(`SELECT ${SELECT} FROM stores s WHERE s.store_no = ?`).bind(storeNo).first<OpsStoreRow>();
  if (!row) throw new GatewayError('STORE_NOT_FOUND');
  return { data: storeOpsOf(row) };
}

const LIST_WHERE = `(?1 IS NULL OR s.region_cd = ?1) AND (?2 IS NULL OR s.status = ?2)
  AND (?3 IS NULL OR s.store_nm LIKE ?3 ESCAPE '\\' OR s.road_addr LIKE ?3 ESCAPE '\\')`;

export const listStoresForOps = defineEndpoint(OPS_CONTRACTS.listStoresForOps, async ({ db, input }) => {
  const binds = [input.regionCd ?? null, input.status ?? null, input.keyword ? `%${escapeLike(input.keyword)}%` : null];
  return pagedAnswer(db, input, { select: SELECT, from: 'stores s', where: LIST_WHERE, orderBy: 's.region_cd, s.store_nm', binds }, storeOpsOf);
});

export const getStoreForOps = defineEndpoint(OPS_CONTRACTS.getStoreForOps, ({ db, input }) => storeAnswer(db, input.storeNo));

export const saveStore = defineEndpoint(OPS_CONTRACTS.saveStore, async ({ db, input }) => {
  const values = [
    input.storeNm,
    input.regionCd,
    input.roadAddr,
    input.dtlAddr,
    input.phone,
    input.weekdayHours,
    input.weekendHours,
    [...new Set(input.services)].join(','),
    input.status,
  ];
  try {
    if (input.storeNo === undefined) {
      const created = await db
        .prepare(
          `INSERT INTO stores (store_nm, region_cd, road_addr, dtl_addr, phone, weekday_hours, weekend_hours, services, status)
           VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9) RETURNING store_no`,
        )
        .bind(...values)
        .first<{ store_no: number }>();
      return storeAnswer(db, created!.store_no);
    }
    const changed = await db
      .prepare(
        `UPDATE stores SET store_nm = ?1, region_cd = ?2, road_addr = ?3, dtl_addr = ?4, phone = ?5, weekday_hours = ?6, weekend_hours = ?7,
           services = ?8, status = ?9 WHERE store_no = ?10`,
      )
      .bind(...values, input.storeNo)
      .run();
    if (changed.meta.changes === 0) throw new GatewayError('STORE_NOT_FOUND');
    return storeAnswer(db, input.storeNo);
  } catch (error) {
    // Store names are unique: two stores of one name would confuse every member choosing one.
    if (/UNIQUE/.test(String(error))) throw new GatewayError('STORE_NAME_TAKEN');
    throw error;
  }
});

export const STORE_OPS = [listStoresForOps, getStoreForOps, saveStore];
