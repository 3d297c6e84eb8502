/** The store finder: open stores by region, service and words of name or road address, in region and name order. */
import { STORE_PAGE_SIZE, type Region, type StoreService } from '#shared/stores/store-rules';
import type { GetStoreListRequest, Store } from '#shared/schemas/store-calls';
import { escapeLike } from '#shared/search/search-text';
import { SqlParams } from '../display/product-sql';

export interface StoreRow {
  store_no: number;
  store_nm: string;
  region_cd: Region;
  road_addr: string;
  dtl_addr: string;
  phone: string;
  weekday_hours: string;
  weekend_hours: string;
  services: string;
}

export const STORE_COLUMNS = 's.store_no, s.store_nm, s.region_cd, s.road_addr, s.dtl_addr, s.phone, s.weekday_hours, s.weekend_hours, s.services';

export function storeOf(row: StoreRow): Store {
  return {
    storeNo: row.store_no,
    storeNm: row.store_nm,
    regionCd: row.region_cd,
    roadAddr: row.road_addr,
    dtlAddr: row.dtl_addr,
    phone: row.phone,
    weekdayHours: row.weekday_hours,
    weekendHours: row.weekend_hours,
    services: row.services ? (row.services.split(',') as StoreService[]) : [],
  };
}

export async function listStores(db: D1Database, input: Required<Omit<GetStoreListRequest, 'regionCd' | 'service'>> & GetStoreListRequest) {
  const params = new SqlParams();
  const clauses = ["s.status = 'OPEN'"];
  if (input.service) clauses.push(`',' || s.services || ',' LIKE ${params.add(`%,${input.service},%`)}`);
  for (const word of input.keyword.split(/\s+/).filter(Boolean)) {
    const like = params.add(`%${escapeLike(word)}%`);
    clauses.push(`(s.store_nm LIKE ${like} ESCAPE '\\' OR s.road_addr LIKE ${like} ESCAPE '\\')`);
  }
  // The map counts every region's stores that meet the other filters, whichever region is chosen.
  const anyRegion = clauses.join(' AND ');
  const anyRegionFilters = [...params.values];
  if (input.regionCd) clauses.push(`s.region_cd = ${params.add(input.regionCd)}`);
  const where = clauses.join(' AND ');
  const filters = [...params.values];
  const [rows, total, regions] = await db.batch<unknown>([
    db
      .prepare(
        `SELECT ${STORE_COLUMNS} FROM stores s WHERE ${where} ORDER BY s.store_no LIMIT ${params.add(STORE_PAGE_SIZE)} OFFSET ${params.add((input.page - 1) * STORE_PAGE_SIZE)}`,
      )
      .bind(...params.values),
    db.prepare(`SELECT COUNT(*) AS cnt FROM stores s WHERE ${where}`).bind(...filters),
    db.prepare(`SELECT s.region_cd AS regionCd, COUNT(*) AS cnt FROM stores s WHERE ${anyRegion} GROUP BY s.region_cd`).bind(...anyRegionFilters),
  ]);
  return {
    items: (rows.results as StoreRow[]).map(storeOf),
    totalCnt: (total.results[0] as { cnt: number }).cnt,
    page: input.page,
    pageSize: STORE_PAGE_SIZE,
    regionCounts: regions.results as { regionCd: Region; cnt: number }[],
  };
}
