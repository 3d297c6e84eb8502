import { describe, expect, it } from 'vitest';
import type { CategoryNode, ProductCard } from '#shared/schemas/display-calls';
import { listCrumbs } from '../crumbs';
import { allMenuHtml } from './all-menu-html';
import { bestHtml } from './best-html';
import { breadcrumbHtml } from './breadcrumb-html';
import { hotDealHtml } from './hot-deal-html';
import { categoryNavHtml, sortLinksHtml } from './list-nav-html';
import { pagerHtml } from './pager-html';
import { currentCategory, productListHtml } from './product-list-html';

const HOSTILE = `<script>alert(1)</script> "립" & 'tint'`;
const ESCAPED = '&lt;script&gt;alert(1)&lt;/script&gt; &quot;립&quot; &amp; &#39;tint&#39;';

const TREE: CategoryNode[] = [
  { catNm: '스킨케어', productCount: 1200, subcategories: [{ subCatNm: '크림', productCount: 700 }] },
  { catNm: HOSTILE, productCount: 3, subcategories: [{ subCatNm: `${HOSTILE} 세트`, productCount: 3 }] },
];

const CARD: ProductCard = {
  inmPrdNo: '100000001',
  productCode: 'NK0000001',
  prdNm: `${HOSTILE} 크림`,
  brandCd: 'NKCHA',
  brandNm: '봄 & "담소"',
  catNm: '스킨케어',
  subCatNm: '크림',
  cnsmAmt: 30000,
  saleAmt: 25500,
  dcRate: 15,
  badges: ['HOT'],
  soldOutYn: 'N',
  reviewCnt: 0,
  ratingAvg: 0,
  imageUrl: '/images/products/100000001-0.svg',
  imageAlt: '크림',
  hotDealEndDttm: '20261201235959',
  buyRule: 'ANY',
};

describe('the list renderers', () => {
  it('escapes category names, product names and brands in text and in attributes', () => {
    const query = { catNm: HOSTILE, sort: 'popular' as const, page: 1 };
    const html = productListHtml({ query, items: [CARD], total: 1, tree: TREE, crumbs: listCrumbs(HOSTILE, undefined), heading: HOSTILE });
    expect(html).not.toContain('<script>');
    expect(html).toContain(`${ESCAPED}<span class="chip__count">3</span>`);
    expect(html).toContain(`data-track-common="filter|category|${ESCAPED}"`);
    expect(html).toContain(`aria-label="${ESCAPED} 세부 카테고리"`);
    expect(html).toContain(`<span class="pcard__name">${ESCAPED} 크림</span>`);
    expect(html).toContain('<span class="pcard__brand">봄 &amp; &quot;담소&quot;</span>');
    expect(html).toContain(`aria-label="${ESCAPED} 상품"`);
    expect(html).toContain(`aria-current="page">${ESCAPED}</a></li></ol></nav>`);
  });

  it('marks the current category and subcategory, counts all products, and keeps the sort on every chip', () => {
    const query = { catNm: '스킨케어', subCatNm: '크림', sort: 'priceAsc' as const, page: 1 };
    const html = categoryNavHtml(TREE, query, currentCategory(TREE, query));
    expect(html).toContain(
      '<a class="chip" href="/kr/ko/dp/product-list?sort=priceAsc" data-track-common="filter|category|전체">전체<span class="chip__count">1,203</span>',
    );
    expect(html).toContain(
      'href="/kr/ko/dp/product-list?catNm=%EC%8A%A4%ED%82%A8%EC%BC%80%EC%96%B4&amp;sort=priceAsc" data-track-common="filter|category|스킨케어" aria-current="true">',
    );
    expect(html).toContain('data-track-common="filter|subcategory|크림" aria-current="page">크림<span class="chip__count">700</span>');
    expect(currentCategory(TREE, { subCatNm: '크림' })?.catNm).toBe('스킨케어');
  });

  it('links every sort from the first page, keeping the category, and marks the current one', () => {
    const html = sortLinksHtml({ catNm: '스킨케어', sort: 'newest', page: 3 });
    expect(html.match(/<li>/g)).toHaveLength(5);
    expect(html).toContain(
      '<a href="/kr/ko/dp/product-list?catNm=%EC%8A%A4%ED%82%A8%EC%BC%80%EC%96%B4&amp;sort=newest" aria-current="page" data-track-common="sort|tab|신상품순">신상품순</a>',
    );
    expect(html).toContain('<a href="/kr/ko/dp/product-list?catNm=%EC%8A%A4%ED%82%A8%EC%BC%80%EC%96%B4" data-track-common="sort|tab|인기순">인기순</a>');
    expect(html).not.toContain('page=');
  });

  it('pages with 이전, a window of five numbers and 다음, and draws nothing for one page', () => {
    const html = pagerHtml(1, 8, '페이지 이동', (page) => `/list?a=1&page=${page}`);
    expect(html).toContain('<span class="ui-pagination__edge" aria-hidden="true">이전</span>');
    expect(html.match(/<li>/g)).toHaveLength(5);
    expect(html).toContain('href="/list?a=1&amp;page=1" aria-current="page">1<span class="visually-hidden">페이지</span>');
    expect(html).toContain('<a class="ui-pagination__page" href="/list?a=1&amp;page=2">다음<span class="visually-hidden"> 페이지</span></a></nav>');
    expect(pagerHtml(8, 8, '페이지 이동', String)).toContain('<li><a class="ui-pagination__page" href="4">4');
    expect(pagerHtml(1, 1, '페이지 이동', String)).toBe('');
  });

  it('says an empty list has no products yet, with no pager, and counts places across pages', () => {
    const empty = productListHtml({
      query: { sort: 'popular', page: 1 },
      items: [],
      total: 0,
      tree: TREE,
      crumbs: listCrumbs(undefined, undefined),
      heading: '전체 상품',
    });
    expect(empty).toContain('<p class="empty-state">이 카테고리에는 아직 상품이 없습니다.</p>');
    expect(empty).toContain('총 <strong>0</strong>개');
    expect(empty).not.toContain('ui-pagination');
    const third = productListHtml({ query: { sort: 'popular', page: 3 }, items: [CARD], total: 41, tree: TREE, crumbs: [], heading: '전체 상품' });
    expect(third).toContain('&quot;index&quot;:41}');
    expect(third).toContain('<span class="ui-pagination__edge" aria-hidden="true">다음</span>');
  });

  it('draws the breadcrumb with the last level as the current page', () => {
    expect(
      breadcrumbHtml([
        { name: '홈', path: '/kr/ko' },
        { name: 'A & B', path: '/x?a=1&b=2' },
      ]),
    ).toBe(
      '<nav class="breadcrumb" aria-label="현재 위치"><ol><li><a href="/kr/ko">홈</a></li><li><a href="/x?a=1&amp;b=2" aria-current="page">A &amp; B</a></li></ol></nav>',
    );
  });

  it('ranks 베스트 with a tab per category, and counts down each hot deal', () => {
    const best = bestHtml([CARD], TREE);
    expect(best).toContain(`data-track-common="filter|best_category|${ESCAPED}">${ESCAPED}</a>`);
    expect(best).toContain('전체 베스트 1</h2>');
    expect(best).toContain('<span class="visually-hidden">순위</span>1</span>');
    const deals = hotDealHtml([CARD]);
    expect(deals).toContain('지금 진행 중인 특가 <strong>1</strong>개');
    expect(deals).toContain('data-deal-end="20261201235959"');
    expect(hotDealHtml([])).toContain('지금 진행 중인 특가가 없습니다.');
  });

  it('lists every category and subcategory in the all-menu, escaped, then the shop sections', () => {
    const html = allMenuHtml(TREE);
    expect(html).toContain(`class="all-menu__cat" href="/kr/ko/dp/product-list?catNm=%3Cscript%3E`);
    expect(html).toContain(`${ESCAPED} <span>3</span>`);
    expect(html).toContain(`>${ESCAPED} 세트</a>`);
    expect(html).not.toContain('<script>');
    expect(html).toContain('<a href="/kr/ko/dp/best">베스트</a>');
    expect(html).toContain('<nav class="all-menu all-menu--sections" aria-label="고객센터">');
  });
});
