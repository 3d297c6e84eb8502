/**
 * Sources that depend on the worker's configuration (Toss Payments, third-party tags) are added
 * per request: `securityHeaders` builds its policy once per worker instance, before the
 * environment is known. Mounted before `securityHeaders`, this middleware runs after it on the
 * way out and extends the policy that one wrote.
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';
import type { CspDirectives } from '../middleware/security-headers';

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

/** Adds the sources `sourcesOf` names for this request to the answer's Content-Security-Policy. */
export function cspExtension(sourcesOf: (c: Context<AppEnv>) => readonly Partial<CspDirectives>[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const policy = c.res.headers.get('Content-Security-Policy');
    const extras = sourcesOf(c).filter((extra) => Object.keys(extra).length > 0);
    if (!policy || extras.length === 0) return;
    const extended = extras.reduce(extendCsp, policy);
    try {
      c.res.headers.set('Content-Security-Policy', extended);
    } catch {
      c.res = new Response(c.res.body, c.res);
      c.res.headers.set('Content-Security-Policy', extended);
    }
  };
}
