/**
 * A product list page as markup: where it sits, the category chips, the total, the sorts, the
 * cards and the pager (site/features/catalog/catalog-lists.css styles it).
 */
import { formatNumber } from '#shared/format';
import type { CategoryNode, ProductCard } from '#shared/schemas/display-calls';
import type { Crumb } from '#shared/seo/json-ld';
import { PRODUCT_LIST_PAGE_SIZE, productListUrl, type ProductListQuery } from '../paths';
import { breadcrumbHtml } from './breadcrumb-html';
import { categoryNavHtml, sortLinksHtml } from './list-nav-html';
import { pagerHtml } from './pager-html';
import { productGridHtml } from './product-card-html';

export interface ProductListView {
  query: ProductListQuery;
  items: readonly ProductCard[];
  total: number;
  tree: readonly CategoryNode[];
  crumbs: readonly Crumb[];
  /** What the list shows: the subcategory's, the category's name, or 전체 상품. */
  heading: string;
}

/** The category a list belongs to: its own, or the one holding its subcategory. */
export function currentCategory(tree: readonly CategoryNode[], query: Pick<ProductListQuery, 'catNm' | 'subCatNm'>): CategoryNode | undefined {
  if (query.catNm) return tree.find((category) => category.catNm === query.catNm);
  if (query.subCatNm) return tree.find((category) => category.subcategories.some((sub) => sub.subCatNm === query.subCatNm));
  return undefined;
}

/** How many pages a list of `total` makes; an empty list still has its first page (an empty state). */
export const listPageCount = (total: number) => Math.max(1, Math.ceil(total / PRODUCT_LIST_PAGE_SIZE));

export function productListHtml({ query, items, total, tree, crumbs, heading }: ProductListView): string {
  const cards =
    items.length > 0
      ? productGridHtml(items, { label: `${heading} 상품`, listId: 'product-list', firstIndex: (query.page - 1) * PRODUCT_LIST_PAGE_SIZE + 1, eagerCount: 1 })
      : '<p class="empty-state">이 카테고리에는 아직 상품이 없습니다.</p>';
  return (
    breadcrumbHtml(crumbs) +
    categoryNavHtml(tree, query, currentCategory(tree, query)) +
    `<div class="list-toolbar"><p class="list-toolbar__total">총 <strong>${formatNumber(total)}</strong>개</p>${sortLinksHtml(query)}</div>` +
    cards +
    pagerHtml(query.page, listPageCount(total), '페이지 이동', (page) => productListUrl({ ...query, page }))
  );
}
