/**
 * What the pages sitemap (`/sitemap-pages.xml`) lists: the main page, the product lists of all
 * products, of every category and of every subcategory that has products on sale (page 1, default
 * sort), the best, hot-deal, live and event lists, and the legal and support screens anyone may
 * read. Screens come from the route table; categories from the sitemap summary. Lists carry the
 * newest change of their products as lastmod; screens carry none (nothing records their changes).
 */
import { PRODUCT_LIST_PATH, productListUrl } from '#shared/catalog/paths';
import { ROUTES, routeByPath } from '#shared/routes';
import type { SitemapCategory } from '#shared/schemas/sitemap-calls';
import { LOCALE_BASE } from '#shared/site-path';

/** One `<url>` or `<sitemap>` entry: an absolute URL and when it last changed, if known. */
export interface SitemapEntry {
  loc: string;
  lastmod: string | null;
}

/** Listing screens the sitemap names; `routeByPath` fails the build if one leaves the table. */
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

/** The newest of `lastmods` (UTC ISO strings compare as text), or null. */
export function newestOf(lastmods: readonly (string | null)[]): string | null {
  return lastmods.reduce<string | null>((newest, lastmod) => (lastmod !== null && (newest === null || lastmod > newest) ? lastmod : newest), null);
}

/** The entries of the pages sitemap of a shop at `origin`, in a stable order, each URL once. */
export function pageEntries(origin: string, categories: readonly SitemapCategory[]): SitemapEntry[] {
  const newest = newestOf(categories.map((category) => category.lastmod));
  const entries: [string, string | null][] = [
    [LOCALE_BASE, newest],
    [PRODUCT_LIST_PATH, newest],
    ...categories.flatMap((category): [string, string | null][] => [
      [productListUrl({ catNm: category.catNm }), category.lastmod],
      ...category.subcategories.map((sub): [string, string | null] => [productListUrl({ catNm: category.catNm, subCatNm: sub.subCatNm }), sub.lastmod]),
    ]),
    ...LIST_SCREENS.map((route): [string, null] => [LOCALE_BASE + route.path, null]),
    ...publicInfoScreens().map((path): [string, null] => [path, null]),
  ];
  const seen = new Set<string>();
  return entries.filter(([path]) => !seen.has(path) && seen.add(path)).map(([path, lastmod]) => ({ loc: origin + path, lastmod }));
}
