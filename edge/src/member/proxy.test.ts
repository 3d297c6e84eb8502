import { env } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import { call, memberApp } from './test-helpers';

const upstreamEnv = { ...env, MEMBER_GATEWAY_ORIGIN: 'https://members.operator.example/gw/' } as Env;

describe('MEMBER_GATEWAY_ORIGIN', () => {
  it('proxies /member/* with the body, without hop-by-hop headers, and passes redirects and cookies through', async () => {
    const seen: Request[] = [];
    const fetcher = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      seen.push(request);
      const headers = new Headers({ Location: '/kr/ko', Connection: 'close', 'Keep-Alive': 'timeout=5' });
      headers.append('Set-Cookie', 'inm_auth_token=up; Path=/; HttpOnly');
      headers.append('Set-Cookie', 'inm_login_success=Y|6; Path=/');
      return new Response(null, { status: 302, headers });
    }) as typeof fetch;
    const app = memberApp({ fetch: fetcher });
    const response = await call('/member/?processType=join', {
      app,
      env: upstreamEnv,
      json: { custWebId: 'proxied' },
      headers: { Connection: 'keep-alive, X-Secret-Hop', 'X-Secret-Hop': '1', 'X-Trace-Id': 'trace-123', 'Proxy-Authorization': 'Basic x' },
    });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/kr/ko');
    expect(response.headers.getSetCookie()).toEqual(['inm_auth_token=up; Path=/; HttpOnly', 'inm_login_success=Y|6; Path=/']);
    expect(response.headers.get('connection')).toBeNull();
    expect(response.headers.get('keep-alive')).toBeNull();
    expect(response.headers.get('cache-control')).toBe('no-store');

    const [upstream] = seen;
    expect(upstream.url).toBe('https://members.operator.example/gw/?processType=join');
    expect(upstream.method).toBe('POST');
    expect(upstream.redirect).toBe('manual');
    expect(await upstream.json()).toEqual({ custWebId: 'proxied' });
    expect(upstream.headers.get('x-trace-id')).toBe('trace-123');
    expect(upstream.headers.get('x-forwarded-host')).toBe('localhost:8787');
    expect(upstream.headers.get('x-forwarded-proto')).toBe('http');
    for (const hop of ['connection', 'x-secret-hop', 'proxy-authorization']) expect(upstream.headers.get(hop)).toBeNull();
  });

  it('proxies the GET entries too', async () => {
    const fetcher = vi.fn(async () => new Response('upstream', { status: 200 }));
    const response = await call('/member/logout?domain=x', { app: memberApp({ fetch: fetcher as unknown as typeof fetch }), env: upstreamEnv });
    expect(await response.text()).toBe('upstream');
    expect((fetcher.mock.calls[0] as unknown[])[0]).toEqual(new URL('https://members.operator.example/gw/logout?domain=x'));
  });

  it('answers 502 with a trace id when the upstream is unreachable', async () => {
    const fetcher = (async () => {
      throw new TypeError('connection refused');
    }) as typeof fetch;
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await call('/member/autologin', { method: 'POST', app: memberApp({ fetch: fetcher }), env: upstreamEnv });
    expect(response.status).toBe(502);
    const body = await response.json<{ code: string; traceId: string }>();
    expect(body.code).toBe('MEMBER_GATEWAY_UNAVAILABLE');
    expect(body.traceId).toBe(response.headers.get('x-trace-id'));
    expect(logged).toHaveBeenCalledOnce();
    logged.mockRestore();
  });
});
