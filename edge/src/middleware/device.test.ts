import { env } from 'cloudflare:test';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../env';
import { device, type DeviceOptions } from './device';

const IPHONE_APP = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 NokchaApp/6.4.0';
const WINDOWS_CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Safari/537.36';

function makeApp(options?: DeviceOptions) {
  const app = new Hono<AppEnv>();
  app.use(device(options));
  app.get('*', (c) => {
    const info = c.get('device');
    return c.json({ layout: info.layout, isApp: info.isApp, appVersion: info.appVersion, channel: info.channel, source: info.source });
  });
  return app;
}

describe('device middleware', () => {
  it('sets the device of every request for the handlers after it', async () => {
    const response = await makeApp().request('https://shop.example/kr/ko', { headers: { 'User-Agent': WINDOWS_CHROME } }, env);
    expect(await response.json()).toEqual({ layout: 'pc', isApp: false, appVersion: null, channel: 1, source: 'user-agent' });
  });

  it('recognises the app with the configured marker (APP_MARKER)', async () => {
    expect(env.APP_MARKER).toBe('NokchaApp');
    const response = await makeApp().request('https://shop.example/kr/ko', { headers: { 'User-Agent': IPHONE_APP } }, env);
    expect(await response.json()).toEqual({ layout: 'mobile', isApp: true, appVersion: '6.4.0', channel: 3, source: 'user-agent' });
  });

  it('uses a marker from the environment', async () => {
    const response = await makeApp().request(
      'https://shop.example/kr/ko',
      { headers: { 'User-Agent': IPHONE_APP.replace('NokchaApp', 'GreenApp') } },
      { ...env, APP_MARKER: 'GreenApp' },
    );
    expect(await response.json()).toMatchObject({ isApp: true, appVersion: '6.4.0', channel: 3 });
  });

  it('lets the device-type header decide before the user agent', async () => {
    const response = await makeApp().request('https://shop.example/kr/ko', { headers: { 'User-Agent': WINDOWS_CHROME, 'CF-Device-Type': 'mobile' } }, env);
    expect(await response.json()).toEqual({ layout: 'mobile', isApp: false, appVersion: null, channel: 2, source: 'device-header' });
  });

  it('takes a marker from options over the configuration', async () => {
    const response = await makeApp({ appMarker: 'OtherApp' }).request('https://shop.example/', { headers: { 'User-Agent': IPHONE_APP } }, env);
    expect(await response.json()).toMatchObject({ isApp: false, channel: 2 });
  });
});
