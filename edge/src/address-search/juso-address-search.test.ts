import { afterEach, describe, expect, it, vi } from 'vitest';
import { GANGNAM_FINANCE_CENTER } from '#shared/testing/addresses';
import { createJusoFake, EXPIRED_JUSO_KEY, FAKE_JUSO_KEY } from '#fakes/juso-api';
import { GatewayError } from '../gateway/errors';
import { jusoAddressSearch } from './juso-address-search';
import { selectAddressSearch } from './select-address-search';

const ORIGIN = 'https://juso.test';

/** The adapter with its fetch going to the fake, the requests it sent recorded. */
function withFake(key = FAKE_JUSO_KEY) {
  const fake = createJusoFake();
  const search = jusoAddressSearch({
    origin: ORIGIN,
    key,
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => fake.handle(new Request(input, init))) as typeof fetch,
  });
  return { fake, search };
}

async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(GatewayError);
  return (error as GatewayError).code;
}

afterEach(() => vi.restoreAllMocks());

describe('jusoAddressSearch', () => {
  it('sends the documented parameters and maps results.juso', async () => {
    const { fake, search } = withFake();
    const page = await search.searchRoadAddress({ keyword: '테헤란로 152', page: 1, size: 10 });
    expect(fake.seen).toEqual([{ confmKey: FAKE_JUSO_KEY, currentPage: '1', countPerPage: '10', keyword: '테헤란로 152', resultType: 'json' }]);
    expect(page).toEqual({
      totalCount: 1,
      items: [GANGNAM_FINANCE_CENTER],
    });
  });

  it('reads totalCount from the text the API sends and pages', async () => {
    const { search } = withFake();
    const second = await search.searchRoadAddress({ keyword: '봉은사로', page: 2, size: 10 });
    expect(second.totalCount).toBe(35);
    expect(second.items).toHaveLength(10);
    expect(second.items[0].roadAddr).toMatch(/^서울특별시 강남구 봉은사로 121 /);
  });

  it.each([
    ['a key it does not know (E0001)', 'wrong-key', '테헤란로', 'ADDRESS_SEARCH_UNAVAILABLE'],
    ['an expired key (E0014)', EXPIRED_JUSO_KEY, '테헤란로', 'ADDRESS_SEARCH_UNAVAILABLE'],
    ['a one-letter keyword (E0008)', FAKE_JUSO_KEY, '강', 'ADDRESS_KEYWORD_TOO_SHORT'],
    ['an empty keyword (E0005)', FAKE_JUSO_KEY, ' ', 'ADDRESS_KEYWORD_TOO_SHORT'],
    ['special characters with numbers only (E0012)', FAKE_JUSO_KEY, '12-%', 'ADDRESS_KEYWORD_INVALID'],
    ['SQL-like characters (E0013)', FAKE_JUSO_KEY, "역삼동'--", 'ADDRESS_KEYWORD_INVALID'],
  ])('turns %s into %s', async (_name, key, keyword, code) => {
    const { search } = withFake(key);
    expect(await refusal(search.searchRoadAddress({ keyword, page: 1, size: 10 })).then((found) => found)).toBe(code);
  });

  it.each([
    ['an HTTP error', () => new Response('Bad Gateway', { status: 502 })],
    ['a body that is not JSON', () => new Response('<html>점검 중</html>', { status: 200 })],
    ['a system error (-999)', () => Response.json({ results: { common: { errorCode: '-999', errorMessage: '시스템에러', totalCount: '0' }, juso: null } })],
    ['no connection', () => Promise.reject(new TypeError('fetch failed'))],
  ])('answers 502 ADDRESS_SEARCH_UNAVAILABLE on %s', async (_name, answer) => {
    const search = jusoAddressSearch({ origin: ORIGIN, key: FAKE_JUSO_KEY, fetch: (async () => answer()) as typeof fetch });
    expect(await refusal(search.searchRoadAddress({ keyword: '테헤란로', page: 1, size: 10 }))).toBe('ADDRESS_SEARCH_UNAVAILABLE');
  });
});

describe('selectAddressSearch', () => {
  it('uses the bundled dataset without a key, the 도로명주소 API with one', async () => {
    expect(selectAddressSearch({}).provider).toBe('embedded');
    expect(selectAddressSearch({ JUSO_API_KEY: ' ' }).provider).toBe('embedded');
    const fake = createJusoFake();
    const seen: string[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const request = new Request(input, init);
      seen.push(request.url);
      return fake.handle(request);
    });
    const juso = selectAddressSearch({ JUSO_API_KEY: FAKE_JUSO_KEY, JUSO_API_ORIGIN: ORIGIN });
    expect(juso.provider).toBe('juso');
    expect((await juso.searchRoadAddress({ keyword: '선릉로 428', page: 1, size: 5 })).totalCount).toBe(1);
    expect(seen[0]).toMatch(/^https:\/\/juso\.test\/addrlink\/addrLinkApi\.do\?confmKey=/);
  });
});
