/**
 * The browser's copy of recent searches: IndexedDB database `common`, version 1, object store
 * `recentSearch`, through idb-keyval. idb-keyval opens the database without a version,
 * which creates it at version 1 with the store; each record is kept under its own numeric `id`.
 * Every failure (no IndexedDB in a private window, a blocked open) rejects, and the caller carries
 * on without recent searches.
 */
import { createStore, entries, promisifyRequest, type UseStore } from 'idb-keyval';
import { parseRecentRecord, type RecentRecord } from './recent-list';

export const RECENT_DB_NAME = 'common';
export const RECENT_STORE_NAME = 'recentSearch';

let table: UseStore | null = null;

function recentTable(): UseStore {
  table ??= createStore(RECENT_DB_NAME, RECENT_STORE_NAME);
  return table;
}

/** The stored records that are records; anything else in the table is skipped, not thrown on. */
export async function readRecentRecords(): Promise<RecentRecord[]> {
  const rows = await entries<IDBValidKey, unknown>(recentTable());
  return rows.flatMap(([key, value]) => {
    const record = parseRecentRecord(value);
    return record && record.id === key ? [record] : [];
  });
}

/** Replaces the table's content with `records` in one transaction (at most 20 rows). */
export async function writeRecentRecords(records: readonly RecentRecord[]): Promise<void> {
  await recentTable()('readwrite', (store) => {
    store.clear();
    for (const record of records) store.put(record, record.id);
    return promisifyRequest(store.transaction);
  });
}

/** For tests: open the database afresh on the next call. */
export function resetRecentTable(): void {
  table = null;
}
