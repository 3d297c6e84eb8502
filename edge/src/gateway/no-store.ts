/** Answers of the gateway's calls are one caller's own: none may be kept by a cache unless its handler says so. */
import type { MiddlewareHandler } from 'hono';
import type { GatewayEnv } from './gateway-env';

export function noStoreByDefault(): MiddlewareHandler<GatewayEnv> {
  return async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
  };
}
