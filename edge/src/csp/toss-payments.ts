/**
 * What Toss Payments' browser SDK v2 needs beyond the default policy, only when Toss is
 * configured: its script (`js.tosspayments.com`), the payment window it opens in an iframe on
 * desktop, the calls it makes and the logos it shows (`*.tosspayments.com`, `static.toss.im`).
 * With the embedded test provider none of this is allowed: its window is a page of the shop.
 *
 * `securityHeaders` builds its policy once per worker instance, before the environment is known,
 * so this is a middleware of its own that adds the sources per request: mounted before
 * `securityHeaders` it runs after it on the way out and extends the policy that one wrote.
 */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';
import type { CspDirectives } from '../middleware/security-headers';
import { tossKeys } from '../payments/select-provider';

export const TOSS_PAYMENTS_CSP: Readonly<Partial<CspDirectives>> = {
  'script-src': ['https://js.tosspayments.com'],
  'frame-src': ['https://*.tosspayments.com'],
  'connect-src': ['https://*.tosspayments.com'],
  'img-src': ['https://static.toss.im', 'https://*.tosspayments.com'],
};

/** The Toss sources for this environment: all of them when Toss is on, none otherwise. */
export function tossPaymentsCsp(env: Partial<Env>): Partial<CspDirectives> {
  return tossKeys(env) ? TOSS_PAYMENTS_CSP : {};
}

/**
 * `policy` with `extra` sources appended to their directives. A directive the policy lacks
 * starts from `default-src`, as the browser would have fallen back to it.
 */
export function extendCsp(policy: string, extra: Partial<CspDirectives>): string {
  const directives = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), sources);
  }
  for (const [name, sources] of Object.entries(extra)) {
    const list = directives.get(name) ?? [...(directives.get('default-src') ?? [])];
    for (const source of sources ?? []) {
      if (list.length === 1 && list[0] === "'none'") list.length = 0;
      if (!list.includes(source)) list.push(source);
    }
    directives.set(name, list);
  }
  return [...directives].map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}

/** Adds Toss's sources to the Content-Security-Policy of every answer when Toss is configured. */
export function tossPaymentsCspHeaders(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const extra = tossPaymentsCsp(c.env);
    const policy = c.res.headers.get('Content-Security-Policy');
    if (!policy || Object.keys(extra).length === 0) return;
    const extended = extendCsp(policy, extra);
    try {
      c.res.headers.set('Content-Security-Policy', extended);
    } catch {
      c.res = new Response(c.res.body, c.res);
      c.res.headers.set('Content-Security-Policy', extended);
    }
  };
}
