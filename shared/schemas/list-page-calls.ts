/**
 * Requests and answers of the list pages' calls: everything one product list, 베스트, 특가, 전체
 * 메뉴 or 샘플마켓 page shows, read in one batch, with the catalog generation it was read at and the
 * next moment the page changes by itself (a hot deal or a sample period starting or ending), so the
 * worker's copy of the page goes stale on time (docs/decisions/039-catalog-pages-drawn-at-the-edge.md).
 * Dates are 14-digit yyyyMMddHHmmss strings in Korean time.
 */
import { z } from 'zod';
import { SampleMarketItemSchema } from './campaign-calls';
import { CategoryNodeSchema, ProductCardSchema, ProductSortSchema } from './display-calls';
import { GetPopularKeywordsResponseSchema, SearchAnswerSchema, SearchProductRequestSchema } from './search-calls';
import { contractsNamed } from './contract';
import * as S from './list-page-calls';
import { LIST_PAGE_ROUTES } from './list-page-routes';

const DTTM14 = z.string().regex(/^\d{14}$/);

/** What every page answer carries besides its content. */
const PageMetaSchema = z.object({
  /** The catalog generation the page's data was read at. */
  generation: z.number().int().nonnegative(),
  /** The next start or end of a hot deal (or, on the sample market, of a sample's period); null when none is ahead. */
  nextChangeDttm: DTTM14.nullable(),
});
export type PageMeta = z.infer<typeof PageMetaSchema>;

/**
 * `POST /dp/display/page/v1/getProductListPage`: a page of a category's, a subcategory's or every
 * product's list with its total and the category tree. An unknown category or subcategory is a
 * 404 `CATEGORY_NOT_FOUND`; a page past the last answers no items.
 */
export const GetProductListPageRequestSchema = z.object({
  catNm: z.string().min(1).max(40).optional(),
  subCatNm: z.string().min(1).max(40).optional(),
  sort: ProductSortSchema.default('popular'),
  page: z.number().int().min(1).max(99_999).default(1),
});
export type GetProductListPageRequest = z.input<typeof GetProductListPageRequestSchema>;
export const ProductListPageSchema = PageMetaSchema.extend({
  items: z.array(ProductCardSchema),
  total: z.number().int().nonnegative(),
  size: z.number().int().min(1),
  tree: z.array(CategoryNodeSchema),
});
export type ProductListPage = z.infer<typeof ProductListPageSchema>;
export const GetProductListPageResponseSchema = z.object({ statusCode: z.literal(200), data: ProductListPageSchema });

/** `GET /dp/display/page/v1/getBestPage`: the 100 most popular products and the category tree. */
export const BestPageSchema = PageMetaSchema.extend({ items: z.array(ProductCardSchema), tree: z.array(CategoryNodeSchema) });
export type BestPage = z.infer<typeof BestPageSchema>;
export const GetBestPageResponseSchema = z.object({ statusCode: z.literal(200), data: BestPageSchema });

/** `GET /dp/display/page/v1/getHotDealPage`: every running hot deal, most popular first. */
export const HotDealPageSchema = PageMetaSchema.extend({ items: z.array(ProductCardSchema) });
export type HotDealPage = z.infer<typeof HotDealPageSchema>;
export const GetHotDealPageResponseSchema = z.object({ statusCode: z.literal(200), data: HotDealPageSchema });

/** `GET /dp/display/page/v1/getAllMenuPage`: the category tree. */
export const AllMenuPageSchema = PageMetaSchema.extend({ tree: z.array(CategoryNodeSchema) });
export type AllMenuPage = z.infer<typeof AllMenuPageSchema>;
export const GetAllMenuPageResponseSchema = z.object({ statusCode: z.literal(200), data: AllMenuPageSchema });

/** `GET /dp/display/page/v1/getSampleMarketPage`: every sample-market item, as getSampleMarketList orders them. */
export const SampleMarketPageSchema = PageMetaSchema.extend({ items: z.array(SampleMarketItemSchema) });
export type SampleMarketPage = z.infer<typeof SampleMarketPageSchema>;
export const GetSampleMarketPageResponseSchema = z.object({ statusCode: z.literal(200), data: SampleMarketPageSchema });

/**
 * `POST /dp/display/page/v1/getSearchPage`: the search page (`/kr/ko/dp/search?q=…`) as the worker
 * draws it. With a query: the first page asked of searchProduct's answer (20 cards), which counts
 * no search (the worker counts each page it serves with countSearch). Without one: the popular
 * keywords the page offers before a search.
 */
export const GetSearchPageRequestSchema = SearchProductRequestSchema.omit({ size: true }).partial({ query: true });
export type GetSearchPageRequest = z.input<typeof GetSearchPageRequestSchema>;
export const SearchPageSchema = PageMetaSchema.extend({
  /** null without a query. */
  search: SearchAnswerSchema.nullable(),
  /** Without a query: the popular keywords, ranked; with one, none. */
  popularKeywords: GetPopularKeywordsResponseSchema.shape.data,
});
export type SearchPage = z.infer<typeof SearchPageSchema>;
export const GetSearchPageResponseSchema = z.object({ statusCode: z.literal(200), data: SearchPageSchema });

export const LIST_PAGE_CONTRACTS = contractsNamed(S, LIST_PAGE_ROUTES, {
  getProductListPage: {
    summary: '상품 목록 페이지: 한 페이지의 상품, 전체 수, 카테고리 트리, 카탈로그 세대 (없는 카테고리는 404 CATEGORY_NOT_FOUND)',
    errors: ['CATEGORY_NOT_FOUND'],
  },
  getBestPage: { summary: '베스트 페이지: 인기 상품 100개와 카테고리 트리, 카탈로그 세대' },
  getHotDealPage: { summary: '특가 페이지: 진행 중인 특가 상품 (인기순)과 다음 특가 시작·종료 시각, 카탈로그 세대' },
  getAllMenuPage: { summary: '전체 메뉴 페이지: 카테고리 트리와 카탈로그 세대' },
  getSampleMarketPage: { summary: '샘플마켓 페이지: 모든 샘플 (진행 중, 오픈 예정, 종료 순)과 다음 기간 시작·종료 시각, 카탈로그 세대' },
  getSearchPage: { summary: '검색 페이지: 검색어가 있으면 검색 결과 첫 화면(검색 횟수는 세지 않음), 없으면 인기 검색어, 카탈로그 세대' },
});
