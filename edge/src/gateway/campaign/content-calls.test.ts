import { env } from 'cloudflare:test';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { GetEmployeeProductListResponseSchema, GetPostingListResponseSchema, GetSampleMarketListResponseSchema } from '#shared/schemas/campaign-calls';
import { callGateway, expectJson } from '#edge/testing/gateway-call';
import { loginAs, seedCustomer } from '#edge/testing/seed';
import { SEED_NOW, seedCatalogAndCampaign } from './campaign-test-data';

const POSTINGS = '/dp/display/posting/v1/getPostingList';
const SAMPLES = '/dp/display/sample/v1/getSampleMarketList';
const EMPLOYEE = '/dp/display/employee/v1/getEmployeeProductList';
const EMPLOYEE_ONLY = { code: 'EMPLOYEE_ONLY', message: '임직원 인증 후 이용할 수 있습니다. 마이페이지의 임직원 인증 메뉴에서 인증해 주세요.' };
const post = (path: string, body: unknown, token?: string) => callGateway('POST', path, { body: JSON.stringify(body), token });

let employeeToken: string;
let shopperToken: string;

beforeAll(async () => {
  await seedCatalogAndCampaign(env.DB);
  const employee = await seedCustomer(env.DB, {
    cust_web_id: 'staff01',
    mobile: '01011112222',
    email: 'staff@example.com',
    emp_yn: 'Y',
    afcp_emp_bnft_tgt_cmpy_cd: 'NKC',
  });
  const shopper = await seedCustomer(env.DB);
  employeeToken = await loginAs(env.DB, employee, SEED_NOW);
  shopperToken = await loginAs(env.DB, shopper, SEED_NOW);
});
beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: SEED_NOW }));
afterEach(() => vi.useRealTimers());

describe('POST /api/dp/display/posting/v1/getPostingList', () => {
  it('lists only published postings, newest first, with paragraphs, image and products', async () => {
    const { data } = GetPostingListResponseSchema.parse(await (await post(POSTINGS, {})).json());
    expect(data.total).toBe(10);
    expect(data.items.map((item) => item.postingId)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(data.items[0]).toMatchObject({
      editorNo: 'ED0001',
      editorNickNm: '초록잎 에디터',
      title: '녹차 성분, 정말 진정에 좋을까?',
      topic: '스킨케어',
      publishedDttm: '20261120073000',
      image: { url: '/images/postings/1.svg', alt: '녹차 성분, 정말 진정에 좋을까? 대표 이미지' },
    });
    expect(data.items[0].paragraphs).toHaveLength(2);
    expect(data.items[0].products.map((card) => card.brandCd)).toEqual(['NKCHA', 'NKCHA', 'NKCHA']);
  });

  it('shows a posting once an admin publishes it', async () => {
    await env.DB.prepare("UPDATE postings SET status = 'PUBLISHED', published_dttm = '20261120120000' WHERE posting_id = 11").run();
    const { data } = GetPostingListResponseSchema.parse(await (await post(POSTINGS, { size: 2 })).json());
    expect(data).toMatchObject({ total: 11, size: 2 });
    expect(data.items.map((item) => item.postingId)).toEqual([11, 1]);
    await env.DB.prepare("UPDATE postings SET status = 'PENDING', published_dttm = NULL WHERE posting_id = 11").run();
  });

  it('filters by topic and refuses a bad page with 400', async () => {
    const { data } = GetPostingListResponseSchema.parse(await (await post(POSTINGS, { topic: '메이크업' })).json());
    expect(data.items.map((item) => item.postingId)).toEqual([2, 10]);
    expect((await post(POSTINGS, { page: -1 })).status).toBe(400);
  });
});

describe('POST /api/dp/display/sample/v1/getSampleMarketList', () => {
  it('lists running items first, then upcoming, then ended, each with its product card', async () => {
    const { data } = GetSampleMarketListResponseSchema.parse(await (await post(SAMPLES, {})).json());
    expect(data.items.map((item) => item.status)).toEqual([...Array(7).fill('ONGOING'), 'UPCOMING', 'UPCOMING', 'ENDED']);
    const first = data.items.find((item) => item.sampleId === 1)!;
    expect(first).toMatchObject({ priceType: 'WON', price: 100, stock: 300, soldOutYn: 'N', perCustLimit: 1 });
    expect(first.sampleNm).toBe(`${first.product.prdNm} 체험용 10ml`);
    expect(data.items.find((item) => item.sampleId === 3)).toMatchObject({ stock: 0, soldOutYn: 'Y' });
    expect(data.items.find((item) => item.sampleId === 2)).toMatchObject({ priceType: 'POINT', price: 500 });
  });
});

describe('POST /api/dp/display/employee/v1/getEmployeeProductList', () => {
  it('answers 403 EMPLOYEE_ONLY to guests and to customers who are not verified employees', async () => {
    await expectJson(await post(EMPLOYEE, {}), 403, EMPLOYEE_ONLY);
    await expectJson(await post(EMPLOYEE, {}, shopperToken), 403, EMPLOYEE_ONLY);
  });

  it('answers an employee the cards with employee price and rate, largest discount first, 품절 last', async () => {
    const response = await post(EMPLOYEE, { size: 100 }, employeeToken);
    expect(response.status).toBe(200);
    const { data } = GetEmployeeProductListResponseSchema.parse(await response.json());
    const priced = await env.DB.prepare('SELECT COUNT(*) AS n FROM employee_prices').first<number>('n');
    expect(data.total).toBe(priced);
    expect(data.items).toHaveLength(priced!);
    for (const item of data.items) {
      expect(item.empAmt).toBe(Math.floor((item.saleAmt * 0.7) / 100) * 100);
      expect(item.empDcRate).toBe(Math.round(((item.cnsmAmt - item.empAmt) * 100) / item.cnsmAmt));
    }
    const buyable = data.items.filter((item) => item.soldOutYn === 'N');
    expect(data.items.slice(0, buyable.length)).toEqual(buyable);
    for (const group of [buyable, data.items.slice(buyable.length)]) {
      const rates = group.map((item) => item.empDcRate);
      expect(rates).toEqual([...rates].sort((a, b) => b - a));
    }
  });

  it('filters by category and pages', async () => {
    const { data } = GetEmployeeProductListResponseSchema.parse(await (await post(EMPLOYEE, { catNm: '스킨케어', page: 1, size: 3 }, employeeToken)).json());
    expect(data.items).toHaveLength(3);
    expect(data.items.every((item) => item.catNm === '스킨케어')).toBe(true);
    expect(data.total).toBeGreaterThan(3);
    expect((await post(EMPLOYEE, { size: 0 }, employeeToken)).status).toBe(400);
  });
});
