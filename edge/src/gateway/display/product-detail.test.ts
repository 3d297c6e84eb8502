import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { callGateway as call, expectJson } from '#edge/testing/gateway-call';
import { TONER_CARD } from '#shared/testing/toner-card';
import { FIXTURE_DISCLOSURE_FIELDS, FIXTURE_IMAGES, seedFixtureCatalog } from './test-catalog';

const PATH = '/dp/display/product/v1/getProductDetail';
const INVALID = { code: 'INVALID_INPUT', message: '입력값을 확인해 주세요.' };

function post(body: unknown) {
  return call('POST', PATH, { body: typeof body === 'string' ? body : JSON.stringify(body) });
}

async function detailOf(productCode: string) {
  const response = await post({ productCode });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: Record<string, unknown> & { options: { soldOutYn: string }[] } }).data;
}

beforeAll(async () => {
  await seedFixtureCatalog(env.DB);
});

describe('POST /api/dp/display/product/v1/getProductDetail', () => {
  it('answers the card, the copy, the options and images in display order and the disclosure', async () => {
    const [detailImage, mainImage] = FIXTURE_IMAGES;
    await expectJson(await post({ productCode: 'NK0000001' }), 200, {
      statusCode: 200,
      data: {
        ...TONER_CARD,
        summary: '요약 1',
        description: '설명 1',
        maxBuyQty: 5,
        regDttm: '20260101090000',
        salesCnt: 500,
        options: [
          {
            inmOptnPrdNo: '20000000101',
            prdOptnNm: '기획세트 150ml + 미니 증정',
            prdCd: 'NKCHA0000011',
            cnsmAmt: 22000,
            saleAmt: 17600,
            stock: 12,
            soldOutYn: 'N',
          },
          { inmOptnPrdNo: '20000000102', prdOptnNm: '단품 150ml', prdCd: 'NKCHA0000012', cnsmAmt: 20000, saleAmt: 16000, stock: 0, soldOutYn: 'Y' },
        ],
        images: [
          { url: '/images/products/100000001-0.svg', alt: '녹차숍 제주 녹차 토너 대표 이미지', svg: mainImage.svg },
          { url: '/images/products/100000001-1.svg', alt: '녹차숍 제주 녹차 토너 상세 이미지', svg: detailImage.svg },
        ],
        disclosure: FIXTURE_DISCLOSURE_FIELDS,
      },
    });
  });

  it('marks every option sold out when the product is marked sold out, whatever their stock', async () => {
    const detail = await detailOf('NK0000003');
    expect(detail.soldOutYn).toBe('Y');
    expect(detail.options).toEqual([expect.objectContaining({ stock: 7, soldOutYn: 'Y' })]);
  });

  it('marks the product sold out when no option has stock', async () => {
    const detail = await detailOf('DA0000004');
    expect(detail.soldOutYn).toBe('Y');
    expect(detail.options.map((option) => option.soldOutYn)).toEqual(['Y', 'Y']);
  });

  it('shows a change made in D1 on the next call', async () => {
    await env.DB.prepare(`UPDATE product_options SET stock = 4 WHERE inm_optn_prd_no = '20000000402'`).run();
    const detail = await detailOf('DA0000004');
    expect(detail.soldOutYn).toBe('N');
    expect(detail.options.map((option) => option.soldOutYn)).toEqual(['Y', 'N']);
  });

  it.each([['NK9999999'], ['nk0000001']])('answers 404 PRODUCT_NOT_FOUND and nothing else for the unknown code %s', async (productCode) => {
    await expectJson(await post({ productCode }), 404, { code: 'PRODUCT_NOT_FOUND', message: '상품을 찾을 수 없습니다.' });
  });

  it.each([
    ['an empty body', '', { productCode: '상품 코드를 보내 주세요.' }],
    ['no code', {}, { productCode: '상품 코드를 보내 주세요.' }],
    ['a number', { productCode: 1 }, { productCode: '상품 코드를 보내 주세요.' }],
    ['a code with other characters', { productCode: "NK' OR 1=1" }, { productCode: '상품 코드가 올바르지 않습니다.' }],
    ['an overlong code', { productCode: 'A'.repeat(21) }, { productCode: '상품 코드가 올바르지 않습니다.' }],
  ])('refuses %s with 400 INVALID_INPUT', async (_name, body, fields) => {
    await expectJson(await post(body), 400, { ...INVALID, fields });
  });
});
