/**
 * `POST /api/dp/rum/v1/collect`: a shopper's browser sends one page view's LCP, INP
 * and CLS as it leaves the page (`site/features/rum/`), with the token the worker signed into that
 * page; each token is taken once (ADR 036). Known crawlers are answered like anyone
 * but kept nowhere, so bots that run scripts do not skew the shop's speed. Each address may send
 * a page view's worth of beacons every few seconds; the count has its own bucket, so even a
 * throttled address shops on untouched.
 *
 * Mounted before the gateway (like uploads): `GATEWAY_ORIGIN` hands `/api/*` to the operator's
 * commerce API, which knows nothing of these beacons; they are this worker's own.
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { detectDevice } from '#shared/device';
import { RUM_CONTRACTS } from '#shared/schemas/rum-calls';
import { defineEndpoint, runEndpoint } from '../gateway/endpoint';
import { apiError, GatewayError, onGatewayError } from '../gateway/errors';
import type { GatewayEnv } from '../gateway/gateway-env';
import { traceId } from '../gateway/trace';
import { clientAddress } from '../member/request';
import { addressLimitFactor, scaled, takeRequest, type RateLimit } from '../member/rate-limit';
import { rumStore } from './rum-store';
import { checkedView, requireViewToken } from './view-guard';

/** A beacon is a few short fields; anything near this is not one. */
export const RUM_MAX_BODY_BYTES = 2 * 1024;
/** Per address: one page view every five seconds, kept up for ten minutes (× ADDRESS_LIMIT_FACTOR). */
export const RUM_ADDRESS_LIMIT: RateLimit = { limit: 120, windowMs: 10 * 60 * 1000 };

/**
 * Whether `address` may send another beacon. With the `RUM_LIMITER` binding (production, beside
 * Analytics Engine) the count stays in Cloudflare's memory; only without it does each beacon add a
 * row to the D1 bucket, as local runs and tests do, where beacons are few.
 */
async function allowBeacon(env: Env, db: D1Database, address: string): Promise<boolean> {
  if (env.RUM_LIMITER) return (await env.RUM_LIMITER.limit({ key: `rum:${address}` })).success;
  return takeRequest(db, `rum:${address}`, scaled(RUM_ADDRESS_LIMIT, addressLimitFactor(env)));
}

export const collectRum = defineEndpoint(RUM_CONTRACTS.collect, async ({ c, db, input }) => {
  const view = checkedView(c);
  const headers = c.req.raw.headers;
  if (detectDevice(headers).isCrawler) return undefined;
  if (!(await allowBeacon(c.env, db, clientAddress(headers)))) throw new GatewayError('RUM_THROTTLED');
  if (!(await rumStore(c.env).write(input, view, Date.now()))) throw new GatewayError('RUM_VIEW_ALREADY_COUNTED');
  return undefined;
});

/** Listed in the gateway too, so `/api/openapi.json` describes it and other methods get 405. */
export const RUM_ENDPOINTS = [collectRum];

/** Where index.ts mounts `rumRoutes`: the collect path's folder under `/api`. */
export const RUM_BASE = RUM_CONTRACTS.collect.path.slice(0, RUM_CONTRACTS.collect.path.lastIndexOf('/'));

/** Only the beacon's POST; any other method falls through to the gateway, which answers 405. */
export const rumRoutes = new Hono<GatewayEnv>();
rumRoutes.post(
  RUM_CONTRACTS.collect.path.slice(RUM_BASE.length),
  traceId(),
  bodyLimit({ maxSize: RUM_MAX_BODY_BYTES, onError: (c) => apiError(c, 'PAYLOAD_TOO_LARGE') }),
  requireViewToken,
  runEndpoint(collectRum),
);
rumRoutes.onError(onGatewayError);
