import { describe, expect, it } from 'vitest';
import { productListPagePath } from '#shared/catalog/paths';
import { PRODUCT_SORTS, type CategoryNode, type ProductDetail } from '#shared/schemas/display-calls';
import { allListPages, currentCategory, listPageParams, listScopes, paginate } from './list-pages';

const TREE: CategoryNode[] = [
  {
    catNm: '스킨케어',
    productCount: 45,
    subcategories: [
      { subCatNm: '크림', productCount: 25 },
      { subCatNm: '세트', productCount: 20 },
    ],
  },
  {
    catNm: '바디',
    productCount: 3,
    subcategories: [
      { subCatNm: '바디워시', productCount: 3 },
      { subCatNm: '세트', productCount: 0 },
    ],
  },
];

const products = (count: number) => Array.from({ length: count }, (_, index) => ({ inmPrdNo: String(index + 1) }) as ProductDetail);

describe('list pages', () => {
  it('lists all products, each category, each pair and each subcategory whose name is unique', () => {
    expect(listScopes(TREE)).toEqual([
      {},
      { catNm: '스킨케어' },
      { catNm: '스킨케어', subCatNm: '크림' },
      { catNm: '스킨케어', subCatNm: '세트' },
      { catNm: '바디' },
      { catNm: '바디', subCatNm: '바디워시' },
      { catNm: '바디', subCatNm: '세트' },
      { subCatNm: '크림' },
      { subCatNm: '바디워시' },
    ]);
  });

  it('cuts a list into pages of 20, and gives an empty list one empty page', () => {
    const pages = paginate({ catNm: '스킨케어' }, 'priceAsc', products(45));
    expect(pages.map((page) => [page.query.page, page.products.length, page.pageCount, page.total])).toEqual([
      [1, 20, 3, 45],
      [2, 20, 3, 45],
      [3, 5, 3, 45],
    ]);
    expect(pages[1].products[0].inmPrdNo).toBe('21');
    expect(paginate({}, 'popular', [])).toEqual([
      { query: { catNm: undefined, subCatNm: undefined, sort: 'popular', page: 1 }, products: [], total: 0, pageCount: 1 },
    ]);
  });

  it('builds every scope in every sort, reading each list once', async () => {
    const reads: string[] = [];
    const pages = await allListPages(TREE, async (scope, sort) => {
      reads.push(JSON.stringify([scope, sort]));
      return products(scope.catNm === '스킨케어' && !scope.subCatNm ? 45 : 3);
    });
    expect(reads).toHaveLength(9 * PRODUCT_SORTS.length);
    expect(new Set(reads).size).toBe(reads.length);
    expect(pages).toHaveLength((8 + 3) * PRODUCT_SORTS.length);
  });

  it('names each page by its prebuilt path', () => {
    const query = { catNm: '스킨케어', subCatNm: '크림', sort: 'newest' as const, page: 2 };
    expect(`/kr/ko/dp/product-list/${listPageParams(query).list}`).toBe(productListPagePath(query));
  });

  it('finds the category of a list, also from a subcategory alone', () => {
    expect(currentCategory(TREE, { catNm: '바디' })?.catNm).toBe('바디');
    expect(currentCategory(TREE, { subCatNm: '크림' })?.catNm).toBe('스킨케어');
    expect(currentCategory(TREE, {})).toBeUndefined();
  });
});
