import { env } from 'cloudflare:test';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../env';
import { appVersionGate, isGatedPath } from './app-version-gate';
import { device } from './device';

const IOS = (version: string) =>
  `Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 NokchaApp/${version}`;
const IPAD_DESKTOP_CLASS = (version: string) =>
  `Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 NokchaApp/${version}`;
const ANDROID = (version: string) =>
  `Mozilla/5.0 (Linux; Android 14; SM-S921N Build/UP1A.231005.007; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/125.0.6422.165 Mobile Safari/537.36 NokchaApp/${version}`;
const IPHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

function makeApp(options?: Parameters<typeof appVersionGate>[0]) {
  const app = new Hono<AppEnv>();
  app.use(device());
  app.use(appVersionGate(options));
  app.all('*', (c) => c.text('passed'));
  return app;
}

async function visit(path: string, userAgent: string, init: RequestInit = {}, bindings: object = env) {
  const headers = { 'User-Agent': userAgent, ...(init.headers as Record<string, string> | undefined) };
  return makeApp().request(`https://shop.example${path}`, { ...init, headers }, bindings);
}

function expectGated(response: Response) {
  expect(response.status).toBe(302);
  expect(response.headers.get('location')).toBe('/kr/ko/dp/update-app');
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(response.headers.get('vary')).toBe('User-Agent');
}

async function expectPassed(response: Response) {
  expect(response.status).toBe(200);
  expect(await response.text()).toBe('passed');
}

describe('appVersionGate', () => {
  it.each(['6.4.0', '6.4.1', '6.10.0', '7.0', '10.0.0'])('sends the iOS app %s to the update page', async (version) => {
    expectGated(await visit('/kr/ko/dp/best?x=1', IOS(version)));
  });

  it('gates every page under /kr/, including the main page and HEAD requests', async () => {
    expectGated(await visit('/kr/ko', IOS('6.4.0')));
    expectGated(await visit('/kr/ko/cu/mypage', IOS('6.4.0'), { method: 'HEAD' }));
    expectGated(await visit('/kr/ko/unknown-page', IOS('6.4.0')));
  });

  it('gates the iPad app that sends a desktop-class user agent, even when CF-Device-Type says desktop', async () => {
    expectGated(await visit('/kr/ko/dp/best', IPAD_DESKTOP_CLASS('6.5.0'), { headers: { 'CF-Device-Type': 'desktop' } }));
  });

  it.each(['6.3.9', '6.3.10', '5.0.0', '6.3'])('lets the iOS app %s pass', async (version) => {
    await expectPassed(await visit('/kr/ko/dp/best', IOS(version)));
  });

  it('lets Android apps and the web pass', async () => {
    await expectPassed(await visit('/kr/ko/dp/best', ANDROID('6.4.0')));
    await expectPassed(await visit('/kr/ko/dp/best', ANDROID('9.0.0')));
    await expectPassed(await visit('/kr/ko/dp/best', IPHONE_SAFARI));
  });

  it.each([
    '/kr/ko/dp/update-app',
    '/kr/ko/dp/update-app/',
    '/kr/ko/dp/node/cookie/get-cookie',
    '/kr/ko/cu/node/cookie/delete-cookie/inm_login_success',
    '/_astro/Shell.abc123.js',
    '/favicon.svg',
    '/builds/latest.json',
    '/kr/ko/fonts/pretendard.woff2',
    '/api/dp/cust/info/v1/getCustInfo',
    '/member/login',
    '/member/logout',
    '/',
  ])('never gates %s', async (path) => {
    await expectPassed(await visit(path, IOS('6.4.0')));
  });

  it('gates only page views, not other methods', async () => {
    await expectPassed(await visit('/kr/ko/dp/best', IOS('6.4.0'), { method: 'POST' }));
  });

  it('reads the gate version from IOS_UPDATE_GATE, and options override it', async () => {
    await expectPassed(await visit('/kr/ko/dp/best', IOS('6.4.0'), {}, { ...env, IOS_UPDATE_GATE: '7.0.0' }));
    expectGated(await visit('/kr/ko/dp/best', IOS('7.0.0'), {}, { ...env, IOS_UPDATE_GATE: '7.0.0' }));
    const strict = makeApp({ minVersion: '6.0.0' });
    expectGated(await strict.request('https://shop.example/kr/ko/dp/best', { headers: { 'User-Agent': IOS('6.1.0') } }, env));
  });
});

describe('isGatedPath', () => {
  it.each<[string, boolean]>([
    ['/kr/ko', true],
    ['/kr/ko/dp/product/P100', true],
    ['/kr/ko/dp/update-app', false],
    ['/kr/ko/dp/node/cookie/get-cookie', false],
    ['/kr/ko/dp/index.html', false],
    ['/kr', false],
    ['/api/x', false],
  ])('%s → %s', (path, gated) => {
    expect(isGatedPath(path)).toBe(gated);
  });
});
