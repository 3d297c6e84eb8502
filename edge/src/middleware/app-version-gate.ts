/**
 * The app-version gate: iOS app builds at or above the configured version
 * (`IOS_UPDATE_GATE`, 6.4.0) must update, so their page views go to the update page. Only page
 * views are gated: the update page itself, static files, the cookie endpoints the app's webview
 * still calls, the API and the member gateway always pass, or the app could never recover.
 */
import type { MiddlewareHandler } from 'hono';
import { compareVersions, detectDevice, type DeviceInfo } from '#shared/device';
import { UPDATE_APP_PATH } from '#shared/app-download';
import { readConfig } from '../config';
import type { AppEnv } from '../env';

/** Where gated app users are sent: the page that lists both stores. */
export { UPDATE_APP_PATH };

/** `/kr/ko/{biz}/node/…`: the cookie endpoints and whatever else the webview fetches. */
const NODE_ENDPOINT = /^\/kr\/[^/]+\/[^/]+\/node\//;
/** A last segment with an extension is a file, never a page. */
const FILE = /\/[^/]*\.[a-z0-9]+$/i;

export interface AppVersionGateOptions {
  /** Overrides the configured gate version; for tests and previews. */
  minVersion?: string;
}

/** Whether this path is a page view the gate applies to. */
export function isGatedPath(pathname: string): boolean {
  if (!pathname.startsWith('/kr/')) return false;
  const path = pathname.replace(/\/+$/, '');
  return path !== UPDATE_APP_PATH && !NODE_ENDPOINT.test(path) && !FILE.test(path);
}

/** Whether this visitor is an iOS app that must update. */
export function mustUpdate(device: DeviceInfo, minVersion: string): boolean {
  return device.isApp && device.isIOS && device.appVersion !== null && compareVersions(device.appVersion, minVersion) >= 0;
}

/** Redirects gated iOS app page views to the update page with 302. */
export function appVersionGate(options: AppVersionGateOptions = {}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const method = c.req.method;
    if ((method === 'GET' || method === 'HEAD') && isGatedPath(new URL(c.req.url).pathname)) {
      const config = readConfig(c.env);
      // The device middleware runs first; detecting here too keeps the gate safe on its own.
      const device = c.get('device') ?? detectDevice(c.req.raw.headers, config.appMarker);
      if (mustUpdate(device, options.minVersion ?? config.iosUpdateGate)) {
        return c.body(null, 302, { Location: UPDATE_APP_PATH, 'Cache-Control': 'no-store', Vary: 'User-Agent' });
      }
    }
    await next();
  };
}
