/**
 * What the sitemap lists: the main page, the product lists of all products, of every
 * category and of every subcategory that has products (page 1, default sort), every product page, the best, hot-deal,
 * live and event lists, and the legal and support screens anyone may read. Screens come from the
 * route table; categories and products from the gateway's display calls.
 */
import { PRODUCT_LIST_PATH, productListUrl, productPath } from '#shared/catalog/paths';
import { ROUTES, routeByPath } from '#shared/routes';
import type { CategoryNode, ProductCard } from '#shared/schemas/display-calls';
import { LOCALE_BASE } from '#shared/site-path';

/** Products asked per getProductList call: the call's maximum. */
export const SITEMAP_PRODUCT_PAGE_SIZE = 200;

/** Where the sitemap's catalog comes from; the worker passes the gateway calls. */
export interface SitemapSources {
  categoryTree: () => Promise<CategoryNode[]>;
  productPage: (page: number, size: number) => Promise<{ items: Pick<ProductCard, 'productCode'>[]; total: number }>;
}

/** Listing screens named by the issue; `routeByPath` fails the build if one leaves the table. */
const LIST_SCREENS = ['/dp/best', '/dp/hot-deal', '/dp/live', '/ca/event'].map((path) => routeByPath(path));

/** Legal (`/cu/footer/…`) and support (`/cu/support…`) screens without login or parameters. */
function publicInfoScreens(): string[] {
  return ROUTES.filter(
    (route) =>
      (route.path.startsWith('/cu/footer/') || route.path === '/cu/support' || route.path.startsWith('/cu/support/')) &&
      !route.loginRequired &&
      !route.path.includes(':'),
  ).map((route) => LOCALE_BASE + route.path);
}

/** Every product code, page by page, each once (a product that moves between pages is not listed twice). */
async function productCodes(sources: SitemapSources): Promise<string[]> {
  const codes = new Set<string>();
  for (let page = 1; ; page += 1) {
    const { items, total } = await sources.productPage(page, SITEMAP_PRODUCT_PAGE_SIZE);
    for (const item of items) codes.add(item.productCode);
    if (items.length < SITEMAP_PRODUCT_PAGE_SIZE || page * SITEMAP_PRODUCT_PAGE_SIZE >= total) return [...codes];
  }
}

/** The absolute URLs of the sitemap for a shop at `origin`, in a stable order. */
export async function collectSitemapUrls(origin: string, sources: SitemapSources): Promise<string[]> {
  const [categories, codes] = await Promise.all([sources.categoryTree(), productCodes(sources)]);
  const paths = [
    LOCALE_BASE,
    PRODUCT_LIST_PATH,
    // An empty list is no page worth crawling (and the build may leave it out).
    ...categories
      .filter((category) => category.productCount > 0)
      .flatMap((category) => [
        productListUrl({ catNm: category.catNm }),
        ...category.subcategories.filter((sub) => sub.productCount > 0).map((sub) => productListUrl({ catNm: category.catNm, subCatNm: sub.subCatNm })),
      ]),
    ...LIST_SCREENS.map((route) => LOCALE_BASE + route.path),
    ...publicInfoScreens(),
    ...codes.map((code) => productPath(code)),
  ];
  return [...new Set(paths)].map((path) => origin + path);
}
