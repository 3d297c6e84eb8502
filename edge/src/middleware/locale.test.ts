import { env } from 'cloudflare:test';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../env';
import { locale, localeRedirect, parseAcceptLanguage, resolveLocale, type LocaleInputs } from './locale';

describe('resolveLocale', () => {
  it.each<[string, LocaleInputs, string, string]>([
    ['route wins', { route: 'ko', cookie: 'en', acceptLanguage: 'en-US' }, 'ko', 'route'],
    ['unsupported route falls to the cookie', { route: 'en', cookie: 'ko' }, 'ko', 'cookie'],
    ['cookie before browser', { cookie: 'ko', acceptLanguage: 'ko-KR' }, 'ko', 'cookie'],
    ['unsupported cookie falls to the browser', { cookie: 'ja', acceptLanguage: 'ko-KR,ko;q=0.9' }, 'ko', 'browser'],
    ['browser region tags count', { acceptLanguage: 'en-US,en;q=0.9,ko-KR;q=0.8' }, 'ko', 'browser'],
    ['q=0 refuses a language', { acceptLanguage: 'ko;q=0, en' }, 'ko', 'default'],
    ['nothing usable', { route: null, cookie: null, acceptLanguage: null }, 'ko', 'default'],
    ['a wildcard is not a choice', { acceptLanguage: '*' }, 'ko', 'default'],
    ['upper-case tags', { route: 'KO' }, 'ko', 'route'],
  ])('%s', (_name, inputs, expected, source) => {
    expect(resolveLocale(inputs)).toEqual({ locale: expected, source });
  });
});

describe('parseAcceptLanguage', () => {
  it('orders by q, then by position, and drops q=0 and *', () => {
    expect(parseAcceptLanguage('en;q=0.5, ko-KR, ja;q=0.5, *;q=0.1, zh;q=0')).toEqual(['ko-KR', 'en', 'ja']);
    expect(parseAcceptLanguage('')).toEqual([]);
    expect(parseAcceptLanguage(null)).toEqual([]);
  });
});

describe('localeRedirect', () => {
  it.each<[string, string, string | null]>([
    ['/', '', '/kr/ko'],
    ['/', '?utm_source=naver', '/kr/ko?utm_source=naver'],
    ['/kr', '', '/kr/ko'],
    ['/kr/', '', '/kr/ko'],
    ['/kr/en', '', '/kr/ko'],
    ['/kr/en/', '', '/kr/ko'],
    ['/kr/en/dp/best', '?sort=1', '/kr/ko/dp/best?sort=1'],
    ['/kr/en-US/cu/footer/terms', '', '/kr/ko/cu/footer/terms'],
    ['/kr/KO/dp/best', '', '/kr/ko/dp/best'],
    ['/kr/dp/best', '', '/kr/ko/dp/best'],
    ['/dp/best', '?x=1&y=2', '/kr/ko/dp/best?x=1&y=2'],
    ['/dp', '', '/kr/ko/dp'],
    ['/or/order-cart', '', '/kr/ko/or/order-cart'],
    ['/ca/event/12', '', '/kr/ko/ca/event/12'],
    ['/cu/mypage', '', '/kr/ko/cu/mypage'],
    ['/kr/ko', '', null],
    ['/kr/ko/dp/best', '?x=1', null],
    ['/kr/ko/unknown', '', null],
    ['/kr/favicon.svg', '', null],
    ['/dpx/best', '', null],
    ['/api/dp/cust/info/v1/getCustInfo', '', null],
    ['/member/login', '', null],
    ['/_astro/app.js', '', null],
    ['/favicon.svg', '', null],
    ['/builds/latest.json', '', null],
  ])('%s%s → %s', (pathname, search, expected) => {
    expect(localeRedirect(pathname, search, { cookie: null, acceptLanguage: 'en-US' })).toBe(expected);
  });
});

function makeApp() {
  const app = new Hono<AppEnv>();
  app.use(locale());
  app.get('/kr/ko/dp/best', (c) => c.html('<p>best</p>'));
  app.get('/kr/ko/dp/node/cookie/get-cookie', (c) => c.json({ token: null }));
  app.get('/kr/ko/missing', (c) => c.html('<p>404</p>', 404));
  app.get('/kr/ko/with-cookie', (c) => {
    c.header('Set-Cookie', 'other=1; Path=/', { append: true });
    return c.html('<p>x</p>');
  });
  app.get('/api/ping', (c) => c.html('<p>pong</p>'));
  return app;
}

const LOCALE_COOKIE_SECURE = 'inm_locale=ko; Path=/; Max-Age=31536000; Secure; SameSite=Lax';
const LOCALE_COOKIE_LOCAL = 'inm_locale=ko; Path=/; Max-Age=31536000; SameSite=Lax';

describe('locale middleware', () => {
  const app = makeApp();

  it.each([
    ['/', '/kr/ko'],
    ['/kr', '/kr/ko'],
    ['/kr/', '/kr/ko'],
    ['/kr/en/dp/best?sort=new&page=2', '/kr/ko/dp/best?sort=new&page=2'],
    ['/dp/best?sort=new', '/kr/ko/dp/best?sort=new'],
  ])('redirects %s to %s with 302', async (path, location) => {
    const response = await app.request(`https://shop.example${path}`, { headers: { 'Accept-Language': 'en-US,en;q=0.9' } }, env);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(location);
    expect(response.headers.get('vary')).toBe('Cookie, Accept-Language');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('sets the locale cookie on a page when it is missing', async () => {
    const response = await app.request('https://shop.example/kr/ko/dp/best', {}, env);
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie()).toEqual([LOCALE_COOKIE_SECURE]);
  });

  it('sets it when it differs, without Secure on localhost and 127.0.0.1', async () => {
    for (const host of ['localhost:8787', '127.0.0.1:8787']) {
      const response = await app.request(`http://${host}/kr/ko/dp/best`, { headers: { Cookie: 'inm_locale=en' } }, env);
      expect(response.headers.getSetCookie()).toEqual([LOCALE_COOKIE_LOCAL]);
    }
  });

  it('leaves the cookie alone when it already matches', async () => {
    const response = await app.request('https://shop.example/kr/ko/dp/best', { headers: { Cookie: 'a=1; inm_locale=ko' } }, env);
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('keeps cookies the page set itself', async () => {
    const response = await app.request('https://shop.example/kr/ko/with-cookie', {}, env);
    expect(response.headers.getSetCookie()).toEqual(['other=1; Path=/', LOCALE_COOKIE_SECURE]);
  });

  it('sets no cookie on JSON endpoints, error pages or paths outside /kr/ko', async () => {
    for (const path of ['/kr/ko/dp/node/cookie/get-cookie', '/kr/ko/missing', '/api/ping']) {
      const response = await app.request(`https://shop.example${path}`, {}, env);
      expect(response.headers.get('set-cookie'), path).toBeNull();
    }
  });

  it('passes paths it does not own', async () => {
    const response = await app.request('https://shop.example/api/ping', {}, env);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('<p>pong</p>');
  });
});

describe('the locale cookie and shared caches', () => {
  it('turns a public page answer that sets the cookie into a private one', async () => {
    const app = new Hono<AppEnv>();
    app.use(locale());
    app.get('*', (c) => c.html('<p>ok</p>', 200, { 'Cache-Control': 'public, max-age=0, must-revalidate' }));
    const response = await app.request('http://localhost/kr/ko/dp/best');
    expect(response.headers.get('Set-Cookie')).toContain('inm_locale=ko');
    expect(response.headers.get('Cache-Control')).toBe('private, max-age=0, must-revalidate');
  });
});
