import { env } from 'cloudflare:test';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../env';
import { device } from './device';
import { guestCart } from './guest-cart';

const PUBLIC = 'public, max-age=0, must-revalidate';
const TOKEN = 'k'.repeat(43);
const CART_COOKIE = /^inm_guest_cart=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=31536000; HttpOnly; Secure; SameSite=Lax$/;

function makeApp() {
  const app = new Hono<AppEnv>();
  app.use(device());
  app.use(guestCart());
  app.get('/kr/ko', (c) => c.html('<p>main</p>', 200, { 'Cache-Control': PUBLIC }));
  app.get('/kr/ko/moved', (c) => c.redirect('/kr/ko', 302));
  app.get('/api/page', (c) => c.html('<p>api</p>'));
  app.post('/kr/ko', (c) => c.html('<p>posted</p>'));
  return app;
}

function get(path: string, headers: Record<string, string> = {}, origin = 'https://shop.example', method = 'GET') {
  return makeApp().request(`${origin}${path}`, { method, headers: { 'User-Agent': 'Mozilla/5.0', ...headers } }, env);
}

describe('guestCart', () => {
  it('gives a first page view the guest cart’s cookie: HttpOnly, for the API only, a year long, and keeps shared caches out', async () => {
    const response = await get('/kr/ko');
    const [cookie, ...others] = response.headers.getSetCookie();
    expect(cookie).toMatch(CART_COOKIE);
    expect(others).toEqual([]);
    expect(response.headers.get('cache-control')).toBe('private, max-age=0, must-revalidate');
    const again = (await get('/kr/ko')).headers.getSetCookie()[0];
    expect(again).not.toBe(cookie);
  });

  it('leaves out Secure on localhost', async () => {
    const [cookie] = (await get('/kr/ko', {}, 'http://localhost:8787')).headers.getSetCookie();
    expect(cookie).toMatch(/^inm_guest_cart=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=31536000; HttpOnly; SameSite=Lax$/);
  });

  it('keeps a well-formed cookie and replaces any other value', async () => {
    const kept = await get('/kr/ko', { Cookie: `inm_guest_cart=${TOKEN}` });
    expect(kept.headers.get('set-cookie')).toBeNull();
    expect(kept.headers.get('cache-control')).toBe(PUBLIC);
    for (const value of ['abc', `${TOKEN}x`, '9b2f6c3a-1d4e-4f5a-8b6c-7d8e9f0a1b2c']) {
      expect((await get('/kr/ko', { Cookie: `inm_guest_cart=${value}` })).headers.getSetCookie()[0]).toMatch(CART_COOKIE);
    }
  });

  it.each<[string, string, string, Record<string, string>]>([
    ['a redirect', 'GET', '/kr/ko/moved', {}],
    ['HTML outside /kr/', 'GET', '/api/page', {}],
    ['a POST', 'POST', '/kr/ko', {}],
    ['a crawler', 'GET', '/kr/ko', { 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }],
  ])('sets nothing on %s', async (_name, method, path, headers) => {
    expect((await get(path, headers, 'https://shop.example', method)).headers.get('set-cookie')).toBeNull();
  });
});
