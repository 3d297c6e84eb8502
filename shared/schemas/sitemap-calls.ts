/**
 * The sitemap's calls: what `/sitemap.xml` and its files list, read from D1 by the gateway so an
 * operator's `GATEWAY_ORIGIN` applies as for every catalog read. Only products on sale are listed
 * (판매중지 ones are not). Products are walked by number with keyset pages, never OFFSET, so the
 * last file of 100,000 products costs what the first does.
 */
import { z } from 'zod';
import { CatalogGenerationSchema } from './display-calls';
import { contractsNamed } from './contract';
import * as S from './sitemap-calls';
import { SITEMAP_ROUTES } from './sitemap-routes';

/** URLs one sitemap file may hold (sitemaps.org). */
export const SITEMAP_FILE_MAX_URLS = 50_000;
/** Products one getSitemapProducts call answers at most. */
export const SITEMAP_PRODUCTS_PAGE_MAX = 10_000;

/** When a row last changed, W3C datetime in UTC (`2026-11-20T03:30:00Z`); null when unknown. */
const LastmodSchema = z.string().nullable();
const productNumber = z.string().max(20);

export const SitemapCategorySchema = z.object({
  catNm: z.string(),
  lastmod: LastmodSchema,
  /** The subcategories with products on sale, in display order. */
  subcategories: z.array(z.object({ subCatNm: z.string(), lastmod: LastmodSchema })),
});
export type SitemapCategory = z.infer<typeof SitemapCategorySchema>;

/** One products file: its last product number (the next file starts after it), size and newest change. */
export const SitemapProductFileSchema = z.object({ lastInmPrdNo: productNumber, count: z.number().int().positive(), lastmod: LastmodSchema });
export type SitemapProductFile = z.infer<typeof SitemapProductFileSchema>;

/** `POST /dp/display/sitemap/v1/getSitemapSummary`: categories with products on sale, and the products files. */
export const GetSitemapSummaryRequestSchema = z.object({
  perFile: z.number().int().min(1).max(SITEMAP_FILE_MAX_URLS).default(SITEMAP_FILE_MAX_URLS),
});
export const GetSitemapSummaryResponseSchema = z.object({
  statusCode: z.literal(200),
  data: CatalogGenerationSchema.extend({
    /** In display order; only those with products on sale. */
    categories: z.array(SitemapCategorySchema),
    /** The products on sale by number, `perFile` a file. */
    productFiles: z.array(SitemapProductFileSchema),
  }),
});
export type SitemapSummary = z.infer<typeof GetSitemapSummaryResponseSchema>['data'];

/** `POST /dp/display/sitemap/v1/getSitemapProducts`: products on sale numbered after `after`, up to `through`. */
export const GetSitemapProductsRequestSchema = z.object({
  /** Exclusive; '' for the first product. */
  after: productNumber.default(''),
  /** Inclusive; absent: to the last product. */
  through: productNumber.optional(),
  size: z.number().int().min(1).max(SITEMAP_PRODUCTS_PAGE_MAX).default(SITEMAP_PRODUCTS_PAGE_MAX),
});
export const SitemapProductSchema = z.object({ inmPrdNo: productNumber, productCode: z.string(), lastmod: LastmodSchema });
export type SitemapProduct = z.infer<typeof SitemapProductSchema>;
export const GetSitemapProductsResponseSchema = z.object({
  statusCode: z.literal(200),
  data: CatalogGenerationSchema.extend({ items: z.array(SitemapProductSchema) }),
});

export const SITEMAP_CONTRACTS = contractsNamed(S, SITEMAP_ROUTES, {
  getSitemapSummary: {
    summary: '사이트맵 요약: 판매 중인 상품이 있는 카테고리·하위 카테고리와 최근 변경 시각, 상품 사이트맵 파일별 마지막 상품 번호·개수 (판매중지 상품 제외)',
  },
  getSitemapProducts: { summary: '사이트맵 상품: 상품 번호 순으로 after 다음부터 through까지 판매 중인 상품의 코드와 최근 변경 시각 (키셋 페이지)' },
});
