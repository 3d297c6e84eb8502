/**
 * Requests and answers of the search calls: search, autocomplete, popular keywords
 * and the logged-in customer's recent searches.
 */
import { z } from 'zod';
import { pageOf, ProductCardSchema } from './display-calls';
import { contractsNamed } from './contract';
import * as S from './search-calls';
import { SEARCH_ROUTES } from './search-routes';

const query = z.string({ error: '검색어를 입력해 주세요.' }).trim().min(1, '검색어를 입력해 주세요.').max(50, '검색어는 50자까지 입력할 수 있습니다.');

/** Recent searches kept per customer. */
export const RECENT_SEARCH_LIMIT = 20;

/** How a query matched: full text (trigram), 초성, LIKE (1–2 characters), or as Hangul typed on an English layout. */
export const SEARCH_MATCHES = ['fts', 'choseong', 'like', 'keyboard'] as const;
export const SearchMatchSchema = z.enum(SEARCH_MATCHES);

/** Result sorts: 정확도순 (default), 인기순, 신상품순, 낮은 가격순, 높은 가격순. */
export const SEARCH_SORTS = ['relevance', 'popular', 'newest', 'priceAsc', 'priceDesc'] as const;

/** `POST /dp/display/search/v1/searchProduct`. */
export const SearchProductRequestSchema = z.object({
  query,
  catNm: z.string().min(1).max(40).optional(),
  brandCd: z.string().length(5).optional(),
  minPrice: z.number().int().nonnegative().optional(),
  maxPrice: z.number().int().nonnegative().optional(),
  sort: z.enum(SEARCH_SORTS).default('relevance'),
  page: z.number().int().min(1).max(500).default(1),
  size: z.number().int().min(1).max(100).default(20),
});
export type SearchProductRequest = z.input<typeof SearchProductRequestSchema>;

/** What a search answers: a page of cards, the notice's texts, the facets and the empty state's suggestions. */
export const SearchAnswerSchema = pageOf(ProductCardSchema).extend({
  query: z.string(),
  /** The text actually searched: the query, or its Hangul reading when it was typed on an English layout. */
  searchedQuery: z.string(),
  match: SearchMatchSchema.nullable(),
  /** Filter values with the number of matching products, counted before any filter. */
  facets: z.object({
    categories: z.array(z.object({ catNm: z.string(), count: z.number().int().nonnegative() })),
    brands: z.array(z.object({ brandCd: z.string(), brandNm: z.string(), count: z.number().int().nonnegative() })),
  }),
  /** When nothing matched: keywords worth trying instead. */
  suggestions: z.array(z.string()),
});
export type SearchAnswer = z.infer<typeof SearchAnswerSchema>;

export const SearchProductResponseSchema = z.object({ statusCode: z.literal(200), data: SearchAnswerSchema });
export type SearchProductResponse = z.infer<typeof SearchProductResponseSchema>;

/**
 * `POST /dp/display/search/v1/countSearch`: counts one shopper's search of `query` toward the popular
 * keywords, as `searchProduct` counts its own (a search page served from the edge's copy asks no
 * search). Only a keyword that finds products on sale counts: the query itself, or its Hangul
 * reading when it was typed on an English layout; 초성 and single letters never do.
 */
export const CountSearchRequestSchema = z.object({ query });
export const CountSearchResponseSchema = z.object({
  statusCode: z.literal(200),
  /** The keyword counted, or null when the search counts as none. */
  data: z.object({ keyword: z.string().nullable() }),
});
export type CountSearchResponse = z.infer<typeof CountSearchResponseSchema>;

/** `POST /dp/display/search/v1/autocomplete`: up to 10 suggestions while typing. */
export const AutocompleteRequestSchema = z.object({ query });
export const AutocompleteResponseSchema = z.object({
  statusCode: z.literal(200),
  data: z.array(z.object({ keyword: z.string(), kind: z.enum(['product', 'brand', 'category']), productCode: z.string().nullable() })),
});
export type AutocompleteResponse = z.infer<typeof AutocompleteResponseSchema>;

/** `GET /dp/display/search/v1/getPopularKeywords`: the 10 most searched keywords of the last 7 days, ranked. */
export const GetPopularKeywordsResponseSchema = z.object({
  statusCode: z.literal(200),
  data: z.array(z.object({ rank: z.number().int().min(1), keyword: z.string() })),
});
export type GetPopularKeywordsResponse = z.infer<typeof GetPopularKeywordsResponseSchema>;

/** A recent search as the browser keeps it (IndexedDB `common` v1, table `recentSearch`) and the gateway syncs it. */
export const RecentSearchSchema = z.object({
  srchTgtVl: z.string().min(1).max(50),
  /** Search target class code: `PRD` product search, `BRD` brand, `CAT` category. */
  inmSrchTgtClCd: z.enum(['PRD', 'BRD', 'CAT']),
  /** 14-digit yyyyMMddHHmmss. */
  inqDttm: z.string().regex(/^\d{14}$/),
});
export type RecentSearch = z.infer<typeof RecentSearchSchema>;

/** `POST /dp/display/search/v1/syncRecentSearch` (login required): saves the given searches, deletes the named ones, answers the stored list (newest first, at most 20). */
export const SyncRecentSearchRequestSchema = z.object({
  save: z.array(RecentSearchSchema).max(RECENT_SEARCH_LIMIT).default([]),
  /** `srchTgtVl`s to delete; `deleteAll` clears them all. */
  delete: z.array(z.string().min(1).max(50)).max(RECENT_SEARCH_LIMIT).default([]),
  deleteAll: z.boolean().default(false),
});
export type SyncRecentSearchRequest = z.input<typeof SyncRecentSearchRequestSchema>;
export const SyncRecentSearchResponseSchema = z.object({ statusCode: z.literal(200), data: z.array(RecentSearchSchema) });
export type SyncRecentSearchResponse = z.infer<typeof SyncRecentSearchResponseSchema>;

export const SEARCH_CONTRACTS = contractsNamed(S, SEARCH_ROUTES, {
  searchProduct: {
    summary:
      '상품 검색: 3자 이상은 전문 검색(trigram), 초성(ㅅㄹ), 1–2자는 LIKE, 영문 자판으로 친 한글(tpfja → 세럼)도 찾음. 카테고리·브랜드·가격 필터, 정렬, 페이지, 패싯',
  },
  countSearch: { summary: '검색 한 번을 인기 검색어에 집계: 판매 중인 상품을 찾는 검색어만 (영문 자판 입력은 한글로 읽어서; 초성과 한 글자는 제외)' },
  autocomplete: { summary: '검색어 자동완성: 입력으로 시작하거나 입력을 포함하는 카테고리·브랜드·상품명 최대 10개 (초성, 영문 자판 입력 포함)' },
  getPopularKeywords: { summary: '인기 검색어: 최근 7일 동안 가장 많이 검색된 10개 (검색 기록이 적으면 베스트 상품의 유형으로 채움)' },
  syncRecentSearch: { summary: `최근 검색어 동기화 (로그인 필요): 저장·삭제·전체 삭제 후 저장된 최근 검색어를 최신순으로 최대 ${RECENT_SEARCH_LIMIT}개` },
});
