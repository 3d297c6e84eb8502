import { env } from 'cloudflare:test';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CategoryNode, ProductCard } from '#shared/schemas/display-calls';
import { callGateway } from '#edge/testing/gateway-call';
import { loginAs, seedCustomer } from '#edge/testing/seed';
import { SEED_NOW, seedCatalogAndCampaign } from '../campaign/campaign-test-data';

let employeeToken: string;
let shopperToken: string;

async function data<T>(method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const response = await callGateway(method, path, { token, body: body === undefined ? undefined : JSON.stringify(body) });
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

const productList = (body: Record<string, unknown> = {}) =>
  data<{ items: ProductCard[]; total: number }>('POST', '/dp/display/product/v1/getProductList', { page: 1, size: 200, ...body });
const categoryTree = () => data<CategoryNode[]>('GET', '/dp/display/category/v1/getCategoryTree');
const liveProducts = (liveId: number) => data<{ products: ProductCard[] }>('POST', '/dp/display/live/v1/getLiveDetail', { liveId });
const eventProducts = (eventId: number) => data<{ products: ProductCard[] }>('POST', '/ca/campaign/v1/event/getEventDetail', { eventId });
const sampleMarket = () => data<{ items: { product: ProductCard }[] }>('POST', '/dp/display/sample/v1/getSampleMarketList', {});
const employeeShop = () =>
  data<{ items: ProductCard[]; total: number }>('POST', '/dp/display/employee/v1/getEmployeeProductList', { size: 100 }, employeeToken);
const forMe = () => data<{ items: ProductCard[] }>('POST', '/dp/display/product/v1/getForMeProductList', { size: 40 }, shopperToken);
const search = (query: string) => data<{ items: ProductCard[]; total: number }>('POST', '/dp/display/search/v1/searchProduct', { query, size: 100 });
const autocomplete = (query: string) => data<{ productCode: string | null }[]>('POST', '/dp/display/search/v1/autocomplete', { query });

const codes = (cards: readonly { productCode: string | null }[]) => cards.map((card) => card.productCode ?? '');
const setSaleStop = (productCodes: readonly string[], flag: 'Y' | 'N') =>
  env.DB.prepare('UPDATE products SET sale_stop_yn = ? WHERE product_code IN (SELECT value FROM json_each(?))').bind(flag, JSON.stringify(productCodes)).run();

beforeAll(async () => {
  await seedCatalogAndCampaign(env.DB);
  const employee = await seedCustomer(env.DB, { cust_web_id: 'staff01', mobile: '01011112222', email: 'staff@example.com', emp_yn: 'Y' });
  employeeToken = await loginAs(env.DB, employee, SEED_NOW);
  shopperToken = await loginAs(env.DB, await seedCustomer(env.DB), SEED_NOW);
});
beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: SEED_NOW }));
afterEach(() => vi.useRealTimers());

describe('a product taken off sale (판매중지) leaves every list at once', () => {
  it('is gone from product lists, category counts, live and event products, the sample market, the employee shop and for-me, and comes back when cleared', async () => {
    const liveId = (await env.DB.prepare('SELECT live_id FROM live_products ORDER BY live_id LIMIT 1').first<number>('live_id'))!;
    const eventId = (await env.DB.prepare('SELECT event_id FROM event_products ORDER BY event_id LIMIT 1').first<number>('event_id'))!;
    const before = {
      list: await productList(),
      tree: await categoryTree(),
      live: await liveProducts(liveId),
      event: await eventProducts(eventId),
      sample: await sampleMarket(),
      employee: await employeeShop(),
      forMe: await forMe(),
    };
    const stopped = [
      ...new Set([
        before.list.items[0].productCode,
        before.live.products[0].productCode,
        before.event.products[0].productCode,
        before.sample.items[0].product.productCode,
        before.employee.items[0].productCode,
        before.forMe.items[0].productCode,
      ]),
    ];
    await setSaleStop(stopped, 'Y');

    const list = await productList();
    expect(codes(list.items).filter((code) => stopped.includes(code))).toEqual([]);
    expect(list.total).toBe(before.list.total - stopped.length);
    const stoppedCard = before.list.items[0];
    const inCategory = await productList({ catNm: stoppedCard.catNm, sort: 'newest' });
    expect(codes(inCategory.items)).not.toContain(stoppedCard.productCode);
    const tree = await categoryTree();
    const countOf = (nodes: CategoryNode[]) => nodes.find((node) => node.catNm === stoppedCard.catNm)!.productCount;
    expect(countOf(tree)).toBe(
      countOf(before.tree) - before.list.items.filter((card) => stopped.includes(card.productCode) && card.catNm === stoppedCard.catNm).length,
    );
    expect(codes(inCategory.items)).toHaveLength(countOf(tree));

    for (const shelf of [
      codes((await liveProducts(liveId)).products),
      codes((await eventProducts(eventId)).products),
      (await sampleMarket()).items.map((item) => item.product.productCode),
      codes((await employeeShop()).items),
      codes((await forMe()).items),
    ]) {
      expect(shelf.filter((code) => stopped.includes(code))).toEqual([]);
    }

    await setSaleStop(stopped, 'N');
    expect((await productList()).total).toBe(before.list.total);
    expect(codes((await liveProducts(liveId)).products)).toEqual(codes(before.live.products));
  });
});

describe('search leaves out a product taken off sale', () => {
  it('neither finds it, counts it nor suggests it, and finds it again once it is back on sale', async () => {
    const { items } = await productList({ sort: 'popular' });
    const target = items[0];
    expect(codes((await search(target.prdNm)).items)).toContain(target.productCode);
    expect(codes(await autocomplete(target.prdNm))).toContain(target.productCode);
    const brandHits = await search(target.brandNm);

    await setSaleStop([target.productCode], 'Y');
    expect(codes((await search(target.prdNm)).items)).not.toContain(target.productCode);
    expect(codes(await autocomplete(target.prdNm))).not.toContain(target.productCode);
    const brandAfter = await search(target.brandNm);
    expect(codes(brandAfter.items)).not.toContain(target.productCode);
    expect(brandAfter.total).toBe(brandHits.total - 1);
    // A two-letter query takes the LIKE path instead of the trigram index.
    expect(codes((await search(target.prdNm.replace(/ /g, '').slice(0, 2))).items)).not.toContain(target.productCode);

    await setSaleStop([target.productCode], 'N');
    expect(codes((await search(target.prdNm)).items)).toContain(target.productCode);
  });
});
