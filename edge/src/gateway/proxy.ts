/**
 * With `GATEWAY_ORIGIN` set, `/api/*` belongs to the operator's commerce API: every request is
 * passed to `${GATEWAY_ORIGIN}` + the path after `/api` + the query (see `../reverse-proxy.ts`).
 */
import type { MiddlewareHandler } from 'hono';
import { readConfig } from '../config';
import { forward, upstreamUrl } from '../reverse-proxy';
import { apiError, logFailure } from './errors';
import type { GatewayEnv } from './gateway-env';
import { TRACE_HEADER } from './trace';

/** Proxies every request when `GATEWAY_ORIGIN` is set; otherwise hands over to the built-in gateway. */
export function proxyToGatewayOrigin(basePath: string): MiddlewareHandler<GatewayEnv> {
  return async (c, next) => {
    const origin = readConfig(c.env).gatewayOrigin;
    if (origin === '') return next();
    const target = upstreamUrl(origin, basePath, c.req.url);
    try {
      return await forward(c.req.raw, target, { traceHeader: TRACE_HEADER, traceId: c.get('traceId') });
    } catch (error) {
      logFailure(c, error, `upstream ${target.origin} unreachable`);
      return apiError(c, 'UPSTREAM_UNAVAILABLE');
    }
  };
}
