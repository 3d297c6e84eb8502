/**
 * 전체 메뉴 (mobile): every category and subcategory as a list link, then the shop's sections,
 * named by the route table (site/features/catalog/catalog-lists.css styles it).
 */
import { escapeHtml } from '#shared/escape-html';
import { formatNumber } from '#shared/format';
import type { CategoryNode } from '#shared/schemas/display-calls';
import { routeByPath } from '#shared/routes';
import { LOCALE_BASE } from '#shared/site-path';
import { productListUrl } from '../paths';

const SECTION_GROUPS: { title: string; paths: string[] }[] = [
  {
    title: '쇼핑',
    paths: ['/dp/best', '/dp/hot-deal', '/dp/live', '/ca/event', '/dp/for-me', '/dp/sample-market', '/dp/posting-list', '/dp/employees', '/dp/shopping-log'],
  },
  {
    title: '마이쇼핑',
    paths: ['/cu/mypage', '/or/order-list', '/or/order-cart', '/cu/mypage/wish', '/cu/mypage/couponzone', '/cu/greentea-club-membership-info'],
  },
  { title: '고객센터', paths: ['/cu/support', '/cu/support/notice', '/cu/support/faq', '/dp/about'] },
];

const link = (href: string, text: string, className?: string) => `<a${className ? ` class="${className}"` : ''} href="${escapeHtml(href)}">${text}</a>`;

function categoryHtml(category: CategoryNode): string {
  const subs = category.subcategories
    .map((sub) => `<li>${link(productListUrl({ catNm: category.catNm, subCatNm: sub.subCatNm }), escapeHtml(sub.subCatNm))}</li>`)
    .join('');
  return (
    `<li>${link(productListUrl({ catNm: category.catNm }), `${escapeHtml(category.catNm)} <span>${formatNumber(category.productCount)}</span>`, 'all-menu__cat')}` +
    `<ul class="all-menu__subs" aria-label="${escapeHtml(`${category.catNm} 세부 카테고리`)}">${subs}</ul></li>`
  );
}

export function allMenuHtml(tree: readonly CategoryNode[]): string {
  const sections = SECTION_GROUPS.map((group) => {
    const links = group.paths.map((path) => `<li>${link(LOCALE_BASE + path, escapeHtml(routeByPath(path).title))}</li>`).join('');
    return `<nav class="all-menu all-menu--sections" aria-label="${group.title}"><h2>${group.title}</h2><ul>${links}</ul></nav>`;
  }).join('');
  return (
    `<nav class="all-menu" aria-label="전체 카테고리"><h2>카테고리</h2><ul class="all-menu__cats">` +
    `<li class="all-menu__all">${link(productListUrl({}), '전체 상품 보기')}</li>${tree.map(categoryHtml).join('')}</ul></nav>${sections}`
  );
}
