/**
 * A logged-in customer's recent searches, synced from the browser's
 * IndexedDB: one row a value, the newest 20 kept. A sync clears (deleteAll), deletes, saves and
 * trims in one batch, which D1 runs as one transaction, so a failed sync changes nothing.
 */
import { RECENT_SEARCH_LIMIT, type RecentSearch, type SyncRecentSearchRequestSchema } from '#shared/schemas/search-calls';
import type { z } from 'zod';

type SyncRequest = z.output<typeof SyncRecentSearchRequestSchema>;

interface RecentSearchRow {
  srch_tgt_vl: string;
  inm_srch_tgt_cl_cd: RecentSearch['inmSrchTgtClCd'];
  inq_dttm: string;
}

/** Applies `sync` to the searches of `incsNo` and answers what is stored, newest first. */
export async function syncRecentSearches(db: D1Database, incsNo: number, sync: SyncRequest): Promise<RecentSearch[]> {
  const statements: D1PreparedStatement[] = [];
  if (sync.deleteAll) statements.push(db.prepare('DELETE FROM recent_searches WHERE incs_no = ?').bind(incsNo));
  if (sync.delete.length > 0) {
    statements.push(
      db.prepare('DELETE FROM recent_searches WHERE incs_no = ? AND srch_tgt_vl IN (SELECT value FROM json_each(?))').bind(incsNo, JSON.stringify(sync.delete)),
    );
  }
  for (const search of sync.save) {
    // The same value searched again on another device: the newer search wins.
    statements.push(
      db
        .prepare(
          `INSERT INTO recent_searches (incs_no, srch_tgt_vl, inm_srch_tgt_cl_cd, inq_dttm) VALUES (?, ?, ?, ?)
           ON CONFLICT (incs_no, srch_tgt_vl) DO UPDATE SET inm_srch_tgt_cl_cd = excluded.inm_srch_tgt_cl_cd, inq_dttm = excluded.inq_dttm
           WHERE excluded.inq_dttm >= recent_searches.inq_dttm`,
        )
        .bind(incsNo, search.srchTgtVl, search.inmSrchTgtClCd, search.inqDttm),
    );
  }
  statements.push(
    db
      .prepare(
        `DELETE FROM recent_searches WHERE incs_no = ?1 AND srch_tgt_vl NOT IN (
           SELECT srch_tgt_vl FROM recent_searches WHERE incs_no = ?1 ORDER BY inq_dttm DESC, srch_tgt_vl LIMIT ?2)`,
      )
      .bind(incsNo, RECENT_SEARCH_LIMIT),
    db.prepare('SELECT srch_tgt_vl, inm_srch_tgt_cl_cd, inq_dttm FROM recent_searches WHERE incs_no = ? ORDER BY inq_dttm DESC, srch_tgt_vl').bind(incsNo),
  );
  const results = await db.batch<RecentSearchRow>(statements);
  return results[results.length - 1].results.map((row) => ({ srchTgtVl: row.srch_tgt_vl, inmSrchTgtClCd: row.inm_srch_tgt_cl_cd, inqDttm: row.inq_dttm }));
}
