/**
 * The main page: promotion banners (running events first), best sellers, live broadcasts, new
 * arrivals, hot deals with their countdown, events and category shortcuts, drawn by the worker
 * from one gateway answer (getHomePage).
 */
import { productShelfHtml } from '#shared/catalog/html/product-shelf-html';
import { productListUrl } from '#shared/catalog/paths';
import { escapeHtml } from '#shared/escape-html';
import { formatNumber } from '#shared/format';
import type { GetHomePageResponse } from '#shared/schemas/campaign-page-calls';
import type { CategoryNode } from '#shared/schemas/display-calls';
import { sitePath } from '#shared/site-path';
import { homeBanners } from './banners';
import { heroBannersHtml } from './hero-banners-html';
import { eventStripHtml, liveStripHtml } from './home-strips-html';

export type HomeData = Pick<GetHomePageResponse['data'], 'events' | 'lives' | 'best' | 'newest' | 'hotDeals' | 'tree'>;

/** Shortcuts into each category's list, with how many products it holds. */
export function categoryShortcutsHtml(tree: readonly CategoryNode[]): string {
  const items = tree
    .map(
      (category) =>
        `<li><a href="${escapeHtml(productListUrl({ catNm: category.catNm }))}"><strong>${escapeHtml(category.catNm)}</strong>` +
        `<span>${formatNumber(category.productCount)}개 상품</span></a></li>`,
    )
    .join('');
  return `<section class="shortcuts" aria-labelledby="home-categories"><h2 id="home-categories">카테고리</h2><ul>${items}</ul></section>`;
}

export function homeHtml(data: HomeData): string {
  return (
    heroBannersHtml(homeBanners(data.events)) +
    productShelfHtml(data.best, { id: 'home-best', title: '베스트', moreHref: sitePath('dp/best'), eagerCount: 1, ranked: true }) +
    liveStripHtml(data.lives) +
    productShelfHtml(data.newest, { id: 'home-new', title: '신상품', moreHref: productListUrl({ sort: 'newest' }) }) +
    productShelfHtml(data.hotDeals, { id: 'home-hot', title: '오늘의 특가', moreHref: sitePath('dp/hot-deal'), showDeal: true }) +
    eventStripHtml(data.events) +
    categoryShortcutsHtml(data.tree)
  );
}
