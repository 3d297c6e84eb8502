import { env } from 'cloudflare:test';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../env';
import { buildCsp, securityHeaders } from '../middleware/security-headers';
import { extendCsp } from './extend-csp';
import { TOSS_PAYMENTS_CSP, tossPaymentsCsp, tossPaymentsCspHeaders } from './toss-payments';

const TOSS = { PAYMENT_PROVIDER: '', TOSS_CLIENT_KEY: 'test_ck_x', TOSS_SECRET_KEY: 'test_sk_x' };
const ASSETS = { fetch: async () => new Response('missing', { status: 404 }) } as unknown as Fetcher;

function app() {
  const hono = new Hono<AppEnv>();
  hono.use(tossPaymentsCspHeaders());
  hono.use(securityHeaders({ inlineScriptHashes: true }));
  hono.get('/or/order', (c) => c.html('<p>checkout</p>'));
  return hono;
}

describe('Toss Payments CSP', () => {
  it('adds nothing while the test provider is in use', async () => {
    expect(tossPaymentsCsp({ TOSS_CLIENT_KEY: 'test_ck_x' })).toEqual({});
    const response = await app().request('/or/order', {}, { ...env, ASSETS });
    expect(response.headers.get('Content-Security-Policy')).toBe(buildCsp());
    expect(response.headers.get('Content-Security-Policy')).not.toContain('tosspayments');
  });

  it('allows the SDK, its window, its calls and its images when Toss is configured', async () => {
    const response = await app().request('/or/order', {}, { ...env, ...TOSS, ASSETS });
    const csp = response.headers.get('Content-Security-Policy') ?? '';
    expect(csp).toContain("script-src 'self' https://js.tosspayments.com;");
    expect(csp).toContain("connect-src 'self' https://*.tosspayments.com;");
    expect(csp).toContain("frame-src 'self' https://*.tosspayments.com");
    expect(csp).toContain("img-src 'self' data: blob: https://static.toss.im https://*.tosspayments.com;");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).toContain("object-src 'none'");
  });

  it('extends a policy directive by directive, keeping what was there', () => {
    expect(extendCsp("default-src 'self'; script-src 'self' 'sha256-abc='; object-src 'none'", TOSS_PAYMENTS_CSP)).toBe(
      "default-src 'self'; script-src 'self' 'sha256-abc=' https://js.tosspayments.com; object-src 'none'; " +
        "frame-src 'self' https://*.tosspayments.com; connect-src 'self' https://*.tosspayments.com; img-src 'self' https://static.toss.im https://*.tosspayments.com",
    );
  });
});
