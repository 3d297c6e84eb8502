import { env } from 'cloudflare:test';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { GetPopularKeywordsResponseSchema } from '#shared/schemas/search-calls';
import { callGateway as call, expectJson } from '#edge/testing/gateway-call';
import { seedCatalog } from './search-test-catalog';

const POPULAR = '/dp/display/search/v1/getPopularKeywords';
const SEARCH = '/dp/display/search/v1/searchProduct';
const DAY_MS = 24 * 60 * 60 * 1000;
/** 2026-11-20 12:00 in Korea. */
const NOW = Date.UTC(2026, 10, 20, 3, 0, 0);

async function popular(): Promise<string[]> {
  const response = await call('GET', POPULAR);
  expect(response.status).toBe(200);
  const { data } = GetPopularKeywordsResponseSchema.parse(await response.json());
  expect(data.map((entry) => entry.rank)).toEqual(data.map((_, index) => index + 1));
  return data.map((entry) => entry.keyword);
}

async function searchAt(at: number, body: Record<string, unknown>): Promise<void> {
  vi.setSystemTime(at);
  const response = await call('POST', SEARCH, { body: JSON.stringify(body) });
  expect(response.status).toBe(200);
}

/** The product types of the catalog, most sold first: what a fresh shop shows. */
async function catalogDefaults(): Promise<string[]> {
  const { results } = await env.DB.prepare(
    'SELECT d.type_nm, MAX(p.sales_cnt) AS top FROM search_docs d JOIN products p USING (inm_prd_no) GROUP BY d.type_nm',
  ).all<{ type_nm: string; top: number }>();
  return results.sort((a, b) => b.top - a.top || (a.type_nm < b.type_nm ? -1 : 1)).map((row) => row.type_nm);
}

beforeAll(seedCatalog);
afterEach(() => {
  vi.useRealTimers();
});

describe('GET /api/dp/display/search/v1/getPopularKeywords', () => {
  it('shows the best sellers’ product types while nobody has searched yet', async () => {
    const defaults = await catalogDefaults();
    expect(defaults.length).toBeGreaterThan(10);
    expect(await popular()).toEqual(defaults.slice(0, 10));
  });

  it('ranks the keywords searched most in the last 7 days, topped up with the defaults', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // Counted: page 1 of a search with hits, Latin letters lowercased, English layout as its Hangul.
    for (const query of ['크림', '크림', ' 크림 ', '크림', 'tpfja', '세럼', 'Damso', 'damso', 'DAMSO', '히알루론']) await searchAt(NOW, { query });
    // Not counted: other pages, re-sorts, filters, 초성, single letters, no hits, and searches older than 7 days.
    await searchAt(NOW, { query: '히알루론', page: 2 });
    await searchAt(NOW, { query: '히알루론', sort: 'priceAsc' });
    await searchAt(NOW, { query: '히알루론', catNm: '스킨케어' });
    await searchAt(NOW, { query: 'ㅅㄹ' });
    for (let i = 0; i < 5; i++) await searchAt(NOW, { query: '세' });
    for (let i = 0; i < 5; i++) await searchAt(NOW, { query: '없는상품명' });
    for (let i = 0; i < 5; i++) await searchAt(NOW - 7 * DAY_MS, { query: '앰플' });
    // Six days ago still counts; as often as 세럼, but 세럼 was searched more recently.
    await searchAt(NOW - 6 * DAY_MS, { query: '에센스' });
    await searchAt(NOW - 6 * DAY_MS, { query: '에센스' });
    vi.setSystemTime(NOW);
    const defaults = (await catalogDefaults()).filter((keyword) => !['크림', '세럼', 'damso', '에센스', '히알루론'].includes(keyword));
    expect(await popular()).toEqual(['크림', 'damso', '세럼', '에센스', '히알루론', ...defaults.slice(0, 5)]);
  });

  it('takes no body and refuses POST with 405', async () => {
    await expectJson(await call('POST', POPULAR, { body: '{}' }), 405, { code: 'METHOD_NOT_ALLOWED', message: '이 주소에서 허용되지 않는 요청 방식입니다.' });
  });
});
