/**
 * 베스트: the most popular products, ranked. The category tabs are links to each category's list in
 * popularity order, so they work without script and the page stays one list
 * (site/features/catalog/catalog-lists.css styles it).
 */
import { escapeHtml } from '#shared/escape-html';
import type { CategoryNode, ProductCard } from '#shared/schemas/display-calls';
import { sitePath } from '#shared/site-path';
import { productListUrl } from '../paths';
import { attrs } from './attributes';
import { productGridHtml } from './product-card-html';

export function bestHtml(top: readonly ProductCard[], tree: readonly CategoryNode[]): string {
  const tabs = tree
    .map(
      (category) =>
        `<li><a class="chip"${attrs({ href: productListUrl({ catNm: category.catNm, sort: 'popular' }), 'data-track-common': `filter|best_category|${category.catNm}` })}>` +
        `${escapeHtml(category.catNm)}</a></li>`,
    )
    .join('');
  return (
    `<nav class="best-tabs" aria-label="카테고리별 베스트"><ul class="chips">` +
    `<li><a class="chip" href="${sitePath('dp/best')}" aria-current="page" data-track-common="filter|best_category|전체">전체</a></li>${tabs}</ul></nav>` +
    `<section class="shelf" aria-labelledby="best-all-title"><div class="shelf__head"><h2 id="best-all-title">전체 베스트 ${top.length}</h2></div>` +
    `${productGridHtml(top, { label: '전체 베스트', listId: 'best', eagerCount: 1, ranked: true })}</section>`
  );
}
