/**
 * Device detection for every request: later rules (the app-version gate) and the page
 * renderer (which layout to keep) read `c.get('device')`, so it is computed once, here.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { detectDevice, type DeviceInfo } from '#shared/device';
import { readConfig } from '../config';
import type { AppEnv } from '../env';

export interface DeviceOptions {
  /** Overrides the configured app marker (`APP_MARKER`); for tests and previews. */
  appMarker?: string;
}

/** Sets `device` from the request headers and the configured app marker. */
export function device(options: DeviceOptions = {}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const appMarker = options.appMarker ?? readConfig(c.env).appMarker;
    c.set('device', detectDevice(c.req.raw.headers, appMarker));
    await next();
  };
}

/**
 * Whether this middleware took the visitor for a crawler. Crawlers get no personalisation:
 * the cookie-setting middleware skip them. Unknown (no device yet) is a person.
 */
export function isCrawler(c: Context<AppEnv>): boolean {
  return (c.get('device') as DeviceInfo | undefined)?.isCrawler === true;
}
