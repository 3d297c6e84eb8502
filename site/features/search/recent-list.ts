/**
 * Recent searches as a list: what a repeated search, a deletion or a
 * sync with the gateway does to it. Pure, so the IndexedDB layer and the store stay thin.
 */
import type { RecentSearch } from '#shared/schemas/search-calls';
import { MAX_QUERY_LENGTH } from '#shared/search/search-url';

/** One row of the `recentSearch` table: the gateway's fields plus the local id and sync flag. */
export interface RecentRecord extends RecentSearch {
  /** Emulates the table's auto-increment key: a newer search always has a larger id. */
  id: number;
  syncYn: 'Y' | 'N';
}

/** Searches kept, the newest ones. */
export const RECENT_LIMIT = 20;

const CLASS_CODES = ['PRD', 'BRD', 'CAT'];

/** A record read from storage, or null when it is not one (corrupt data must never throw). */
export function parseRecentRecord(value: unknown): RecentRecord | null {
  if (typeof value !== 'object' || value === null) return null;
  const { id, srchTgtVl, inmSrchTgtClCd, inqDttm, syncYn } = value as Record<string, unknown>;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1) return null;
  if (typeof srchTgtVl !== 'string' || srchTgtVl.trim() === '' || srchTgtVl.length > MAX_QUERY_LENGTH) return null;
  if (typeof inmSrchTgtClCd !== 'string' || !CLASS_CODES.includes(inmSrchTgtClCd)) return null;
  if (typeof inqDttm !== 'string' || !/^\d{14}$/.test(inqDttm)) return null;
  if (syncYn !== 'Y' && syncYn !== 'N') return null;
  return { id, srchTgtVl, inmSrchTgtClCd: inmSrchTgtClCd as RecentRecord['inmSrchTgtClCd'], inqDttm, syncYn };
}

/** Newest first: by time, then by id for searches made within the same second. */
function newestFirst(a: RecentRecord, b: RecentRecord): number {
  return a.inqDttm === b.inqDttm ? b.id - a.id : a.inqDttm < b.inqDttm ? 1 : -1;
}

/** One record per value (the newest), newest first, at most `RECENT_LIMIT`. */
export function normalize(records: readonly RecentRecord[]): RecentRecord[] {
  const seen = new Set<string>();
  return [...records]
    .sort(newestFirst)
    .filter((record) => !seen.has(record.srchTgtVl) && seen.add(record.srchTgtVl))
    .slice(0, RECENT_LIMIT);
}

const nextId = (records: readonly RecentRecord[]) => records.reduce((max, record) => Math.max(max, record.id), 0) + 1;

/** The list after searching `value`: it moves to the top as a new, unsynced record. */
export function withSearch(records: readonly RecentRecord[], value: string, inqDttm: string): RecentRecord[] {
  const record: RecentRecord = { id: nextId(records), srchTgtVl: value, inmSrchTgtClCd: 'PRD', inqDttm, syncYn: 'N' };
  return normalize([record, ...records.filter((old) => old.srchTgtVl !== value)]);
}

export function withoutSearch(records: readonly RecentRecord[], value: string): RecentRecord[] {
  return records.filter((record) => record.srchTgtVl !== value);
}

/** The records the gateway has not been sent yet, in its shape. */
export function unsynced(records: readonly RecentRecord[]): RecentSearch[] {
  return records.filter((record) => record.syncYn === 'N').map(({ srchTgtVl, inmSrchTgtClCd, inqDttm }) => ({ srchTgtVl, inmSrchTgtClCd, inqDttm }));
}

/**
 * The list after a sync answered `stored` (the gateway's list, newest first) for the `sent`
 * values. The gateway's list wins: a synced record it no longer has was deleted elsewhere or
 * pushed out by newer ones. Only records added while the call was running stay unsynced.
 * Ids are given again in time order, so the newest record keeps the largest id.
 */
export function mergeStored(records: readonly RecentRecord[], stored: readonly RecentSearch[], sent: ReadonlySet<string>): RecentRecord[] {
  const pending = records.filter((record) => record.syncYn === 'N' && !sent.has(record.srchTgtVl));
  const fromGateway = stored.map((search, index) => ({ ...search, id: stored.length - index, syncYn: 'Y' as const }));
  const merged = normalize([...pending, ...fromGateway]).reverse();
  return merged.map((record, index) => ({ ...record, id: index + 1 })).reverse();
}
