/** The search calls' contracts: each route with its schemas (ADR 016). */
import { defineContract } from './contract';
import {
  AutocompleteRequestSchema,
  AutocompleteResponseSchema,
  CountSearchRequestSchema,
  CountSearchResponseSchema,
  PopularKeywordsResponseSchema,
  RECENT_SEARCH_LIMIT,
  SearchProductRequestSchema,
  SearchProductResponseSchema,
  SyncRecentSearchRequestSchema,
  SyncRecentSearchResponseSchema,
} from './search-calls';
import { SEARCH_ROUTES } from './search-routes';

export const SEARCH_CONTRACTS = {
  searchProduct: defineContract(SEARCH_ROUTES.searchProduct, {
    summary:
      '상품 검색: 3자 이상은 전문 검색(trigram), 초성(ㅅㄹ), 1–2자는 LIKE, 영문 자판으로 친 한글(tpfja → 세럼)도 찾음. 카테고리·브랜드·가격 필터, 정렬, 페이지, 패싯',
    request: SearchProductRequestSchema,
    response: SearchProductResponseSchema,
  }),
  countSearch: defineContract(SEARCH_ROUTES.countSearch, {
    summary: '검색 한 번을 인기 검색어에 집계: 판매 중인 상품을 찾는 검색어만 (영문 자판 입력은 한글로 읽어서; 초성과 한 글자는 제외)',
    request: CountSearchRequestSchema,
    response: CountSearchResponseSchema,
  }),
  autocomplete: defineContract(SEARCH_ROUTES.autocomplete, {
    summary: '검색어 자동완성: 입력으로 시작하거나 입력을 포함하는 카테고리·브랜드·상품명 최대 10개 (초성, 영문 자판 입력 포함)',
    request: AutocompleteRequestSchema,
    response: AutocompleteResponseSchema,
  }),
  getPopularKeywords: defineContract(SEARCH_ROUTES.getPopularKeywords, {
    summary: '인기 검색어: 최근 7일 동안 가장 많이 검색된 10개 (검색 기록이 적으면 베스트 상품의 유형으로 채움)',
    request: undefined,
    response: PopularKeywordsResponseSchema,
  }),
  syncRecentSearch: defineContract(SEARCH_ROUTES.syncRecentSearch, {
    summary: `최근 검색어 동기화 (로그인 필요): 저장·삭제·전체 삭제 후 저장된 최근 검색어를 최신순으로 최대 ${RECENT_SEARCH_LIMIT}개`,
    request: SyncRecentSearchRequestSchema,
    response: SyncRecentSearchResponseSchema,
  }),
};
