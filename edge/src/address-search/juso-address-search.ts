/**
 * The 행정안전부 도로명주소 검색 API (`/addrlink/addrLinkApi.do`, resultType=json) behind the
 * address search interface. Its answer is `results.common` (`errorCode` "0" on success,
 * `errorMessage`, `totalCount` as text) and `results.juso[]`; error codes become the gateway's
 * Korean refusals: a bad or expired key and outages are 502, a keyword it rejects is 400.
 */
import { GatewayError } from '../gateway/errors';
import type { AddressSearch, RoadAddress, RoadAddressPage, RoadAddressQuery } from './address-search';

/** Longer than this and the shopper is better told the search is down than kept waiting. */
const TIMEOUT_MS = 5_000;

export interface JusoOptions {
  /** The API's origin, e.g. `https://business.juso.go.kr` (tests point it at a local fake). */
  origin: string;
  /** The 승인키 (`confmKey`). */
  key: string;
  fetch?: typeof fetch;
}

/** The API's error code → the gateway's refusal; codes not listed mean the service is unusable. */
const JUSO_REFUSALS: Record<string, 'ADDRESS_KEYWORD_TOO_SHORT' | 'ADDRESS_KEYWORD_TOO_BROAD' | 'ADDRESS_KEYWORD_INVALID'> = {
  E0005: 'ADDRESS_KEYWORD_TOO_SHORT', // 검색어가 입력되지 않았습니다.
  E0008: 'ADDRESS_KEYWORD_TOO_SHORT', // 검색어는 두글자 이상 입력되어야 합니다.
  E0006: 'ADDRESS_KEYWORD_TOO_BROAD', // 주소를 상세히 입력해 주시기 바랍니다.
  E0015: 'ADDRESS_KEYWORD_TOO_BROAD', // 검색 범위를 초과하였습니다.
  E0009: 'ADDRESS_KEYWORD_INVALID', // 검색어는 문자와 숫자 같이 구성되어야 합니다.
  E0010: 'ADDRESS_KEYWORD_INVALID', // 검색어가 너무 깁니다.
  E0011: 'ADDRESS_KEYWORD_INVALID', // 검색어에 너무 긴 숫자가 포함되어 있습니다.
  E0012: 'ADDRESS_KEYWORD_INVALID', // 특수문자+숫자만으로는 검색이 불가능 합니다.
  E0013: 'ADDRESS_KEYWORD_INVALID', // SQL 예약어 또는 특수문자를 검색어로 입력할 수 없습니다.
};

interface JusoAnswer {
  results?: {
    common?: { errorCode?: unknown; errorMessage?: unknown; totalCount?: unknown };
    juso?: Record<string, unknown>[] | null;
  };
}

const field = (row: Record<string, unknown>, name: string) => (typeof row[name] === 'string' ? (row[name] as string).trim() : '');

function toRoadAddress(row: Record<string, unknown>): RoadAddress {
  return {
    zipNo: field(row, 'zipNo'),
    roadAddr: field(row, 'roadAddr'),
    jibunAddr: field(row, 'jibunAddr'),
    bdNm: field(row, 'bdNm'),
    siNm: field(row, 'siNm'),
    sggNm: field(row, 'sggNm'),
    emdNm: field(row, 'emdNm'),
  };
}

/** Calls the API; every way it can fail ends in a GatewayError, never a 500. */
async function callJuso(options: JusoOptions, query: RoadAddressQuery): Promise<JusoAnswer> {
  const url = new URL('/addrlink/addrLinkApi.do', options.origin);
  url.search = new URLSearchParams({
    confmKey: options.key,
    currentPage: String(query.page),
    countPerPage: String(query.size),
    keyword: query.keyword,
    resultType: 'json',
  }).toString();
  try {
    const response = await (options.fetch ?? fetch)(url, { headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(TIMEOUT_MS) });
    if (!response.ok) throw new GatewayError('ADDRESS_SEARCH_UNAVAILABLE');
    return (await response.json()) as JusoAnswer;
  } catch (error) {
    if (error instanceof GatewayError) throw error;
    throw new GatewayError('ADDRESS_SEARCH_UNAVAILABLE');
  }
}

/** The 도로명주소 API as an AddressSearch. */
export function jusoAddressSearch(options: JusoOptions): AddressSearch {
  return {
    provider: 'juso',
    async searchRoadAddress(query: RoadAddressQuery): Promise<RoadAddressPage> {
      const answer = await callJuso(options, query);
      const common = answer.results?.common;
      const errorCode = String(common?.errorCode ?? '');
      if (errorCode !== '0') throw new GatewayError(JUSO_REFUSALS[errorCode] ?? 'ADDRESS_SEARCH_UNAVAILABLE');
      const totalCount = Number(common?.totalCount ?? 0);
      const rows = Array.isArray(answer.results?.juso) ? answer.results.juso : [];
      return {
        totalCount: Number.isSafeInteger(totalCount) && totalCount >= 0 ? totalCount : rows.length,
        items: rows.map(toRoadAddress).filter((item) => /^\d{5}$/.test(item.zipNo) && item.roadAddr !== ''),
      };
    },
  };
}
