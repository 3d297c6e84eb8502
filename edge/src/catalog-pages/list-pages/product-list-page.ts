/**
 * The product list (`/kr/ko/dp/product-list?catNm=…&subCatNm=…&sort=…&page=…`) drawn from one
 * gateway answer. A malformed query, an unknown category or a page past the last names nothing
 * (the 404 screen); an empty list still has its first page.
 */
import type { Context } from 'hono';
import { listCrumbs } from '#shared/catalog/crumbs';
import { currentCategory, listPageCount, productListHtml } from '#shared/catalog/html/product-list-html';
import { DEFAULT_PRODUCT_SORT, parseProductListQuery, PRODUCT_SORT_LABELS, productListUrl, type ProductListQuery } from '#shared/catalog/paths';
import { GetProductListPageResponseSchema, type ProductListPage } from '#shared/schemas/list-page-calls';
import { LIST_PAGE_ROUTES } from '#shared/schemas/list-page-routes';
import { routeByPath } from '#shared/routes';
import { breadcrumbJsonLd, type Crumb } from '#shared/seo/json-ld';
import type { AppEnv } from '#edge/env';
import type { PageHead, PageRender } from '../rendered-page';
import { pageDataOf, validUntilOf } from './page-call';

/** The query parameters that name a list page (its cache key). */
export const PRODUCT_LIST_QUERY = ['catNm', 'subCatNm', 'sort', 'page'] as const;

/** Where a list sits and what it is called: its subcategory's, its category's name, or 전체 상품. */
function listNames(query: ProductListQuery, data: ProductListPage): { crumbs: Crumb[]; heading: string } {
  const current = currentCategory(data.tree, query);
  return { crumbs: listCrumbs(query.catNm ?? current?.catNm, query.subCatNm), heading: query.subCatNm ?? query.catNm ?? '전체 상품' };
}

/** What the head says of a list: the plain list keeps the route's title; every other one names what it shows. */
export function productListHead(query: ProductListQuery, data: ProductListPage): PageHead {
  const { crumbs, heading } = listNames(query, data);
  const isPlainList = !query.catNm && !query.subCatNm && query.sort === DEFAULT_PRODUCT_SORT && query.page === 1;
  const sortSuffix = query.sort === DEFAULT_PRODUCT_SORT ? '' : ` · ${PRODUCT_SORT_LABELS[query.sort]}`;
  return {
    title: isPlainList ? routeByPath('/dp/product-list').title : `${heading}${sortSuffix}${query.page > 1 ? ` ${query.page}페이지` : ''}`,
    description: `녹차숍 ${heading} ${data.total}개 상품을 ${PRODUCT_SORT_LABELS[query.sort]}으로 만나 보세요.`,
    canonicalPath: productListUrl(query),
    imagePath: data.items[0]?.imageUrl,
    // On the origin the shell was built with, as the canonical link (fill-shell.ts).
    jsonLd: [(origin: string) => breadcrumbJsonLd(origin, crumbs)],
    heading,
  };
}

export async function renderProductList(c: Context<AppEnv>, url: URL): Promise<PageRender> {
  const query = parseProductListQuery(url.searchParams);
  if (query === null) return 'not-found';
  const data = await pageDataOf(c, LIST_PAGE_ROUTES.getProductListPage, GetProductListPageResponseSchema, query);
  if (data === 'not-found' || query.page > listPageCount(data.total)) return 'not-found';
  return {
    html: productListHtml({ query, items: data.items, total: data.total, tree: data.tree, ...listNames(query, data) }),
    head: productListHead(query, data),
    generation: data.generation,
    validUntil: validUntilOf(data.nextChangeDttm),
  };
}
