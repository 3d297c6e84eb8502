import { env } from 'cloudflare:test';
import { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppEnv } from '../env';
import { securityHeaders } from '../middleware/security-headers';
import { INLINE_SCRIPT_HASHES_PATH, inlineScriptSources, resetInlineScriptSources } from './inline-script-hashes';

const HASH = 'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng=';

function assets(body: unknown, status = 200): Fetcher {
  return {
    fetch: async (input: RequestInfo | URL) => {
      const path = new URL(input instanceof Request ? input.url : String(input)).pathname;
      return path === INLINE_SCRIPT_HASHES_PATH ? Response.json(body, { status }) : new Response('missing', { status: 404 });
    },
  } as unknown as Fetcher;
}

afterEach(resetInlineScriptSources);

describe('inlineScriptSources', () => {
  it('quotes the listed hashes and drops anything that is not one', async () => {
    const sources = await inlineScriptSources(assets({ hashes: [HASH, "'unsafe-inline'", 'sha256-x y', 7] }), 'http://localhost/');
    expect(sources).toEqual([`'${HASH}'`]);
  });

  it('gives no sources when the build left no list', async () => {
    expect(await inlineScriptSources(assets({}, 404), 'http://localhost/')).toEqual([]);
  });
});

describe('securityHeaders with inline script hashes', () => {
  function app() {
    const hono = new Hono<AppEnv>();
    hono.use(securityHeaders({ inlineScriptHashes: true }));
    hono.get('/page', (c) => c.html('<p>page</p>'));
    hono.get('/data', (c) => c.json({ ok: true }));
    return hono;
  }

  it('allows exactly the built inline scripts on HTML answers', async () => {
    const response = await app().request('/page', {}, { ...env, ASSETS: assets({ hashes: [HASH] }) });
    const csp = response.headers.get('Content-Security-Policy') ?? '';
    expect(csp).toContain(`script-src 'self' '${HASH}'`);
    expect(csp).not.toContain("unsafe-inline' ;");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  });

  it('keeps other answers at script-src self', async () => {
    const response = await app().request('/data', {}, { ...env, ASSETS: assets({ hashes: [HASH] }) });
    expect(response.headers.get('Content-Security-Policy')).toContain("script-src 'self';");
  });
});
