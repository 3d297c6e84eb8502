/**
 * 베스트, 특가, 전체 메뉴 and 샘플마켓, each drawn from its one gateway answer. Pages showing hot
 * deals or sample periods go stale when the next one starts or ends.
 */
import type { Context } from 'hono';
import type { ZodType } from 'zod';
import { allMenuHtml } from '#shared/catalog/html/all-menu-html';
import { bestHtml } from '#shared/catalog/html/best-html';
import { hotDealHtml } from '#shared/catalog/html/hot-deal-html';
import { sampleMarketHtml } from '#shared/catalog/html/sample-market-html';
import type { Route } from '#shared/schemas/contract';
import {
  GetAllMenuPageResponseSchema,
  GetBestPageResponseSchema,
  GetHotDealPageResponseSchema,
  GetSampleMarketPageResponseSchema,
  type AllMenuPage,
  type BestPage,
  type HotDealPage,
  type PageMeta,
  type SampleMarketPage,
} from '#shared/schemas/list-page-calls';
import { LIST_PAGE_ROUTES } from '#shared/schemas/list-page-routes';
import { sitePath } from '#shared/site-path';
import type { AppEnv } from '#edge/env';
import type { CatalogPageRenderer, PageHead, PageRender } from '../rendered-page';
import { pageDataOf, validUntilOf } from './page-call';

/** One screen: its gateway call, and what it draws and says of the call's answer. */
interface ListScreen<T extends PageMeta> {
  route: Route;
  schema: ZodType<{ data: T }>;
  html: (data: T) => string;
  head: (data: T) => PageHead;
}

/** The renderer of `screen`: its page at the answer's generation, stale at the answer's next change. */
function screenRenderer<T extends PageMeta>(screen: ListScreen<T>): CatalogPageRenderer {
  return async (c: Context<AppEnv>): Promise<PageRender> => {
    const data = await pageDataOf(c, screen.route, screen.schema);
    if (data === 'not-found') return data;
    return { html: screen.html(data), head: screen.head(data), generation: data.generation, validUntil: validUntilOf(data.nextChangeDttm) };
  };
}

export const renderBest = screenRenderer({
  route: LIST_PAGE_ROUTES.getBestPage,
  schema: GetBestPageResponseSchema,
  html: (data: BestPage) => bestHtml(data.items, data.tree),
  head: (data: BestPage) => ({
    title: '베스트',
    description: `녹차숍 고객이 가장 많이 찾는 인기 상품 ${data.items.length}개를 순위로 만나 보세요.`,
    canonicalPath: sitePath('dp/best'),
    imagePath: data.items[0]?.imageUrl,
    heading: '베스트',
  }),
});

export const renderHotDeal = screenRenderer({
  route: LIST_PAGE_ROUTES.getHotDealPage,
  schema: GetHotDealPageResponseSchema,
  html: (data: HotDealPage) => hotDealHtml(data.items),
  head: (data: HotDealPage) => ({
    title: '특가',
    description: '녹차숍 오늘의 특가: 정해진 시간에만 만날 수 있는 특별한 가격을 확인해 보세요.',
    canonicalPath: sitePath('dp/hot-deal'),
    imagePath: data.items[0]?.imageUrl,
    heading: '특가',
  }),
});

export const renderAllMenu = screenRenderer({
  route: LIST_PAGE_ROUTES.getAllMenuPage,
  schema: GetAllMenuPageResponseSchema,
  html: (data: AllMenuPage) => allMenuHtml(data.tree),
  head: () => ({
    title: '전체 메뉴',
    description: '녹차숍의 모든 카테고리와 쇼핑·마이쇼핑·고객센터 메뉴를 한눈에 만나 보세요.',
    canonicalPath: sitePath('dp/all-menu'),
    heading: '전체 메뉴',
  }),
});

export const renderSampleMarket = screenRenderer({
  route: LIST_PAGE_ROUTES.getSampleMarketPage,
  schema: GetSampleMarketPageResponseSchema,
  html: (data: SampleMarketPage) => sampleMarketHtml(data.items),
  head: (data: SampleMarketPage) => ({
    title: '샘플마켓',
    description: '녹차숍 샘플마켓: 인기 제품의 샘플을 작은 가격이나 뷰티포인트로 먼저 써 보세요.',
    canonicalPath: sitePath('dp/sample-market'),
    imagePath: data.items[0]?.product.imageUrl,
    heading: '샘플마켓',
  }),
});
