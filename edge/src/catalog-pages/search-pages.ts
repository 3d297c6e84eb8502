/**
 * The search page (`/kr/ko/dp/search?q=…&sort=…&catNm=…&brandCd=…&minPrice=…&maxPrice=…&page=…`)
 * drawn at the edge like the lists: the field and the first page of results (or, before a search,
 * the popular keywords) in the HTML, from one gateway answer, kept per catalog generation
 * (docs/decisions/043-search-drawn-at-the-edge.md). A copy serves every shopper who searches the
 * same, so each page served counts its search toward the popular keywords (countSearch) as the
 * gateway counts a search it runs.
 */
import type { Context } from 'hono';
import { searchFormHtml, searchHomeHtml } from '#shared/catalog/html/search-form-html';
import { searchResultsHtml } from '#shared/catalog/html/search-results-html';
import { lastPage } from '#shared/page-window';
import { GetSearchPageResponseSchema } from '#shared/schemas/list-page-calls';
import { LIST_PAGE_ROUTES } from '#shared/schemas/list-page-routes';
import { CountSearchResponseSchema } from '#shared/schemas/search-calls';
import { SEARCH_ROUTES } from '#shared/schemas/search-routes';
import { isStartedSearch, readSearchParams, SEARCH_LAST_PAGE, searchUrl, type SearchParams } from '#shared/search/search-url';
import { gatewayCallerOf, logWithTrace, waitUntilOf } from '../catalog-live';
import { callGatewayInProcess } from '../catalog-live/in-process-gateway';
import type { AppEnv } from '../env';
import type { CatalogPageRoute } from './catalog-page-routes';
import { pageDataOf, validUntilOf } from './list-pages/page-call';
import type { PageRender } from './rendered-page';

/** Popular keywords move with searches, not with the catalog: the page before a search is drawn again this often. */
const POPULAR_KEYWORDS_MAX_AGE_MS = 5 * 60_000;

/** The page's address as searchUrl writes it: empty fields of the filter form and unknown values drop out of its cache key. */
function canonicalUrl(url: URL): URL {
  return new URL(searchUrl(readSearchParams(url.search)), url.origin);
}

async function renderSearch(c: Context<AppEnv>, url: URL): Promise<PageRender> {
  const params = readSearchParams(url.search);
  const { q, catNm, brandCd, minPrice, maxPrice, sort, page } = params;
  const request = q ? { query: q, catNm, brandCd, minPrice, maxPrice, sort, page } : {};
  const data = await pageDataOf(c, LIST_PAGE_ROUTES.getSearchPage, GetSearchPageResponseSchema, request);
  if (data === 'not-found') return 'not-found';
  const { search, generation } = data;
  if (!search) {
    return {
      html: searchFormHtml('') + searchHomeHtml(data.popularKeywords),
      head: {
        title: '검색',
        description: '녹차숍의 상품을 이름, 브랜드, 초성으로 찾아보세요. 최근 검색어와 인기 검색어를 함께 보여 드립니다.',
        canonicalPath: searchUrl(params),
      },
      generation,
      validUntil: Date.now() + POPULAR_KEYWORDS_MAX_AGE_MS,
    };
  }
  if (page > lastPage(search.total, search.size, SEARCH_LAST_PAGE) && search.total > 0) return 'not-found';
  return {
    html: searchFormHtml(q) + searchResultsHtml(params, search),
    searchQuery: q,
    head: {
      title: `'${q}' 검색 결과${page > 1 ? ` ${page}페이지` : ''}`,
      description: `녹차숍에서 '${q}'(으)로 찾은 상품 ${search.total}개`,
      canonicalPath: searchUrl(params),
      imagePath: search.items[0]?.imageUrl,
      // A keyword's plain results are a landing page; its sorts, filters and later pages only repeat it.
      robots: countsAsSearch(params) ? undefined : 'noindex',
    },
    generation,
    validUntil: validUntilOf(data.nextChangeDttm),
  };
}

/** Whether a served page is a search as the gateway counts one. */
const countsAsSearch = (params: SearchParams): boolean => params.q !== '' && isStartedSearch(params);

function countSearch(c: Context<AppEnv>, url: URL): void {
  const params = readSearchParams(url.search);
  const waitUntil = waitUntilOf(c);
  if (!countsAsSearch(params) || !waitUntil) return;
  const caller = gatewayCallerOf(c);
  const body = { query: params.q };
  waitUntil(
    callGatewayInProcess(caller, { method: SEARCH_ROUTES.countSearch.method, path: SEARCH_ROUTES.countSearch.path, body }, CountSearchResponseSchema).catch(
      (error: unknown) => logWithTrace(c, caller.traceId, error, 'search not counted'),
    ),
  );
}

export const SEARCH_PAGES: Readonly<Record<string, CatalogPageRoute>> = {
  '/dp/search': { render: renderSearch, canonicalUrl, served: countSearch },
};
