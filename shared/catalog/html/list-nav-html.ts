/**
 * The product list's controls as markup (site/features/catalog/catalog-lists.css styles them): the
 * category chips with their counts, and the sorts as plain links that work without script. Each
 * chip and sort is a `commonEvent` (`data-track-common`, docs/analytics.md).
 */
import { escapeHtml } from '#shared/escape-html';
import { formatNumber } from '#shared/format';
import { PRODUCT_SORT_LABELS, productListUrl, type ProductListQuery } from '../paths';
import { PRODUCT_SORTS } from '../sorts';
import type { CategoryNode } from '#shared/schemas/display-calls';
import { attrs } from './attributes';

function chipHtml(href: string, label: string, count: number, track: string, current: string | undefined): string {
  return (
    `<li><a class="chip"${attrs({ href, 'data-track-common': track, 'aria-current': current })}>` +
    `${escapeHtml(label)}<span class="chip__count">${formatNumber(count)}</span></a></li>`
  );
}

/** Every category, then the current one's subcategories, keeping the sort. */
export function categoryNavHtml(tree: readonly CategoryNode[], query: ProductListQuery, current: CategoryNode | undefined): string {
  const total = tree.reduce((sum, category) => sum + category.productCount, 0);
  const { sort } = query;
  const categoryState = (category: CategoryNode) => (current?.catNm !== category.catNm ? undefined : query.subCatNm ? 'true' : 'page');
  const chips = [
    chipHtml(productListUrl({ sort }), '전체', total, 'filter|category|전체', current ? undefined : 'page'),
    ...tree.map((category) =>
      chipHtml(
        productListUrl({ catNm: category.catNm, sort }),
        category.catNm,
        category.productCount,
        `filter|category|${category.catNm}`,
        categoryState(category),
      ),
    ),
  ].join('');
  const subs = current
    ? `<ul class="chips category-filter__subs"${attrs({ 'aria-label': `${current.catNm} 세부 카테고리` })}>` +
      current.subcategories
        .map((sub) =>
          chipHtml(
            productListUrl({ catNm: current.catNm, subCatNm: sub.subCatNm, sort }),
            sub.subCatNm,
            sub.productCount,
            `filter|subcategory|${sub.subCatNm}`,
            query.subCatNm === sub.subCatNm ? 'page' : undefined,
          ),
        )
        .join('') +
      `</ul>`
    : '';
  return `<nav class="category-filter" aria-label="카테고리 선택"><ul class="chips">${chips}</ul>${subs}</nav>`;
}

/** The sorts of `query`'s list, each from its first page; the current one is marked. */
export function sortLinksHtml(query: ProductListQuery): string {
  const links = PRODUCT_SORTS.map((sort) => {
    const label = PRODUCT_SORT_LABELS[sort];
    const link = attrs({
      href: productListUrl({ ...query, sort, page: 1 }),
      'aria-current': sort === query.sort ? 'page' : undefined,
      'data-track-common': `sort|tab|${label}`,
    });
    return `<li><a${link}>${escapeHtml(label)}</a></li>`;
  }).join('');
  return `<nav class="sort-links" aria-label="정렬"><ul>${links}</ul></nav>`;
}
