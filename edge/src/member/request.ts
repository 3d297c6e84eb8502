/**
 * Reading a member request: its body in JSON mode (`application/json`, the site's screens) or
 * form mode (a no-JS form), the caller's address, the cross-site check for POSTs, and the one
 * place successUrl-like parameters are made safe.
 */
import type { Context } from 'hono';
import { originOf, safeRedirect } from '#shared/safe-redirect';
import { readConfig } from '../config';
import { addressKey } from './address-key';
import { MemberError } from './errors';
import type { MemberEnv } from './member-env';

/** How the caller sent the body, and so how it reads the answer. */
export type RequestMode = 'json' | 'form';
/** A request body as plain values: strings, lists of strings, booleans from JSON. */
export type MemberInput = Record<string, unknown>;

/** Form mode when a form sent the body; JSON mode (and JSON errors) for everything else. */
export function requestMode(c: Context<MemberEnv>): RequestMode {
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  return type.startsWith('application/x-www-form-urlencoded') || type.startsWith('multipart/form-data') ? 'form' : 'json';
}

/** The body as an object; a body that is not one is `INVALID_INPUT`. An empty body is `{}`. */
export async function readInput(c: Context<MemberEnv>, mode: RequestMode): Promise<MemberInput> {
  if (mode === 'form') {
    const form = await c.req.parseBody({ all: true });
    return Object.fromEntries(
      Object.entries(form).map(([key, value]) => [key, Array.isArray(value) ? value.filter((item) => typeof item === 'string') : value]),
    );
  }
  const text = await c.req.text();
  if (text.trim() === '') return {};
  // A JSON body in another type (text/plain) is what a cross-site form could send without a preflight.
  if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('application/json')) {
    throw new MemberError('INVALID_INPUT', { body: '요청 본문은 JSON(application/json) 또는 폼으로 보내 주세요.' });
  }
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as MemberInput;
  } catch {
    // Falls through to the error below.
  }
  throw new MemberError('INVALID_INPUT', { body: '요청 본문이 올바른 JSON 객체가 아닙니다.' });
}

/** A string field; anything else (absent, a number, a list) reads as ''. */
export function textField(input: MemberInput, key: string): string {
  const value = input[key];
  if (Array.isArray(value)) return typeof value[0] === 'string' ? value[0] : '';
  return typeof value === 'string' ? value : '';
}

/** A list of strings: a JSON array, repeated form fields, or one value. */
export function listField(input: MemberInput, key: string): string[] {
  const value = input[key] ?? input[`${key}[]`];
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  return typeof value === 'string' ? [value] : [];
}

/** A yes/no field: JSON `true`, or a form's `on`, `true`, `Y`, `1`. */
export function flagField(input: MemberInput, key: string): boolean {
  const value = input[key];
  return value === true || (typeof value === 'string' && ['on', 'true', 'y', '1'].includes(value.toLowerCase()));
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
    if (sent !== origin && !allowedOrigins.some((allowed) => originOf(allowed) === sent)) throw new MemberError('CROSS_ORIGIN');
    return;
  }
  const site = c.req.header('sec-fetch-site');
  if (site !== undefined && site !== 'same-origin' && site !== 'same-site' && site !== 'none') throw new MemberError('CROSS_ORIGIN');
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
