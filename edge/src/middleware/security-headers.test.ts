import { env } from 'cloudflare:test';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../env';
import { buildCsp, buildPermissionsPolicy, securityHeaders, type SecurityHeadersOptions } from './security-headers';

const CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; " +
  "font-src 'self'; connect-src 'self'; frame-ancestors 'self'; base-uri 'self'; form-action 'self'; object-src 'none'";

const EXPECTED = {
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'content-security-policy': CSP,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), usb=()',
};

function makeApp(options?: SecurityHeadersOptions) {
  const app = new Hono<AppEnv>();
  app.use(securityHeaders(options));
  app.get('/ok', (c) => c.text('ok'));
  app.get('/redirect', (c) => c.redirect('/kr/ko', 302));
  // Response.redirect() has immutable headers, like a response straight from fetch().
  app.get('/immutable', () => Response.redirect('https://shop.example/kr/ko', 301));
  app.get('/boom', () => {
    throw new Error('boom');
  });
  app.get('/own-cache', (c) => c.json({ a: 1 }, 201, { 'Cache-Control': 'no-store' }));
  app.notFound((c) => c.text('nope', 404));
  app.onError((_error, c) => c.text('failed', 500));
  return app;
}

function securityOf(response: Response) {
  return Object.fromEntries(Object.keys(EXPECTED).map((name) => [name, response.headers.get(name)]));
}

describe('securityHeaders', () => {
  const app = makeApp();

  it.each([
    ['/ok', 200],
    ['/redirect', 302],
    ['/immutable', 301],
    ['/boom', 500],
    ['/missing', 404],
    ['/own-cache', 201],
  ])('%s answers %i with every security header', async (path, status) => {
    const response = await app.request(`https://shop.example${path}`, {}, env);
    expect(response.status).toBe(status);
    expect(securityOf(response)).toEqual(EXPECTED);
  });

  it('keeps the handler’s own headers and body', async () => {
    const redirect = await app.request('https://shop.example/immutable', {}, env);
    expect(redirect.headers.get('location')).toBe('https://shop.example/kr/ko');
    const own = await app.request('https://shop.example/own-cache', {}, env);
    expect(own.headers.get('cache-control')).toBe('no-store');
    expect(await own.json()).toEqual({ a: 1 });
    expect(await (await app.request('https://shop.example/boom', {}, env)).text()).toBe('failed');
  });

  it('also covers HEAD requests', async () => {
    const response = await app.request('https://shop.example/ok', { method: 'HEAD' }, env);
    expect(securityOf(response)).toEqual(EXPECTED);
  });

  it('never allows inline scripts', async () => {
    const csp = (await app.request('https://shop.example/ok', {}, env)).headers.get('content-security-policy') ?? '';
    const scriptSrc = csp.split('; ').find((directive) => directive.startsWith('script-src '));
    expect(scriptSrc).toBe("script-src 'self'");
    expect(csp).not.toContain('upgrade-insecure-requests');
  });

  it('adds sources per directive from options', async () => {
    const extended = makeApp({
      cspSources: { 'script-src': ['https://www.googletagmanager.com'], 'connect-src': ["'self'", 'https://o1.ingest.sentry.io'] },
      permissions: { camera: '(self)' },
    });
    const response = await extended.request('https://shop.example/ok', {}, env);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("; script-src 'self' https://www.googletagmanager.com; ");
    expect(csp).toContain("; connect-src 'self' https://o1.ingest.sentry.io; ");
    expect(response.headers.get('permissions-policy')).toBe('camera=(self), microphone=(), geolocation=(), usb=()');
  });
});

describe('buildCsp', () => {
  it('is the default policy without options', () => {
    expect(buildCsp()).toBe(CSP);
  });

  it('creates new directives at the end and replaces a lone none', () => {
    expect(buildCsp({ 'worker-src': ["'self'", 'blob:'], 'object-src': ["'self'"] })).toBe(
      CSP.replace("object-src 'none'", "object-src 'self'") + "; worker-src 'self' blob:",
    );
  });

  it('rejects sources that would inject another directive', () => {
    expect(() => buildCsp({ 'script-src': ["'self'; script-src *"] })).toThrow(TypeError);
    expect(() => buildCsp({ 'Script Src': ['x'] })).toThrow(TypeError);
  });
});

describe('buildPermissionsPolicy', () => {
  it('lists features in order, extras last', () => {
    expect(buildPermissionsPolicy({ fullscreen: '(self)' })).toBe('camera=(), microphone=(), geolocation=(), usb=(), fullscreen=(self)');
  });
});
