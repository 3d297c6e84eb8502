import { env } from 'cloudflare:test';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../env';
import { CONSOLE_BASE, consolePage } from './console-page';

const INDEX = '<!doctype html><html><head><meta name="csp-nonce" content=""></head><body><div id="root"></div></body></html>';
const FILES: Record<string, string> = { '/ops/console/index.html': INDEX, '/ops/console/assets/index-abc123.js': 'console.log(1)' };
const assets = {
  fetch: async (input: RequestInfo | URL) => {
    const path = new URL(input instanceof Request ? input.url : String(input)).pathname;
    return FILES[path] === undefined ? new Response('missing', { status: 404 }) : new Response(FILES[path]);
  },
} as unknown as Fetcher;

const app = new Hono<AppEnv>();
app.get(CONSOLE_BASE, consolePage);
app.get(`${CONSOLE_BASE}/*`, consolePage);
const get = (path: string) => Promise.resolve(app.request(`https://shop.example${path}`, {}, { ...env, ASSETS: assets }));

describe('the console page (ADR 026)', () => {
  it('serves the app for any console path with a fresh nonce that only its styles may use', async () => {
    const first = await get('/ops/console/orders');
    const second = await get('/ops/console');
    const nonceOf = async (response: Response) => /content="([^"]+)"/.exec(await response.text())![1];
    const [a, b] = [await nonceOf(first.clone()), await nonceOf(second.clone())];
    expect(a).not.toBe(b);
    expect(first.headers.get('Content-Security-Policy')).toBe(
      `default-src 'self'; script-src 'self'; style-src 'self' 'nonce-${a}'; img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'`,
    );
    expect(first.headers.get('Cache-Control')).toBe('no-store');
    expect(first.headers.get('X-Robots-Tag')).toBe('noindex, nofollow');
  });

  it('serves its hashed files for a year and answers 404 for a missing one', async () => {
    const script = await get('/ops/console/assets/index-abc123.js');
    expect(await script.text()).toBe('console.log(1)');
    expect(script.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect((await get('/ops/console/assets/gone.js')).status).toBe(404);
  });
});
