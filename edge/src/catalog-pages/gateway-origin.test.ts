import { env } from 'cloudflare:test';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DISPLAY_ROUTES } from '#shared/schemas/display-routes';
import { callGateway, fakeUpstream } from '#edge/testing/gateway-call';
import { seedFixtureCatalog } from '../gateway/display/test-catalog';
import app from '../index';

const SHELL =
  '<!doctype html><html lang="ko" data-layout="pc"><head><title>상품 상세 | 녹차숍</title><meta name="description" content="">' +
  '<link rel="canonical" href="https://www.nokcha.shop/kr/ko/dp/product/0"><meta property="og:type" content="website">' +
  '<meta property="og:title" content=""><meta property="og:description" content=""><meta property="og:url" content="">' +
  '</head><body><main><div data-catalog-slot></div></main></body></html>';

const ASSETS = {
  fetch: async (input: RequestInfo | URL) => {
    const path = new URL(input instanceof Request ? input.url : String(input)).pathname;
    if (path === '/builds/latest.json') return Response.json({ buildId: 'gateway-origin-test' });
    if (path === '/kr/ko/dp/product/0/index.html') return new Response(SHELL, { headers: { 'Content-Type': 'text/html' } });
    return new Response('missing', { status: 404 });
  },
} as unknown as Fetcher;

beforeAll(() => seedFixtureCatalog(env.DB));
afterEach(() => vi.restoreAllMocks());

describe('catalog pages with the catalog behind GATEWAY_ORIGIN', () => {
  it('draws a product the operator’s own API knows, though this D1 has no such product', async () => {
    // The operator's API answers in the gateway's own shape: take a real answer and rename it.
    const local = await callGateway('POST', DISPLAY_ROUTES.getProductPage.path, { body: JSON.stringify({ productCode: 'NK0000001' }) });
    const answer = (await local.json()) as { data: { product: { productCode: string; prdNm: string } } };
    answer.data.product.productCode = 'UP0000001';
    answer.data.product.prdNm = '녹차숍 바깥 카탈로그 크림';
    const seen = fakeUpstream(() => Response.json(answer));

    const page = await app.request('https://shop.example/kr/ko/dp/product/UP0000001', {}, { ...env, ASSETS, GATEWAY_ORIGIN: 'https://commerce.example' });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<title>녹차숍 바깥 카탈로그 크림 | 녹차숍</title>');
    expect(html).toContain('녹차숍 바깥 카탈로그 크림</h1>');
    const asked = seen.map(({ request }) => new URL(request.url));
    expect(asked.some((url) => url.origin === 'https://commerce.example' && url.pathname.endsWith(DISPLAY_ROUTES.getProductPage.path))).toBe(true);
  });

  it('answers the 404 screen when the operator’s API knows no such product', async () => {
    fakeUpstream(() => Response.json({ code: 'PRODUCT_NOT_FOUND', message: '상품을 찾을 수 없습니다.' }, { status: 404 }));
    const page = await app.request('https://shop.example/kr/ko/dp/product/NOPE0001', {}, { ...env, ASSETS, GATEWAY_ORIGIN: 'https://commerce.example' });
    expect(page.status).toBe(404);
  });
});
