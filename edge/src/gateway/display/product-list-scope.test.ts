import { env } from 'cloudflare:test';
import { beforeAll, describe, it } from 'vitest';
import { callGateway as call, expectJson } from '#edge/testing/gateway-call';
import { TONER_CARD } from '#shared/testing/toner-card';
import { seedFixtureCatalog } from './test-catalog';

const PATH = '/dp/display/product/v1/getProductList';
const CATEGORY_NOT_FOUND = { code: 'CATEGORY_NOT_FOUND', message: '카테고리를 찾을 수 없습니다.' };

const card = (no: number, fields: Record<string, unknown>) => ({
  inmPrdNo: `10000000${no}`,
  imageUrl: `/images/products/10000000${no}-0.svg`,
  imageAlt: `상품 ${no} 대표 이미지`,
  hotDealEndDttm: null,
  buyRule: 'ANY',
  ...fields,
});
const P1 = TONER_CARD;
const P2 = card(2, {
  productCode: 'DA0000002',
  prdNm: '담소 동백 크림',
  brandCd: 'DAMSO',
  brandNm: '담소',
  catNm: '스킨케어',
  subCatNm: '크림',
  cnsmAmt: 30000,
  saleAmt: 30000,
  dcRate: 0,
  badges: ['NEW'],
  soldOutYn: 'N',
  reviewCnt: 10,
  ratingAvg: 4,
});
// Marked sold out although its option has stock.
const P3 = card(3, {
  productCode: 'NK0000003',
  prdNm: '녹차숍 수분 기획세트',
  brandCd: 'NKCHA',
  brandNm: '녹차숍',
  catNm: '스킨케어',
  subCatNm: '기획세트',
  cnsmAmt: 40000,
  saleAmt: 28000,
  dcRate: 30,
  badges: ['SALE'],
  soldOutYn: 'Y',
  reviewCnt: 0,
  ratingAvg: 0,
});
// Not marked, but no option has stock.
const P4 = card(4, {
  productCode: 'DA0000004',
  prdNm: '담소 립 틴트',
  brandCd: 'DAMSO',
  brandNm: '담소',
  catNm: '메이크업',
  subCatNm: '립',
  cnsmAmt: 15000,
  saleAmt: 13500,
  dcRate: 10,
  badges: ['BEST', 'NEW', 'SALE'],
  soldOutYn: 'Y',
  reviewCnt: 120,
  ratingAvg: 4.8,
});
const P5 = card(5, {
  productCode: 'NK0000005',
  prdNm: '녹차숍 립 기획세트',
  brandCd: 'NKCHA',
  brandNm: '녹차숍',
  catNm: '메이크업',
  subCatNm: '기획세트',
  cnsmAmt: 25000,
  saleAmt: 25000,
  dcRate: 0,
  badges: [],
  soldOutYn: 'N',
  reviewCnt: 2,
  ratingAvg: 3.5,
});

function post(body: unknown) {
  return call('POST', PATH, { body: JSON.stringify(body) });
}

async function expectList(body: Record<string, unknown>, items: unknown[], total = items.length) {
  await expectJson(await post(body), 200, { statusCode: 200, data: { items, total, page: body.page ?? 1, size: body.size ?? 20 } });
}

beforeAll(async () => {
  await seedFixtureCatalog(env.DB);
});

/** Each sort's whole list: the buyable products in the sort's order, then the sold-out ones (P4 sells most, P3 is marked) in it. */
const SORTED = {
  popular: [P1, P2, P5, P4, P3],
  newest: [P2, P1, P5, P4, P3],
  priceAsc: [P1, P5, P2, P4, P3],
  priceDesc: [P2, P5, P1, P3, P4],
  reviews: [P1, P2, P5, P4, P3],
};

describe('POST /api/dp/display/product/v1/getProductList within a category', () => {
  it('lists every product as a card, 인기순 by default with ties in product-number order, the best seller after every buyable one when it is sold out', async () => {
    await expectList({}, SORTED.popular);
  });

  it.each(Object.entries(SORTED))('sorts by %s, 품절 last', async (sort, items) => {
    await expectList({ sort }, items);
  });

  it.each(Object.entries(SORTED))('pages %s two at a time across the 품절 boundary, skipping and repeating nothing', async (sort, items) => {
    for (const page of [1, 2, 3]) await expectList({ sort, page, size: 2 }, items.slice((page - 1) * 2, page * 2), items.length);
  });

  it('lists a category’s best seller after its buyable products when no option of it has stock', async () => {
    await expectList({ catNm: '메이크업' }, [P5, P4]);
  });

  it('narrows to a category', async () => {
    await expectList({ catNm: '스킨케어' }, [P1, P2, P3]);
  });

  it('matches a subcategory name alone in every category that has it', async () => {
    await expectList({ subCatNm: '기획세트' }, [P5, P3]);
  });

  it('narrows a subcategory name to the given category', async () => {
    await expectList({ catNm: '메이크업', subCatNm: '기획세트' }, [P5]);
    await expectList({ catNm: '스킨케어', subCatNm: '기획세트', sort: 'priceAsc' }, [P3]);
  });

  it('answers an empty page for a category without products', async () => {
    await expectList({ catNm: '바디' }, []);
    await expectList({ catNm: '바디', subCatNm: '바디로션' }, []);
  });

  it.each([
    ['BEST', [P1, P4]],
    ['NEW', [P2, P4]],
    ['SALE', [P1, P4, P3]],
    ['HOT', []],
  ])('filters by the %s badge', async (badge, items) => {
    await expectList({ badge }, items);
  });

  it('filters by brand, and by everything at once', async () => {
    await expectList({ brandCd: 'DAMSO' }, [P2, P4]);
    await expectList({ catNm: '스킨케어', brandCd: 'NKCHA', badge: 'SALE', sort: 'priceDesc' }, [P1, P3]);
    await expectList({ brandCd: 'HANUL' }, []);
  });

  it.each([
    ['an unknown category', { catNm: '향수' }],
    ['an unknown subcategory', { subCatNm: '네일' }],
    ['a subcategory of another category', { catNm: '바디', subCatNm: '크림' }],
    ['a subcategory under an unknown category', { catNm: '향수', subCatNm: '크림' }],
  ])('answers 404 CATEGORY_NOT_FOUND and nothing else for %s', async (_name, body) => {
    await expectJson(await post(body), 404, CATEGORY_NOT_FOUND);
  });
});
