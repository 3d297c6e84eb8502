/**
 * Security headers on every response, including redirects, 404s and the error screen: the
 * middleware runs first and writes after everything else has answered. The Content-Security-
 * Policy is built from a directive map so later features (tag manager, monitoring, payment)
 * add their origins through options instead of editing one long string. Scripts never get
 * 'unsafe-inline'. `upgrade-insecure-requests` is left out because local development is http.
 */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';
import { inlineScriptSources } from '../csp/inline-script-hashes';

/** CSP directive name → its sources. */
export type CspDirectives = Record<string, readonly string[]>;

/** The shop's own policy; every origin beyond 'self' is added by the feature that needs it. */
export const DEFAULT_CSP: Readonly<CspDirectives> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  // Astro and islands set inline style attributes; styles cannot run code.
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'frame-ancestors': ["'self'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'object-src': ["'none'"],
};

/** Powerful features the shop never uses. Only names Chrome knows: unknown ones log console errors. */
export const DEFAULT_PERMISSIONS_POLICY: Readonly<Record<string, string>> = {
  camera: '()',
  microphone: '()',
  geolocation: '()',
  usb: '()',
};

export const HSTS = 'max-age=31536000; includeSubDomains';

export interface SecurityHeadersOptions {
  /** Extra sources per directive, appended to the defaults (a new directive is created). */
  cspSources?: Partial<CspDirectives>;
  /** Extra or replaced Permissions-Policy features, e.g. `{ camera: '(self)' }`. */
  permissions?: Record<string, string>;
  /** Whether HTML answers allow the build's own inline scripts by hash (islands need them). */
  inlineScriptHashes?: boolean;
}

/** Merges extra sources into the defaults, keeping order and dropping duplicates. */
export function buildCsp(extra: Partial<CspDirectives> = {}): string {
  const merged = new Map<string, string[]>(Object.entries(DEFAULT_CSP).map(([name, sources]) => [name, [...sources]]));
  for (const [name, sources] of Object.entries(extra)) {
    if (!/^[a-z-]+$/.test(name)) throw new TypeError(`Invalid CSP directive: ${name}`);
    const list = merged.get(name) ?? [];
    for (const source of sources ?? []) {
      if (/[;,\s]/.test(source)) throw new TypeError(`Invalid CSP source for ${name}: ${source}`);
      // 'none' cannot be combined with other sources.
      if (list.length === 1 && list[0] === "'none'") list.length = 0;
      if (!list.includes(source)) list.push(source);
    }
    merged.set(name, list);
  }
  return [...merged].map(([name, sources]) => (sources.length ? `${name} ${sources.join(' ')}` : name)).join('; ');
}

/** Serialises Permissions-Policy features: `camera=(), microphone=()`. */
export function buildPermissionsPolicy(extra: Record<string, string> = {}): string {
  return Object.entries({ ...DEFAULT_PERMISSIONS_POLICY, ...extra })
    .map(([feature, allowlist]) => `${feature}=${allowlist}`)
    .join(', ');
}

/** Adds HSTS, CSP, nosniff, Referrer-Policy and Permissions-Policy to every response. */
export function securityHeaders(options: SecurityHeadersOptions = {}): MiddlewareHandler<AppEnv> {
  // Built once per worker instance, not per request.
  const headers: Record<string, string> = {
    'Strict-Transport-Security': HSTS,
    'Content-Security-Policy': buildCsp(options.cspSources),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': buildPermissionsPolicy(options.permissions),
  };
  return async (c, next) => {
    await next();
    const own = { ...headers };
    if (options.inlineScriptHashes && (c.res.headers.get('content-type') ?? '').startsWith('text/html')) {
      const hashes = await inlineScriptSources(c.env.ASSETS, c.req.url);
      if (hashes.length > 0) {
        own['Content-Security-Policy'] = buildCsp({ ...options.cspSources, 'script-src': [...(options.cspSources?.['script-src'] ?? []), ...hashes] });
      }
    }
    // A handler that set its own, stricter policy keeps it (uploads: `sandbox`, edge/src/uploads).
    if (c.res.headers.has('Content-Security-Policy')) delete own['Content-Security-Policy'];
    // Responses straight from a fetch (ASSETS) have immutable headers; copy them once.
    try {
      apply(c.res.headers, own);
    } catch {
      c.res = new Response(c.res.body, c.res);
      apply(c.res.headers, own);
    }
  };
}

function apply(target: Headers, headers: Record<string, string>): void {
  for (const [name, value] of Object.entries(headers)) target.set(name, value);
}
