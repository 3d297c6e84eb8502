/**
 * `$recentSearches`: the shopper's recent searches, kept in IndexedDB (`recent-db.ts`) and, for a
 * logged-in customer, synced with the gateway. Guests never call the gateway; their
 * searches stay unsynced (`syncYn` 'N') and are sent once they log in. Without IndexedDB (a
 * private window) the status is 'unavailable' and the screen simply shows no recent searches.
 */
import { atom } from 'nanostores';
import { toDttm14 } from '#shared/format';
import { $customer } from '../member/store';
import { syncRecentSearch } from './calls';
import { readRecentRecords, writeRecentRecords } from './recent-db';
import { mergeStored, normalize, unsynced, withoutSearch, withSearch, type RecentRecord } from './recent-list';

export interface RecentState {
  status: 'loading' | 'ready' | 'unavailable';
  /** Newest first. */
  items: RecentRecord[];
}

export const $recentSearches = atom<RecentState>({ status: 'loading', items: [] });

let queue: Promise<void> = Promise.resolve();

/** Changes run one after another, so two quick searches never compute the same next id. */
function serially(task: () => Promise<void>): Promise<void> {
  const run = queue.then(task);
  queue = run.catch(() => {});
  return run;
}

async function commit(items: RecentRecord[]): Promise<void> {
  $recentSearches.set({ status: 'ready', items });
  try {
    await writeRecentRecords(items);
  } catch {
    // The screen keeps the list for this page; the next page reads what the table still holds.
  }
}

function change(update: (items: RecentRecord[]) => RecentRecord[]): Promise<void> {
  return serially(async () => {
    if ($recentSearches.get().status !== 'ready') return;
    await commit(update($recentSearches.get().items));
  });
}

/** Deletions the gateway has not confirmed yet: sent again with the next sync of this page. */
const pendingDeletes = new Set<string>();
let pendingDeleteAll = false;
let latestSync = 0;

const isMember = () => $customer.get().status === 'member';

/** Sends unsynced searches and pending deletions, then takes in the gateway's list. */
export async function syncRecentSearches(): Promise<void> {
  if (!isMember() || $recentSearches.get().status !== 'ready') return;
  const current = (latestSync += 1);
  const save = unsynced($recentSearches.get().items);
  const deletes = [...pendingDeletes];
  const deleteAll = pendingDeleteAll;
  try {
    const stored = await syncRecentSearch({ save, delete: deletes, deleteAll });
    deletes.forEach((value) => pendingDeletes.delete(value));
    if (deleteAll) pendingDeleteAll = false;
    // A later sync answers for a later list; an older answer would bring back what was deleted since.
    if (current !== latestSync) return;
    const sent = new Set(save.map((search) => search.srchTgtVl));
    await serially(() => commit(mergeStored($recentSearches.get().items, stored, sent)));
  } catch {
    // Stays unsynced ('N') and is sent again with the next sync.
  }
}

/** Reads the table once per page; the list is then kept in the store. */
export function loadRecentSearches(): Promise<void> {
  return serially(async () => {
    try {
      $recentSearches.set({ status: 'ready', items: normalize(await readRecentRecords()) });
    } catch {
      $recentSearches.set({ status: 'unavailable', items: [] });
    }
  });
}

export async function addRecentSearch(value: string): Promise<void> {
  await change((items) => withSearch(items, value, toDttm14(Date.now())));
  await syncRecentSearches();
}

export async function deleteRecentSearch(value: string): Promise<void> {
  await change((items) => withoutSearch(items, value));
  if (!isMember()) return;
  pendingDeletes.add(value);
  await syncRecentSearches();
}

export async function clearRecentSearches(): Promise<void> {
  await change(() => []);
  if (!isMember()) return;
  pendingDeleteAll = true;
  await syncRecentSearches();
}

/** Loads the list and syncs it whenever the visitor turns out to be a member. Returns the stop. */
export function startRecentSearches(): () => void {
  void loadRecentSearches().then(syncRecentSearches);
  let wasMember = isMember();
  return $customer.listen((customer) => {
    const member = customer.status === 'member';
    if (member && !wasMember) void syncRecentSearches();
    wasMember = member;
  });
}
