import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeUpstream, gatewayApp as app } from '../testing/gateway-call';
import { upstreamUrl, withoutHopByHop } from '../reverse-proxy';

const UPSTREAM = { ...env, GATEWAY_ORIGIN: 'https://commerce.example/gw/' };

afterEach(() => {
  vi.restoreAllMocks();
});

describe('proxy failures', () => {
  it('answers 502 with a trace id when the upstream cannot be reached', async () => {
    fakeUpstream(() => Promise.reject(new TypeError('Network connection lost.')));
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await app.request('https://shop.example/api/dp/cust/info/v1/getCustInfo', { headers: { 'X-Trace-Id': 'trace-502' } }, UPSTREAM);
    expect(response.status).toBe(502);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      code: 'UPSTREAM_UNAVAILABLE',
      message: '상품 서버에 연결하지 못했습니다. 잠시 후 다시 시도해 주세요.',
      traceId: 'trace-502',
    });
    expect(JSON.parse(String(log.mock.calls[0][0]))).toMatchObject({ traceId: 'trace-502', message: 'Network connection lost.' });
  });

  it('answers 500 for a GATEWAY_ORIGIN that is not an http(s) URL', async () => {
    const seen = fakeUpstream(() => new Response('never'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await app.request('https://shop.example/api/dp/cust/info/v1/getCustInfo', {}, { ...env, GATEWAY_ORIGIN: 'ftp://commerce.example' });
    expect(response.status).toBe(500);
    expect(((await response.json()) as { code: string }).code).toBe('INTERNAL_ERROR');
    expect(seen).toHaveLength(0);
  });
});

describe('without GATEWAY_ORIGIN', () => {
  it('answers from the built-in gateway and fetches nothing', async () => {
    const seen = fakeUpstream(() => new Response('never'));
    const response = await app.request('https://shop.example/api/dp/cust/info/v1/getCustInfo', {}, env);
    expect(await response.json()).toEqual({ data: {} });
    expect(seen).toHaveLength(0);
  });
});

describe('upstreamUrl and withoutHopByHop', () => {
  it.each([
    ['https://up.example', '/api/dp/a/v1/b?x=1', 'https://up.example/dp/a/v1/b?x=1'],
    ['https://up.example///', '/api/dp/a/v1/b', 'https://up.example/dp/a/v1/b'],
    ['http://127.0.0.1:9000/base', '/api/dp/a%2Fb/v1/c', 'http://127.0.0.1:9000/base/dp/a%2Fb/v1/c'],
  ])('maps %s + %s', (origin, path, expected) => {
    expect(upstreamUrl(origin, '/api', `https://shop.example${path}`).href).toBe(expected);
  });

  it('drops the Connection-named headers case-insensitively', () => {
    const headers = withoutHopByHop(new Headers({ Connection: 'X-A , x-b', 'X-A': '1', 'X-B': '2', 'X-C': '3', Host: 'shop.example' }));
    expect(Object.fromEntries(headers)).toEqual({ 'x-c': '3' });
  });
});
