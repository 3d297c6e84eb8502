import { afterEach, beforeEach, expect, test, vi } from 'vitest';

const SEARCH = '/api/dp/display/search/v1/searchProduct';
const ANSWER = {
  data: {
    query: '세럼',
    items: [1, 2, 3].map((n) => ({ inmPrdNo: n, imageUrl: `/images/products/${n}.svg` })),
    total: 3,
  },
};

let fetchMock: ReturnType<typeof vi.fn>;
let m: typeof import('./early-search') & typeof import('./search-url');

const searchCalls = () => fetchMock.mock.calls.filter(([url]) => url === SEARCH);
/** Lets the call reach fetch (its headers are built asynchronously). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(async () => {
  fetchMock = vi.fn(async () => Response.json(ANSWER));
  vi.stubGlobal('fetch', fetchMock);
  vi.resetModules();
  m = { ...(await import('./early-search')), ...(await import('./search-url')) };
  document.head.querySelectorAll('link[rel=preload]').forEach((link) => link.remove());
});

afterEach(() => vi.unstubAllGlobals());

const requestOf = (search: string) => m.toSearchRequest(m.readSearchParams(search));

test("the URL's search is asked for once, without the session check, and handed to the island", async () => {
  m.startEarlySearch('?q=%EC%84%B8%EB%9F%BC&sort=popular');
  m.startEarlySearch('?q=%EC%84%B8%EB%9F%BC&sort=popular');
  await settle();
  expect(searchCalls()).toHaveLength(1);
  expect(fetchMock.mock.calls.some(([url]) => String(url).includes('get-cookie'))).toBe(false);
  const [, init] = searchCalls()[0];
  expect(JSON.parse(init.body as string)).toEqual({ query: '세럼', sort: 'popular', page: 1, size: 20 });

  const taken = m.takeEarlySearch(requestOf('?q=%EC%84%B8%EB%9F%BC&sort=popular'));
  expect(await taken).toEqual(ANSWER.data);
  // Taken once: the next search of the page (back, a filter) is the island's own call.
  expect(m.takeEarlySearch(requestOf('?q=%EC%84%B8%EB%9F%BC&sort=popular'))).toBeNull();
});

test('the first two images are preloaded as soon as the answer arrives', async () => {
  m.startEarlySearch('?q=%EC%84%B8%EB%9F%BC');
  await m.takeEarlySearch(requestOf('?q=%EC%84%B8%EB%9F%BC'));
  await settle();
  const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=preload][as=image]')];
  expect(links.map((link) => link.getAttribute('href'))).toEqual(['/images/products/1.svg', '/images/products/2.svg']);
});

test('a different search than the early one is not answered by it', () => {
  m.startEarlySearch('?q=%EC%84%B8%EB%9F%BC');
  expect(m.takeEarlySearch(requestOf('?q=%ED%86%A0%EB%84%88'))).toBeNull();
});

test('no query asks nothing, and once the island has asked, nothing is asked early', async () => {
  m.startEarlySearch('');
  await settle();
  expect(searchCalls()).toHaveLength(0);
  expect(m.takeEarlySearch(requestOf(''))).toBeNull();
  m.startEarlySearch('?q=%EC%84%B8%EB%9F%BC');
  await settle();
  expect(searchCalls()).toHaveLength(0);
});

test('a failed early search rejects for the island, which shows the error', async () => {
  fetchMock.mockImplementation(async () => Response.json({ code: 'INTERNAL', message: '일시적인 오류가 발생했습니다.' }, { status: 500 }));
  m.startEarlySearch('?q=%EC%84%B8%EB%9F%BC');
  await expect(m.takeEarlySearch(requestOf('?q=%EC%84%B8%EB%9F%BC'))).rejects.toThrow('일시적인 오류가 발생했습니다.');
});
