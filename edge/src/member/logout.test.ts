import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { resolveSession } from '../auth/sessions';
import { call, cookiePair, findCookie, makeMember, setCookies } from './test-helpers';

const EPOCH = 'Expires=Thu, 01 Jan 1970 00:00:00 GMT';
const withOrigins = { ...env, SHOP_ORIGINS: 'https://m.shop.example, https://www.shop.example' } as Env;

async function loggedIn(custWebId: string) {
  await makeMember(custWebId, 'nokcha2026!');
  const response = await call('/member/', { json: { custWebId, password: 'nokcha2026!', autoLogin: true } });
  const auth = cookiePair(findCookie(response, 'inm_auth_token_local')!);
  const auto = cookiePair(findCookie(response, 'inm_auto_login')!);
  return { auth, auto, token: auth.split('=')[1] };
}

describe('GET /member/logout', () => {
  it('ends the session, clears the cookies and goes to the main page of the given shop origin', async () => {
    const { auth, auto, token } = await loggedIn('leaver01');
    const response = await call('/member/logout?domain=https%3A%2F%2Fm.shop.example', { env: withOrigins, headers: { Cookie: `${auth}; ${auto}` } });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('https://m.shop.example/kr/ko');
    expect(setCookies(response)).toEqual([
      `inm_auth_token_local=; Path=/; Max-Age=0; ${EPOCH}; SameSite=Lax`,
      `inm_login_success=; Path=/; Max-Age=0; ${EPOCH}; SameSite=Lax`,
      `inm_app_auto_login_success=; Path=/; Max-Age=0; ${EPOCH}; SameSite=Lax`,
      `inm_signup_success=; Path=/; Max-Age=0; ${EPOCH}; SameSite=Lax`,
      `inm_auto_login=; Path=/member; Max-Age=0; ${EPOCH}; SameSite=Lax`,
    ]);
    expect(await resolveSession(env.DB, token)).toBeNull();
    const autoLogin = await call('/member/autologin', { method: 'POST', headers: { Cookie: auto } });
    expect(autoLogin.status).toBe(401);
  });

  it.each([
    ['http://localhost:8787', '/kr/ko'],
    ['https://evil.com', '/kr/ko'],
    ['//evil.com', '/kr/ko'],
    ['https://m.shop.example.evil.com', '/kr/ko'],
    ['javascript:alert(1)', '/kr/ko'],
    ['https://www.shop.example/anything?x=1', 'https://www.shop.example/kr/ko'],
  ])('domain=%s → %s', async (domain, location) => {
    const response = await call(`/member/logout?domain=${encodeURIComponent(domain)}`, { env: withOrigins });
    expect(response.headers.get('location')).toBe(location);
  });

  it.each([
    ['Sec-Fetch-Site: cross-site', 'leaver31', { 'Sec-Fetch-Site': 'cross-site' }],
    ['a foreign Referer (no Sec-Fetch-Site)', 'leaver32', { Referer: 'https://evil.example/page' }],
  ])('leaves the member logged in when another site sent the browser (%s)', async (_, custWebId, headers) => {
    const { auth, token } = await loggedIn(custWebId);
    for (const path of ['/member/logout?domain=https%3A%2F%2Fm.shop.example', '/member/channellogout']) {
      const response = await call(path, { env: withOrigins, headers: { Cookie: auth, ...headers } });
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe('/kr/ko');
      expect(setCookies(response)).toEqual([]);
    }
    expect(await resolveSession(env.DB, token)).not.toBeNull();
  });

  it.each([
    ['same-origin', 'leaver41', { 'Sec-Fetch-Site': 'same-origin' }],
    ['same-site (another shop host)', 'leaver42', { 'Sec-Fetch-Site': 'same-site' }],
    ['typed or from the app', 'leaver43', { 'Sec-Fetch-Site': 'none' }],
    ['a Referer on one of the shop origins', 'leaver44', { Referer: 'https://m.shop.example/kr/ko/cu/mypage' }],
  ])('logs out a navigation from the shop itself (%s)', async (_, custWebId, headers) => {
    const { auth, token } = await loggedIn(custWebId);
    const response = await call('/member/logout', { env: withOrigins, headers: { Cookie: auth, ...headers } });
    expect(setCookies(response)[0]).toMatch(/^inm_auth_token_local=;/);
    expect(await resolveSession(env.DB, token)).toBeNull();
  });

  it('works without a session and without a domain', async () => {
    const response = await call('/member/logout');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/kr/ko');
  });
});

describe('GET /member/channellogout', () => {
  it('ends the session and goes to the main page', async () => {
    const { auth, token } = await loggedIn('leaver02');
    const response = await call('/member/channellogout', { headers: { Cookie: auth } });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/kr/ko');
    expect(setCookies(response)[0]).toBe(`inm_auth_token_local=; Path=/; Max-Age=0; ${EPOCH}; SameSite=Lax`);
    expect(await resolveSession(env.DB, token)).toBeNull();
  });
});
