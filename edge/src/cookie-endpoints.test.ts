import { env } from 'cloudflare:test';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { cookieEndpoints, isSameOriginRequest } from './cookie-endpoints';
import type { AppEnv } from './env';

const ORIGIN = 'https://shop.example';
const SAME = { 'Sec-Fetch-Site': 'same-origin' };
const EPOCH = 'Expires=Thu, 01 Jan 1970 00:00:00 GMT';

function makeApp() {
  // Mounted as index.ts mounts it.
  const app = new Hono<AppEnv>();
  app.route('/kr/ko', cookieEndpoints);
  app.notFound((c) => c.text('page not found', 404));
  return app;
}

async function call(path: string, headers: Record<string, string> = SAME, bindings: object = env, origin = ORIGIN) {
  return makeApp().request(`${origin}/kr/ko${path}`, { headers }, bindings);
}

async function expectError(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(response.headers.get('set-cookie')).toBeNull();
  const body = (await response.json()) as { code: string; message: string };
  expect(body.code).toBe(code);
  expect(body.message).toMatch(/[가-힣]/);
  expect(Object.keys(body).sort()).toEqual(['code', 'message']);
}

describe('GET /kr/ko/:biz/node/cookie/get-cookie', () => {
  it.each(['dp', 'or', 'ca', 'cu'])('returns the auth token to the %s section, uncached', async (biz) => {
    const response = await call(`/${biz}/node/cookie/get-cookie`, { ...SAME, Cookie: 'x=1; inm_auth_token_local=tok%20123' });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(await response.json()).toEqual({ token: 'tok 123' });
  });

  it('returns null without the cookie, and reads inm_auth_token in production', async () => {
    expect(await (await call('/dp/node/cookie/get-cookie', { ...SAME, Cookie: 'inm_auth_token=prod' })).json()).toEqual({ token: null });
    const prd = await call('/dp/node/cookie/get-cookie', { ...SAME, Cookie: 'inm_auth_token=prod' }, { ...env, ENVIRONMENT: 'prd' });
    expect(await prd.json()).toEqual({ token: 'prod' });
  });

  it('answers 404 JSON for an unknown section', async () => {
    await expectError(await call('/xx/node/cookie/get-cookie'), 404, 'NOT_FOUND');
  });

  it.each<[string, Record<string, string>]>([
    ['another site', { 'Sec-Fetch-Site': 'cross-site', Origin: ORIGIN }],
    ['a sibling subdomain', { 'Sec-Fetch-Site': 'same-site' }],
    ['a typed address', { 'Sec-Fetch-Site': 'none' }],
    ['a foreign Origin', { Origin: 'https://evil.example' }],
    ['an http Origin for an https shop', { Origin: 'http://shop.example' }],
    ['an opaque Origin', { Origin: 'null' }],
    ['a foreign Referer', { Referer: 'https://evil.example/kr/ko' }],
    ['a broken Referer', { Referer: 'not a url' }],
    ['no origin at all', {}],
  ])('refuses %s with 403', async (_name, headers) => {
    const response = await call('/dp/node/cookie/get-cookie', { ...headers, Cookie: 'inm_auth_token_local=secret' });
    await expectError(response, 403, 'CROSS_ORIGIN');
  });

  it.each<[string, Record<string, string>]>([
    ['Sec-Fetch-Site', { 'Sec-Fetch-Site': 'same-origin' }],
    ['Origin', { Origin: ORIGIN }],
    ['Referer', { Referer: `${ORIGIN}/kr/ko/cu/mypage?x=1` }],
  ])('accepts a same-origin %s', async (_name, headers) => {
    const response = await call('/dp/node/cookie/get-cookie', { ...headers, Cookie: 'inm_auth_token_local=secret' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ token: 'secret' });
  });
});

describe('GET /kr/ko/:biz/node/cookie/delete-cookie/:name', () => {
  it.each(['inm_login_success', 'inm_app_auto_login_success', 'inm_signup_success', 'inm_auth_token_local'])('expires %s', async (name) => {
    const response = await call(`/dp/node/cookie/delete-cookie/${name}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.getSetCookie()).toEqual([`${name}=; Path=/; Max-Age=0; ${EPOCH}; Secure; SameSite=Lax`]);
    expect(await response.json()).toEqual({ deleted: name });
  });

  it('expires both the shared-domain and the host-only cookie when a domain is configured', async () => {
    const bindings = { ...env, ENVIRONMENT: 'prd', AUTH_COOKIE_DOMAIN: '.shop.example' };
    const response = await call('/cu/node/cookie/delete-cookie/inm_auth_token', SAME, bindings);
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie()).toEqual([
      `inm_auth_token=; Domain=.shop.example; Path=/; Max-Age=0; ${EPOCH}; Secure; SameSite=Lax`,
      `inm_auth_token=; Path=/; Max-Age=0; ${EPOCH}; Secure; SameSite=Lax`,
    ]);
    expect(await response.json()).toEqual({ deleted: 'inm_auth_token' });
  });

  it('leaves out Secure on localhost', async () => {
    const response = await call('/dp/node/cookie/delete-cookie/inm_login_success', { Origin: 'http://localhost:8787' }, env, 'http://localhost:8787');
    expect(response.headers.getSetCookie()).toEqual([`inm_login_success=; Path=/; Max-Age=0; ${EPOCH}; SameSite=Lax`]);
  });

  it.each(['inm_locale', 'inm_auth_token', 'sessId', 'inm_auth_token_qa'])('refuses to expire %s with 400', async (name) => {
    await expectError(await call(`/dp/node/cookie/delete-cookie/${name}`), 400, 'COOKIE_NOT_DELETABLE');
  });

  it('refuses cross-origin callers before touching any cookie', async () => {
    await expectError(await call('/dp/node/cookie/delete-cookie/inm_auth_token_local', { 'Sec-Fetch-Site': 'cross-site' }), 403, 'CROSS_ORIGIN');
  });

  it('answers 404 JSON for an unknown section', async () => {
    await expectError(await call('/shop/node/cookie/delete-cookie/inm_login_success'), 404, 'NOT_FOUND');
  });

  it('leaves other paths to the pages', async () => {
    const response = await call('/dp/node/cookie/other');
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('page not found');
  });
});

describe('isSameOriginRequest', () => {
  it('prefers Sec-Fetch-Site over Origin', () => {
    const headers = new Headers({ 'Sec-Fetch-Site': 'cross-site', Origin: ORIGIN });
    expect(isSameOriginRequest(headers, `${ORIGIN}/kr/ko`)).toBe(false);
    expect(isSameOriginRequest(new Headers({ Origin: 'https://shop.example:8443' }), `${ORIGIN}/kr/ko`)).toBe(false);
    expect(isSameOriginRequest(new Headers({ Origin: 'http://localhost:8787' }), 'http://localhost:8787/kr/ko')).toBe(true);
  });
});
