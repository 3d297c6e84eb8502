/**
 * The one module that writes `Set-Cookie` strings. Every cookie the worker sets or expires goes
 * through here, so attribute order, `Secure` and `Domain` are decided in one place and tests can
 * assert exact strings. Names live in `shared/cookies.ts`.
 */
import type { Context } from 'hono';
import type { WorkerConfig } from './config';

export type SameSite = 'Strict' | 'Lax' | 'None';

export interface CookieOptions {
  /** Seconds until the cookie expires; 0 expires it now. Omitted: a session cookie. */
  maxAge?: number;
  /** Absolute expiry, written as an HTTP date. */
  expires?: Date;
  /** Defaults to `/`, so a cookie set on one page is seen by all. */
  path?: string;
  /** Omitted or empty: a host-only cookie. */
  domain?: string;
  httpOnly?: boolean;
  /** Defaults to true; pass `isSecureUrl(url)` so local http development still works. */
  secure?: boolean;
  /** Defaults to `Lax`. */
  sameSite?: SameSite;
}

/** RFC 6265 token: what a cookie name may contain. */
const COOKIE_NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
const EPOCH = new Date(0);
/** Hosts served over plain http in local development, where browsers drop `Secure` cookies. */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Builds one `Set-Cookie` value: `name=value; Domain; Path; Max-Age; Expires; HttpOnly; Secure;
 * SameSite`. The value is percent-encoded. Throws on a name that is not a cookie token.
 */
export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  if (!COOKIE_NAME.test(name)) throw new TypeError(`Invalid cookie name: ${name}`);
  const parts = [`${name}=${encodeURIComponent(value)}`];
  if (options.domain) parts.push(`Domain=${options.domain}`);
  parts.push(`Path=${options.path ?? '/'}`);
  if (options.maxAge !== undefined) {
    if (!Number.isInteger(options.maxAge)) throw new TypeError(`Max-Age must be an integer: ${options.maxAge}`);
    parts.push(`Max-Age=${options.maxAge}`);
  }
  if (options.expires) parts.push(`Expires=${options.expires.toUTCString()}`);
  if (options.httpOnly) parts.push('HttpOnly');
  if (options.secure ?? true) parts.push('Secure');
  parts.push(`SameSite=${options.sameSite ?? 'Lax'}`);
  return parts.join('; ');
}

/**
 * A `Set-Cookie` value that removes the cookie: empty value, `Max-Age=0` and an expiry in 1970
 * (for old clients). Domain and path must equal the ones the cookie was set with.
 */
export function expireCookie(name: string, options: { domain?: string; secure?: boolean; path?: string } = {}): string {
  return serializeCookie(name, '', { ...options, maxAge: 0, expires: EPOCH });
}

/** Whether cookies for this URL get `Secure`: always, except on local development hosts. */
export function isSecureUrl(url: string | URL): boolean {
  return !LOCAL_HOSTS.has(new URL(url).hostname);
}

/** The `Domain` the auth and login-signal cookies are shared on; undefined means host-only. */
export function sharedCookieDomain(config: Pick<WorkerConfig, 'authCookieDomain'>): string | undefined {
  return config.authCookieDomain === '' ? undefined : config.authCookieDomain;
}

/**
 * Adds a Set-Cookie to the answer under way. An answer that sets a cookie belongs to one
 * visitor, so a `public` Cache-Control becomes `private`: no shared cache may hand it to others.
 */
export function appendSetCookie(c: Context, value: string): void {
  c.header('Set-Cookie', value, { append: true });
  const cacheControl = c.res.headers.get('Cache-Control');
  if (cacheControl && /\bpublic\b/i.test(cacheControl)) c.header('Cache-Control', cacheControl.replace(/\bpublic\b/i, 'private'));
}
