/**
 * The worker's page serving as tests drive it: the visitor's device, then servePage, and the 404
 * screen for the rest. `routes` adds a test's own routes ahead of the pages.
 */
import { Hono } from 'hono';
import { detectDevice } from '#shared/device';
import type { AppEnv } from '../env';
import { notFoundScreen, servePage } from '../pages/serve-page';

/** The 404 screen of a fake build (./built-files.ts), with the slot the worker writes its message into. */
export const NOT_FOUND_HTML = '<!doctype html><html><head><title>404</title></head><body><p data-not-found-message>Page not found</p></body></html>';

export function servingApp(routes?: (app: Hono<AppEnv>) => void): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    c.set('device', detectDevice(c.req.raw.headers));
    await next();
  });
  routes?.(app);
  app.get('*', servePage);
  app.notFound(notFoundScreen);
  return app;
}
