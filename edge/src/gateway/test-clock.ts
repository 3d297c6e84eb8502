/**
 * The moment a request happens in. Always the real clock, except where `TEST_CLOCK` is "on" in a
 * local worker asked on a loopback host (local-only.ts): there an `X-Test-Now` header (epoch ms)
 * names it, so an e2e test can step past a time rule (the 마이샵 month) without waiting and
 * without touching the data it checks.
 */
import type { Context } from 'hono';
import { isLocalRequest } from '../local-only';
import type { GatewayEnv } from './gateway-env';

export const TEST_NOW_HEADER = 'X-Test-Now';

export function requestNow(c: Context<GatewayEnv>): number {
  if (c.env.TEST_CLOCK !== 'on' || !isLocalRequest(c.env, c.req.url)) return Date.now();
  const named = Number(c.req.header(TEST_NOW_HEADER));
  return Number.isSafeInteger(named) && named > 0 ? named : Date.now();
}
