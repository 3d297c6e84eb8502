import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeUpstream, gatewayApp as app } from '../testing/gateway-call';

const UPSTREAM = { ...env, GATEWAY_ORIGIN: 'https://commerce.example/gw/' };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('with GATEWAY_ORIGIN set', () => {
  it('forwards method, path after /api, query, body and end-to-end headers exactly', async () => {
    const seen = fakeUpstream(() => Response.json({ data: { prdCnt: 7 } }, { headers: { 'Cache-Control': 'private, max-age=5' } }));
    const body = JSON.stringify({ sessId: 'c0ffee00-0000-4000-8000-000000000001' });
    const response = await app.request(
      'https://shop.example/api/or/order/v1/getOrderCartCount?a=1&b=%ED%95%9C&c',
      {
        method: 'POST',
        body,
        headers: {
          Authorization: 'Bearer tok',
          'Content-Type': 'application/json',
          Cookie: 'sessId=abc',
          'X-Trace-Id': 'trace-1',
          'X-Page-Path': '/kr/ko/or/order-cart',
          Connection: 'keep-alive, X-Hop-Secret',
          'Keep-Alive': 'timeout=5',
          'X-Hop-Secret': 'drop me',
          'Proxy-Authorization': 'Basic eDp5',
          'Proxy-Connection': 'keep-alive',
          TE: 'trailers',
          Trailer: 'Expires',
          Upgrade: 'websocket',
          'X-Forwarded-Host': 'spoofed.example',
          Host: 'shop.example',
        },
      },
      UPSTREAM,
    );
    expect(seen).toHaveLength(1);
    const [{ request, body: sent }] = seen;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('https://commerce.example/gw/or/order/v1/getOrderCartCount?a=1&b=%ED%95%9C&c');
    expect(request.redirect).toBe('manual');
    expect(sent).toBeInstanceOf(ReadableStream);
    expect(await request.text()).toBe(body);
    expect(Object.fromEntries(request.headers)).toEqual({
      authorization: 'Bearer tok',
      'content-type': 'application/json',
      cookie: 'sessId=abc',
      'x-page-path': '/kr/ko/or/order-cart',
      'x-trace-id': 'trace-1',
      'x-forwarded-host': 'shop.example',
      'x-forwarded-proto': 'https',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-trace-id')).toBe('trace-1');
    expect(response.headers.get('cache-control')).toBe('private, max-age=5');
    expect(await response.json()).toEqual({ data: { prdCnt: 7 } });
  });

  it('makes a trace id when the caller sent none, and passes the same one on', async () => {
    const seen = fakeUpstream(() => new Response('{}', { headers: { 'Content-Type': 'application/json' } }));
    const response = await app.request('https://shop.example/api/dp/cust/info/v1/getCustInfo', {}, UPSTREAM);
    const id = response.headers.get('x-trace-id');
    expect(id).toMatch(UUID);
    expect(seen[0].request.headers.get('x-trace-id')).toBe(id);
    expect(seen[0].request.method).toBe('GET');
    expect(seen[0].body).toBeNull();
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('hands the upstream’s 302 to the browser instead of following it', async () => {
    const seen = fakeUpstream(() => new Response(null, { status: 302, headers: { Location: 'https://commerce.example/login?next=%2F' } }));
    const response = await app.request('https://shop.example/api/cu/customer/support/v1/searchIncsNo', { method: 'POST' }, UPSTREAM);
    expect(seen).toHaveLength(1);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('https://commerce.example/login?next=%2F');
  });

  it('passes the answer’s headers on without its hop-by-hop ones, every Set-Cookie kept', async () => {
    fakeUpstream(() => {
      const headers = new Headers({
        'Content-Type': 'text/plain',
        Connection: 'close, X-Upstream-Hop',
        'X-Upstream-Hop': '1',
        'Keep-Alive': 'timeout=5',
        'X-Kept': 'yes',
      });
      headers.append('Set-Cookie', 'a=1; Path=/');
      headers.append('Set-Cookie', 'b=2; Path=/');
      return new Response('teapot', { status: 418, statusText: "I'm a teapot", headers });
    });
    const response = await app.request('https://shop.example/api/dp/display/product/v1/getProductOptionCategory', { method: 'POST', body: '{}' }, UPSTREAM);
    expect(response.status).toBe(418);
    expect(await response.text()).toBe('teapot');
    expect(response.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    expect(response.headers.get('x-kept')).toBe('yes');
    for (const name of ['connection', 'x-upstream-hop', 'keep-alive']) expect(response.headers.get(name), name).toBeNull();
  });

  it('proxies paths the built-in gateway does not know, and its OpenAPI document too', async () => {
    const seen = fakeUpstream(() => new Response('ok'));
    await app.request('https://shop.example/api/openapi.json', {}, UPSTREAM);
    await app.request('https://shop.example/api', {}, UPSTREAM);
    expect(seen.map(({ request }) => request.url)).toEqual(['https://commerce.example/gw/openapi.json', 'https://commerce.example/gw']);
  });
});
