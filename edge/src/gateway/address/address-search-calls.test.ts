import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createJusoFake, FAKE_JUSO_KEY } from '#fakes/juso-api';
import { expectJson } from '#edge/testing/gateway-call';
import { okData, postAddress } from './address-test-support';

interface SearchData {
  totalCount: number;
  tooMany: boolean;
  page: number;
  size: number;
  items: { roadAddr: string; zipNo: string }[];
}

const search = (body: unknown, bindings?: object) => postAddress('searchRoadAddress', body, undefined, bindings);

/** The worker configured with a 도로명주소 API key, its fetch going to the fake. */
function withJuso(key = FAKE_JUSO_KEY) {
  const fake = createJusoFake();
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => fake.handle(new Request(input, init)));
  return { ...env, JUSO_API_KEY: key, JUSO_API_ORIGIN: 'https://juso.test' };
}

afterEach(() => vi.restoreAllMocks());

describe('POST /api/cu/address/v1/searchRoadAddress (bundled dataset)', () => {
  it('flags 30 or more results as too many, for guests too', async () => {
    const data = await okData<SearchData>(search({ keyword: '테헤란로' }));
    expect(data.totalCount).toBeGreaterThanOrEqual(30);
    expect(data).toMatchObject({ tooMany: true, page: 1, size: 10 });
    expect(data.items).toHaveLength(10);
  });

  it('finds the one address of a detailed keyword', async () => {
    expect(await okData<SearchData>(search({ keyword: '  테헤란로 152 ', page: 1, size: 20 }))).toEqual({
      totalCount: 1,
      tooMany: false,
      page: 1,
      size: 20,
      items: [expect.objectContaining({ zipNo: '06236', roadAddr: '서울특별시 강남구 테헤란로 152 (역삼동, 강남파이낸스센터)' })],
    });
  });

  it.each([
    ['a one-letter keyword', { keyword: ' 강 ' }, { keyword: '검색어를 두 글자 이상 입력해 주세요.' }],
    ['no keyword', {}, { keyword: '검색어를 입력해 주세요.' }],
    ['a page of 0', { keyword: '테헤란로', page: 0 }, { page: '페이지 번호가 올바르지 않습니다.' }],
    ['more than 50 a page', { keyword: '테헤란로', size: 51 }, { size: '한 번에 50건까지 조회할 수 있습니다.' }],
  ])('refuses %s with 400 and the field in Korean', async (_name, body, fields) => {
    await expectJson(await search(body), 400, { code: 'INVALID_INPUT', message: '입력값을 확인해 주세요.', fields });
  });
});

describe('POST /api/cu/address/v1/searchRoadAddress (도로명주소 API)', () => {
  it('answers the API’s results with tooMany', async () => {
    const data = await okData<SearchData>(search({ keyword: '봉은사로', page: 4 }, withJuso()));
    expect(data).toMatchObject({ totalCount: 35, tooMany: true, page: 4 });
    expect(data.items).toHaveLength(5);
  });

  it('answers 502 in Korean when the API refuses the key (E0001)', async () => {
    await expectJson(await search({ keyword: '테헤란로 152' }, withJuso('not-the-key')), 502, {
      code: 'ADDRESS_SEARCH_UNAVAILABLE',
      message: '주소 검색 서비스에 연결하지 못했습니다. 잠시 후 다시 시도해 주세요.',
      traceId: expect.any(String),
    });
  });

  it('answers 400 in Korean when the API refuses the keyword (E0012)', async () => {
    await expectJson(await search({ keyword: '12-%' }, withJuso()), 400, {
      code: 'ADDRESS_KEYWORD_INVALID',
      message: '검색어에 사용할 수 없는 문자가 있습니다. 도로명, 건물명 또는 지번으로 검색해 주세요.',
    });
  });
});
