import { env } from 'cloudflare:test';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../env';
import { SESSION_ID_FORMAT, sessionId } from './session-id';

const FIXED = '9b2f6c3a-1d4e-4f5a-8b6c-7d8e9f0a1b2c';
const COOKIE = `sessId=${FIXED}; Path=/; Max-Age=31536000; Secure; SameSite=Lax`;
const PUBLIC = 'public, max-age=0, must-revalidate';

function makeApp() {
  const app = new Hono<AppEnv>();
  app.use(sessionId({ newId: () => FIXED }));
  app.get('/kr/ko', (c) => c.html('<p>main</p>', 200, { 'Cache-Control': PUBLIC }));
  app.get('/kr/ko/cu/mypage', (c) => c.html('<p>mypage</p>', 200, { 'Cache-Control': 'private, no-store' }));
  app.get('/kr/ko/with-cookie', (c) => c.html('<p>x</p>', 200, { 'Set-Cookie': 'other=1; Path=/' }));
  app.get('/kr/ko/missing', (c) => c.html('<p>404</p>', 404));
  app.get('/kr/ko/moved', (c) => c.redirect('/kr/ko', 302));
  app.get('/kr/ko/data.json', (c) => c.json({ ok: true }));
  app.get('/api/page', (c) => c.html('<p>api</p>'));
  app.post('/kr/ko', (c) => c.html('<p>posted</p>'));
  return app;
}

function get(path: string, headers: Record<string, string> = {}, origin = 'https://shop.example', method = 'GET') {
  return makeApp().request(`${origin}${path}`, { method, headers }, env);
}

describe('sessionId', () => {
  it('gives a first page view a year-long sessId, readable by scripts, and keeps shared caches out', async () => {
    const response = await get('/kr/ko');
    expect(response.headers.getSetCookie()).toEqual([COOKIE]);
    expect(response.headers.get('cache-control')).toBe('private, max-age=0, must-revalidate');
  });

  it.each(['http://localhost:8787', 'http://127.0.0.1:8787'])('leaves out Secure on %s', async (origin) => {
    const response = await get('/kr/ko', {}, origin);
    expect(response.headers.getSetCookie()).toEqual([`sessId=${FIXED}; Path=/; Max-Age=31536000; SameSite=Lax`]);
  });

  it('keeps a valid sessId and the page’s caching', async () => {
    const response = await get('/kr/ko', { Cookie: `a=1; sessId=${FIXED.toUpperCase()}` });
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(response.headers.get('cache-control')).toBe(PUBLIC);
  });

  it.each([
    ['not a UUID', 'abc'],
    ['a version 1 UUID', 'c232ab00-9414-11ec-b3c8-9f6bdeced846'],
    ['empty', ''],
    ['a UUID with a suffix', `${FIXED}x`],
  ])('replaces a sessId that is %s', async (_name, value) => {
    const response = await get('/kr/ko', { Cookie: `sessId=${value}` });
    expect(response.headers.getSetCookie()).toEqual([COOKIE]);
  });

  it('adds to the page’s own cookies and leaves private caching alone', async () => {
    expect((await get('/kr/ko/with-cookie')).headers.getSetCookie()).toEqual(['other=1; Path=/', COOKIE]);
    const mypage = await get('/kr/ko/cu/mypage');
    expect(mypage.headers.getSetCookie()).toEqual([COOKIE]);
    expect(mypage.headers.get('cache-control')).toBe('private, no-store');
  });

  it.each<[string, string, string]>([
    ['a 404 page', 'GET', '/kr/ko/missing'],
    ['a redirect', 'GET', '/kr/ko/moved'],
    ['JSON', 'GET', '/kr/ko/data.json'],
    ['HTML outside /kr/', 'GET', '/api/page'],
    ['a POST', 'POST', '/kr/ko'],
  ])('sets nothing on %s', async (_name, method, path) => {
    const response = await get(path, {}, 'https://shop.example', method);
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('makes random version 4 UUIDs by default', async () => {
    const app = new Hono<AppEnv>();
    app.use(sessionId());
    app.get('/kr/ko', (c) => c.html('<p>main</p>'));
    const ids = await Promise.all(
      [1, 2].map(async () => {
        const cookie = (await app.request('https://shop.example/kr/ko', {}, env)).headers.get('set-cookie') ?? '';
        return /^sessId=([^;]+);/.exec(cookie)?.[1] ?? '';
      }),
    );
    for (const id of ids) expect(id).toMatch(SESSION_ID_FORMAT);
    expect(ids[0]).not.toBe(ids[1]);
  });
});
