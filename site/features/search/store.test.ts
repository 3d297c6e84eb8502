import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import type { RecentRecord } from './recent-list';

type Modules = typeof import('./store') & { customer: typeof import('../member/store') };

const SYNC = '/api/dp/display/search/v1/syncRecentSearch';
let fetchMock: ReturnType<typeof vi.fn>;
let m: Modules;

/** The store with fresh module state, over a fresh IndexedDB. */
async function freshStore(): Promise<Modules> {
  vi.resetModules();
  const store = await import('./store');
  return { ...store, customer: await import('../member/store') };
}

function asMember(): void {
  m.customer.$customer.set({ status: 'member', info: { incsNo: '100000001' } as never, extras: m.customer.EMPTY_EXTRAS, loaded: true });
}

/** The rows of `common` / `recentSearch` exactly as the browser keeps them. */
async function storedRows(): Promise<{ version: number; stores: string[]; rows: [IDBValidKey, unknown][] }> {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open('common');
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  const store = db.transaction('recentSearch').objectStore('recentSearch');
  const [keys, values] = await Promise.all(
    [store.getAllKeys(), store.getAll()].map((request) => new Promise<unknown[]>((resolve) => (request.onsuccess = () => resolve(request.result)))),
  );
  const result = {
    version: db.version,
    stores: [...db.objectStoreNames],
    rows: keys.map((key, index) => [key as IDBValidKey, values[index]] as [IDBValidKey, unknown]),
  };
  db.close();
  return result;
}

const words = () => m.$recentSearches.get().items.map((item) => item.srchTgtVl);
const syncBodies = () => fetchMock.mock.calls.filter(([url]) => url === SYNC).map(([, init]) => JSON.parse(init.body as string));

beforeEach(async () => {
  vi.stubGlobal('indexedDB', new IDBFactory());
  fetchMock = vi.fn(async () => Response.json({ data: {} }));
  vi.stubGlobal('fetch', fetchMock);
  m = await freshStore();
  m.customer.$customer.set({ status: 'guest', info: null, extras: m.customer.EMPTY_EXTRAS, loaded: true });
  await m.loadRecentSearches();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

test('a search is kept in IndexedDB common v1, table recentSearch, with the recent search fields', async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-04T05:06:07Z'));
  await m.addRecentSearch('세럼');
  const { version, stores, rows } = await storedRows();
  expect(version).toBe(1);
  expect(stores).toEqual(['recentSearch']);
  // 14:06:07 in Korea.
  expect(rows).toEqual([[1, { id: 1, srchTgtVl: '세럼', inmSrchTgtClCd: 'PRD', inqDttm: '20260304140607', syncYn: 'N' }]]);
  expect(words()).toEqual(['세럼']);
});

test('newest first; a repeated search moves to the top without a duplicate', async () => {
  for (const word of ['세럼', '크림', '토너']) await m.addRecentSearch(word);
  expect(words()).toEqual(['토너', '크림', '세럼']);
  await m.addRecentSearch('세럼');
  expect(words()).toEqual(['세럼', '토너', '크림']);
  const { rows } = await storedRows();
  expect(rows.map(([, value]) => (value as RecentRecord).srchTgtVl).sort()).toEqual(['세럼', '크림', '토너']);
  // The list survives the page: a new page reads it back from IndexedDB in the same order.
  m = await freshStore();
  await m.loadRecentSearches();
  expect(words()).toEqual(['세럼', '토너', '크림']);
});

test('keeps the 20 newest searches', async () => {
  for (let index = 1; index <= 23; index += 1) await m.addRecentSearch(`검색어${index}`);
  expect(words()).toHaveLength(20);
  expect(words()[0]).toBe('검색어23');
  expect(words()[19]).toBe('검색어4');
  expect((await storedRows()).rows).toHaveLength(20);
});

test('deletes one search, then all of them', async () => {
  for (const word of ['세럼', '크림', '토너']) await m.addRecentSearch(word);
  await m.deleteRecentSearch('크림');
  expect(words()).toEqual(['토너', '세럼']);
  expect((await storedRows()).rows).toHaveLength(2);
  await m.clearRecentSearches();
  expect(words()).toEqual([]);
  expect((await storedRows()).rows).toEqual([]);
});

test('corrupt rows are skipped, never thrown on, and the next change drops them', async () => {
  await m.addRecentSearch('세럼');
  const db = await new Promise<IDBDatabase>((resolve) => {
    const request = indexedDB.open('common');
    request.onsuccess = () => resolve(request.result);
  });
  const store = db.transaction('recentSearch', 'readwrite').objectStore('recentSearch');
  store.put('not a record', 7);
  store.put({ id: 8, srchTgtVl: '', inmSrchTgtClCd: 'PRD', inqDttm: '20260101000000', syncYn: 'N' }, 8);
  store.put({ id: 9, srchTgtVl: '크림', inmSrchTgtClCd: 'PRD', inqDttm: 'yesterday', syncYn: 'N' }, 9);
  store.put({ id: 99, srchTgtVl: '토너', inmSrchTgtClCd: 'PRD', inqDttm: '20260101000000', syncYn: 'N' }, 10);
  await new Promise((resolve) => (store.transaction.oncomplete = resolve));
  db.close();

  m = await freshStore();
  await m.loadRecentSearches();
  expect(m.$recentSearches.get()).toMatchObject({ status: 'ready' });
  expect(words()).toEqual(['세럼']);
  await m.addRecentSearch('앰플');
  expect((await storedRows()).rows.map(([key]) => key)).toEqual([1, 2]);
});

test('without IndexedDB the list is unavailable and searching still works', async () => {
  vi.stubGlobal('indexedDB', undefined);
  m = await freshStore();
  await m.loadRecentSearches();
  expect(m.$recentSearches.get()).toEqual({ status: 'unavailable', items: [] });
  await expect(m.addRecentSearch('세럼')).resolves.toBeUndefined();
  await expect(m.clearRecentSearches()).resolves.toBeUndefined();
  expect(words()).toEqual([]);
});

test('a guest never calls the gateway: searches stay unsynced', async () => {
  await m.addRecentSearch('세럼');
  await m.deleteRecentSearch('세럼');
  await m.addRecentSearch('크림');
  await m.clearRecentSearches();
  await m.addRecentSearch('토너');
  expect(fetchMock).not.toHaveBeenCalled();
  expect(m.$recentSearches.get().items.map((item) => item.syncYn)).toEqual(['N']);
});

/** A gateway that keeps the member's list the way the contract says: newest first, at most 20. */
function fakeGateway(initial: { srchTgtVl: string; inqDttm: string }[] = []): void {
  let stored = initial.map((search) => ({ ...search, inmSrchTgtClCd: 'PRD' }));
  fetchMock.mockImplementation(async (url: string, init: RequestInit) => {
    if (url.endsWith('get-cookie')) return Response.json({ token: 'member-token' });
    const body = JSON.parse(init.body as string) as { save: typeof stored; delete: string[]; deleteAll: boolean };
    if (body.deleteAll) stored = [];
    const gone = new Set([...body.delete, ...body.save.map((search) => search.srchTgtVl)]);
    stored = [...body.save, ...stored.filter((search) => !gone.has(search.srchTgtVl))].sort((a, b) => b.inqDttm.localeCompare(a.inqDttm)).slice(0, 20);
    return Response.json({ statusCode: 200, data: stored });
  });
}

test('for a member, unsynced searches are sent, flagged Y, and the stored list is merged in', async () => {
  await m.addRecentSearch('세럼'); // as a guest: stays N
  fakeGateway([{ srchTgtVl: '선크림', inqDttm: '20250101090000' }]);
  asMember();
  await m.syncRecentSearches();
  expect(syncBodies()).toEqual([{ save: [expect.objectContaining({ srchTgtVl: '세럼', inmSrchTgtClCd: 'PRD' })], delete: [], deleteAll: false }]);
  expect(m.$recentSearches.get().items.map(({ srchTgtVl, syncYn }) => [srchTgtVl, syncYn])).toEqual([
    ['세럼', 'Y'],
    ['선크림', 'Y'],
  ]);
  const { rows } = await storedRows();
  expect(rows.map(([, value]) => (value as RecentRecord).syncYn)).toEqual(['Y', 'Y']);
  // The member's token goes with the call.
  const call = fetchMock.mock.calls.find(([url]) => url === SYNC);
  expect(new Headers(call?.[1].headers).get('Authorization')).toBe('Bearer member-token');

  await m.addRecentSearch('크림');
  expect(syncBodies()[1].save.map((search: { srchTgtVl: string }) => search.srchTgtVl)).toEqual(['크림']);
  expect(words()).toEqual(['크림', '세럼', '선크림']);
  expect(m.$recentSearches.get().items.every((item) => item.syncYn === 'Y')).toBe(true);
});

test('a member deletion is synced; a failed sync leaves searches unsynced and is sent again', async () => {
  fetchMock.mockImplementation(async (url: string) =>
    url.endsWith('get-cookie')
      ? Response.json({ token: 'member-token' })
      : Response.json({ code: 'NETWORK', message: '일시적인 오류가 발생했습니다.' }, { status: 503 }),
  );
  asMember();
  await m.addRecentSearch('세럼');
  await m.addRecentSearch('크림');
  expect(m.$recentSearches.get().items.map((item) => item.syncYn)).toEqual(['N', 'N']);

  fakeGateway([{ srchTgtVl: '토너', inqDttm: '20250101090000' }]);
  await m.deleteRecentSearch('세럼');
  expect(syncBodies().at(-1)).toEqual({ save: [expect.objectContaining({ srchTgtVl: '크림' })], delete: ['세럼'], deleteAll: false });
  expect(m.$recentSearches.get().items.map(({ srchTgtVl, syncYn }) => [srchTgtVl, syncYn])).toEqual([
    ['크림', 'Y'],
    ['토너', 'Y'],
  ]);
  await m.clearRecentSearches();
  expect(syncBodies().at(-1)).toEqual({ save: [], delete: [], deleteAll: true });
  expect(words()).toEqual([]);
});

test('startRecentSearches syncs once the visitor turns out to be a member', async () => {
  await m.addRecentSearch('세럼');
  fakeGateway();
  // A new page: the list and the customer both still loading.
  m = await freshStore();
  const stop = m.startRecentSearches();
  await vi.waitFor(() => expect(m.$recentSearches.get().status).toBe('ready'));
  expect(m.customer.$customer.get().status).toBe('loading');
  expect(syncBodies()).toEqual([]);
  asMember();
  await vi.waitFor(() => expect(m.$recentSearches.get().items[0]?.syncYn).toBe('Y'));
  expect(syncBodies()).toHaveLength(1);
  stop();
});
