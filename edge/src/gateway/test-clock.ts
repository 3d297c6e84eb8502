/**
 * The moment a request happens in. Always the real clock, except where `TEST_CLOCK` is "on" outside
 * prd and qa: there an `X-Test-Now` header (epoch ms) names it, so an e2e test can step past a time
 * rule (the 마이샵 month) without waiting and without touching the data it checks.
 */
import type { Context } from 'hono';
import type { GatewayEnv } from './gateway-env';

export const TEST_NOW_HEADER = 'X-Test-Now';

export function requestNow(c: Context<GatewayEnv>): number {
  const { ENVIRONMENT, TEST_CLOCK } = c.env;
  if (TEST_CLOCK !== 'on' || ENVIRONMENT === 'prd' || ENVIRONMENT === 'qa') return Date.now();
  const named = Number(c.req.header(TEST_NOW_HEADER));
  return Number.isSafeInteger(named) && named > 0 ? named : Date.now();
}
