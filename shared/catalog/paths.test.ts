import { describe, expect, it } from 'vitest';
import { parseProductListQuery, productListUrl, productPath } from './paths';

describe('catalog paths', () => {
  it('names product pages by code', () => {
    expect(productPath('NK0000001')).toBe('/kr/ko/dp/product/NK0000001');
  });

  it('round-trips a list query through its public URL', () => {
    const query = { catNm: '스킨케어', subCatNm: '크림', sort: 'newest' as const, page: 3 };
    const url = new URL(productListUrl(query), 'https://shop.example');
    expect(url.pathname).toBe('/kr/ko/dp/product-list');
    expect(parseProductListQuery(url.searchParams)).toEqual(query);
    expect(productListUrl({ catNm: '바디', sort: 'popular', page: 1 })).toBe('/kr/ko/dp/product-list?catNm=%EB%B0%94%EB%94%94');
  });

  it('rejects malformed queries', () => {
    for (const search of ['sort=cheap', 'page=0', 'page=abc', 'page=-1', 'catNm=', `catNm=${'가'.repeat(41)}`]) {
      expect(parseProductListQuery(new URLSearchParams(search)), search).toBeNull();
    }
    expect(parseProductListQuery(new URLSearchParams(''))).toEqual({ catNm: undefined, subCatNm: undefined, sort: 'popular', page: 1 });
  });
});
