import { env } from 'cloudflare:test';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../env';
import { loginGate, loginRedirectUrl } from './login-gate';

function makeApp(options?: Parameters<typeof loginGate>[0]) {
  const app = new Hono<AppEnv>();
  app.use(loginGate(options));
  app.all('*', (c) => c.text('page'));
  return app;
}

async function visit(path: string, cookie?: string, bindings: object = env) {
  const headers: Record<string, string> = cookie ? { Cookie: cookie } : {};
  return makeApp().request(`https://shop.example${path}`, { headers }, bindings);
}

function expectLogin(response: Response, successUrl: string) {
  expect(response.status).toBe(302);
  expect(response.headers.get('location')).toBe(`/member/login?successUrl=${encodeURIComponent(successUrl)}`);
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(response.headers.get('vary')).toBe('Cookie');
}

async function expectPage(response: Response) {
  expect(response.status).toBe(200);
  expect(await response.text()).toBe('page');
}

describe('loginGate', () => {
  it.each([
    '/kr/ko/cu/mypage',
    '/kr/ko/cu/mypage/couponzone',
    '/kr/ko/cu/mypage/wish',
    '/kr/ko/cu/mypage/personal-information-modify/customer-withdraw',
    '/kr/ko/cu/mypage/review/view/1234',
  ])('sends a visitor without the auth cookie from %s to the login', async (path) => {
    expectLogin(await visit(path), path);
  });

  it('keeps the query in successUrl, encoded', async () => {
    const response = await visit('/kr/ko/cu/mypage/review/write/2?tab=a&x=%ED%95%9C');
    expect(response.headers.get('location')).toBe('/member/login?successUrl=%2Fkr%2Fko%2Fcu%2Fmypage%2Freview%2Fwrite%2F2%3Ftab%3Da%26x%3D%25ED%2595%259C');
  });

  it('reads the environment’s auth cookie name (inm_auth_token_local here)', async () => {
    expect(env.ENVIRONMENT).toBe('local');
    await expectPage(await visit('/kr/ko/cu/mypage', 'inm_auth_token_local=tok123'));
    // The production cookie does not count outside production, and vice versa.
    expectLogin(await visit('/kr/ko/cu/mypage', 'inm_auth_token=tok123'), '/kr/ko/cu/mypage');
    await expectPage(await visit('/kr/ko/cu/mypage', 'a=1; inm_auth_token=tok123', { ...env, ENVIRONMENT: 'prd' }));
    expectLogin(await visit('/kr/ko/cu/mypage', 'inm_auth_token_local=tok123', { ...env, ENVIRONMENT: 'prd' }), '/kr/ko/cu/mypage');
  });

  it('treats an empty auth cookie as none', async () => {
    expectLogin(await visit('/kr/ko/cu/mypage', 'inm_auth_token_local='), '/kr/ko/cu/mypage');
  });

  it.each([
    '/kr/ko',
    '/kr/ko/dp/best',
    '/kr/ko/cu',
    '/kr/ko/cu/support',
    '/kr/ko/cu/footer/terms',
    '/kr/ko/cu/mypage/review/view/abc',
    '/kr/ko/unknown',
    '/member/login',
    '/_astro/a.js',
  ])('lets %s pass without the cookie', async (path) => {
    await expectPage(await visit(path));
  });

  it('uses a login path from options', async () => {
    const response = await makeApp({ loginPath: '/member/sso' }).request('https://shop.example/kr/ko/cu/mypage', {}, env);
    expect(response.headers.get('location')).toBe('/member/sso?successUrl=%2Fkr%2Fko%2Fcu%2Fmypage');
  });
});

describe('loginRedirectUrl', () => {
  it.each([
    ['/kr/ko/cu/mypage', '', '/member/login?successUrl=%2Fkr%2Fko%2Fcu%2Fmypage'],
    ['/kr/ko/cu/mypage', '?a=1', '/member/login?successUrl=%2Fkr%2Fko%2Fcu%2Fmypage%3Fa%3D1'],
    ['//evil.example/x', '', '/member/login?successUrl=%2Fkr%2Fko'],
    ['/\\evil.example', '', '/member/login?successUrl=%2Fkr%2Fko'],
    ['https://evil.example/', '', '/member/login?successUrl=%2Fkr%2Fko'],
  ])('%s%s → %s', (pathname, search, expected) => {
    expect(loginRedirectUrl(pathname, search)).toBe(expected);
  });
});
