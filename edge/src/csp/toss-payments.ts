/**
 * What Toss Payments' browser SDK v2 needs beyond the default policy, only when Toss is
 * configured: its script (`js.tosspayments.com`), the payment window it opens in an iframe on
 * desktop, the calls it makes and the logos it shows (`*.tosspayments.com`, `static.toss.im`).
 * With the embedded test provider none of this is allowed: its window is a page of the shop.
 * The sources are added per request by `cspExtension` (`./extend-csp.ts`).
 */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';
import type { CspDirectives } from '../middleware/security-headers';
import { configuredProvider } from '../payments/select-provider';
import { cspExtension } from './extend-csp';

export const TOSS_PAYMENTS_CSP: Readonly<Partial<CspDirectives>> = {
  'script-src': ['https://js.tosspayments.com'],
  'frame-src': ['https://*.tosspayments.com'],
  'connect-src': ['https://*.tosspayments.com'],
  'img-src': ['https://static.toss.im', 'https://*.tosspayments.com'],
};

/** The Toss sources for this environment: all of them when Toss is on, none otherwise. */
export function tossPaymentsCsp(env: Partial<Env>): Partial<CspDirectives> {
  return configuredProvider(env) === 'toss' ? TOSS_PAYMENTS_CSP : {};
}

/** Adds Toss's sources to the Content-Security-Policy of every answer when Toss is configured. */
export function tossPaymentsCspHeaders(): MiddlewareHandler<AppEnv> {
  return cspExtension((c) => [tossPaymentsCsp(c.env)]);
}
