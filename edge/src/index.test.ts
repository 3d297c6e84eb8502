import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import app from './index';

const PAGE = '<!doctype html><html lang="ko" data-layout="pc" data-page-type="OTHERS"><head><title>t</title></head><body><main>about</main></body></html>';

/** ASSETS with one page and the 404 page; the worker asks it for exact files. */
const ASSETS = {
  fetch: async (input: RequestInfo | URL) => {
    const path = new URL(input instanceof Request ? input.url : String(input)).pathname;
    const pages: Record<string, string> = { '/kr/ko/dp/about/index.html': PAGE, '/404.html': PAGE };
    return pages[path] ? new Response(pages[path], { headers: { 'Content-Type': 'text/html' } }) : new Response('missing', { status: 404 });
  },
} as unknown as Fetcher;

function request(path: string, init: RequestInit = {}) {
  return app.request(`https://shop.example${path}`, init, { ...env, ASSETS });
}

describe('the worker’s wiring', () => {
  it('sends /api to the gateway: JSON answers, never the 404 screen', async () => {
    const unknown = await request('/api/nope');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ code: 'NOT_FOUND', message: '요청하신 API를 찾을 수 없습니다.' });
    const info = await request('/api/dp/cust/info/v1/getCustInfo');
    expect(await info.json()).toEqual({ data: {} });
    expect(info.headers.get('strict-transport-security')).not.toBeNull();
    expect(info.headers.get('set-cookie')).toBeNull();
  });

  it('gives a first page view its sessId and its guest cart cookie', async () => {
    const page = await request('/kr/ko/dp/about');
    expect(page.status).toBe(200);
    expect(page.headers.getSetCookie().filter((cookie) => cookie.startsWith('sessId='))).toHaveLength(1);
    expect(page.headers.getSetCookie().filter((cookie) => /^inm_guest_cart=[^;]+; Path=\/; .*HttpOnly/.test(cookie))).toHaveLength(1);
  });
});
