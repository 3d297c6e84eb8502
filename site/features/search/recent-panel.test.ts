import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { searchHomeHtml } from '#shared/catalog/html/search-form-html';

let store: typeof import('./store');
let section: HTMLElement;

const words = () => [...section.querySelectorAll('.recent-searches__word')].map((link) => link.textContent);

async function openPanel(): Promise<void> {
  document.body.innerHTML = searchHomeHtml([]);
  section = document.querySelector<HTMLElement>('[data-recent-searches]')!;
  const { startRecentPanel } = await import('./recent-panel');
  startRecentPanel(section);
}

beforeEach(async () => {
  vi.resetModules();
  vi.stubGlobal('indexedDB', new IDBFactory());
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ statusCode: 200, data: [] })),
  );
  store = await import('./store');
});

afterEach(() => vi.unstubAllGlobals());

test('shows the recent searches newest first, each a link to its search, with 전체 삭제', async () => {
  await openPanel();
  await vi.waitFor(() => expect(section.textContent).toContain('최근 검색어가 없습니다.'));
  expect(section.hidden).toBe(false);
  expect(section.querySelector('.search-panel__action')).toBeNull();
  await store.addRecentSearch('세럼');
  await store.addRecentSearch('<b>크림</b>');
  expect(words()).toEqual(['<b>크림</b>', '세럼']);
  expect(section.querySelector('b')).toBeNull();
  expect(section.querySelector<HTMLAnchorElement>('.recent-searches__word')!.getAttribute('href')).toBe(
    '/kr/ko/dp/search?q=%3Cb%3E%ED%81%AC%EB%A6%BC%3C%2Fb%3E',
  );
  expect(section.querySelector('.search-panel__action')?.textContent).toBe('전체 삭제');
});

test('deletes one search, then all of them', async () => {
  await openPanel();
  await vi.waitFor(() => expect(store.$recentSearches.get().status).toBe('ready'));
  await store.addRecentSearch('세럼');
  await store.addRecentSearch('토너');
  section.querySelector<HTMLButtonElement>('[aria-label="세럼 검색어 삭제"]')!.click();
  await vi.waitFor(() => expect(words()).toEqual(['토너']));
  section.querySelector<HTMLButtonElement>('.search-panel__action')!.click();
  await vi.waitFor(() => expect(section.textContent).toContain('최근 검색어가 없습니다.'));
  expect(section.querySelector('.search-panel__action')).toBeNull();
});

test('says so when this browser cannot keep them', async () => {
  vi.stubGlobal('indexedDB', undefined);
  await openPanel();
  await vi.waitFor(() => expect(section.textContent).toContain('이 브라우저에서는 최근 검색어를 저장할 수 없습니다.'));
});
