/**
 * Reading a member request beyond its body (which the gateway's frame reads by its contract):
 * whether a no-JS form sent it, the caller's address, the cross-site check for POSTs, and the one
 * place successUrl-like parameters are made safe.
 */
import type { Context } from 'hono';
import { originOf, safeRedirect } from '#shared/safe-redirect';
import { readConfig } from '../config';
import { addressKey } from './address-key';
import { GatewayError } from '../gateway/errors';
import type { MemberEnv } from './member-env';

/** Whether a no-JS form sent the body (urlencoded or multipart), and so reads a redirect as its answer. */
export function sentByForm(c: Context<MemberEnv>): boolean {
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  return type.startsWith('application/x-www-form-urlencoded') || type.startsWith('multipart/form-data');
}

/**
 * The caller's address for throttling: `CF-Connecting-IP` on Cloudflare, else the last
 * `X-Forwarded-For` entry (the one the nearest proxy wrote; earlier ones are the client's word),
 * as per-address limits count it: an IPv6 caller by its /64 (address-key.ts).
 */
export function clientAddress(headers: Headers): string {
  const cf = headers.get('cf-connecting-ip')?.trim();
  if (cf) return addressKey(cf);
  const forwarded = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return addressKey(forwarded.at(-1) ?? 'unknown');
}

/** The request's origin and the shop's other origins: where the gateway may send a browser. */
export function shopOrigins(c: Context<MemberEnv>): { origin: string; allowedOrigins: string[] } {
  return { origin: new URL(c.req.url).origin, allowedOrigins: readConfig(c.env).shopOrigins };
}

/** `candidate` when it stays on the shop (a path or an allowed origin), else the main page. */
export function safeTarget(c: Context<MemberEnv>, candidate: unknown): string {
  return safeRedirect(candidate, shopOrigins(c));
}

/**
 * Refuses a POST another site made a browser send (login CSRF): a present `Origin` must be one
 * of the shop's, and without it `Sec-Fetch-Site` must not say cross-site. Callers that are not
 * browsers send neither and pass.
 */
export function assertSameSite(c: Context<MemberEnv>): void {
  const { origin, allowedOrigins } = shopOrigins(c);
  const sent = c.req.header('origin');
  if (sent !== undefined) {
    if (sent !== origin && !allowedOrigins.some((allowed) => originOf(allowed) === sent)) throw new GatewayError('CROSS_ORIGIN');
    return;
  }
  const site = c.req.header('sec-fetch-site');
  if (site !== undefined && site !== 'same-origin' && site !== 'same-site' && site !== 'none') throw new GatewayError('CROSS_ORIGIN');
}

/**
 * Whether another site sent the browser here (logout CSRF): `Sec-Fetch-Site` says
 * `cross-site`, or, from browsers that do not send it, the `Referer` names a foreign origin. A
 * navigation the shopper typed, or one from the app, carries neither and is not cross-site.
 */
export function isCrossSiteNavigation(c: Context<MemberEnv>): boolean {
  const site = c.req.header('sec-fetch-site');
  if (site !== undefined) return site === 'cross-site';
  const referer = originOf(c.req.header('referer') ?? '');
  if (referer === null) return false;
  const { origin, allowedOrigins } = shopOrigins(c);
  return referer !== origin && !allowedOrigins.some((allowed) => originOf(allowed) === referer);
}
