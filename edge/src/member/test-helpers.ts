/**
 * What the member gateway's tests share: the gateway mounted as index.ts mounts it (after the
 * device middleware), requests with JSON or form bodies from the shop's own origin, the
 * Set-Cookie values of an answer, and members made straight in D1.
 */
import { env } from 'cloudflare:test';
import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { device } from '../middleware/device';
import { hashPassword } from './password';
import { createMemberGateway, type MemberGatewayOptions } from './routes';

/** Local development: cookies without `Secure`. */
export const LOCAL = 'http://localhost:8787';
/** A deployed shop: `Secure` cookies. */
export const SHOP = 'https://shop.example';

/** A worker with only the device middleware and the member gateway at `/member`. */
export function memberApp(options: MemberGatewayOptions = {}): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use(device());
  app.route('/member', createMemberGateway(options));
  app.notFound((c) => c.text('page not found', 404));
  return app;
}

/** One request: method, body (JSON or form), headers, origin, bindings, app. */
export interface CallOptions {
  method?: string;
  json?: unknown;
  form?: Record<string, string | string[]>;
  headers?: Record<string, string>;
  origin?: string;
  env?: Env;
  app?: Hono<AppEnv>;
}

/** One request to the gateway, sent as the shop's own page would send it. */
/** A documentation-range address (RFC 5737) no test names on purpose. */
function randomAddress(): string {
  return `192.0.2.${1 + Math.floor(Math.random() * 254)}`;
}

export async function call(path: string, options: CallOptions = {}): Promise<Response> {
  const origin = options.origin ?? LOCAL;
  // Each call comes from its own address unless the test names one, so per-address limits
  // (throttle.ts, rate-limit.ts) only meet the tests that are about them.
  const headers: Record<string, string> = { Origin: origin, 'CF-Connecting-IP': randomAddress(), ...options.headers };
  let body: string | undefined;
  if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    const form = new URLSearchParams();
    for (const [key, value] of Object.entries(options.form)) for (const item of [value].flat()) form.append(key, item);
    body = form.toString();
  }
  const method = options.method ?? (body === undefined ? 'GET' : 'POST');
  if (method === 'GET') delete headers.Origin;
  return (options.app ?? memberApp()).request(`${origin}${path}`, { method, headers, body }, options.env ?? env);
}

/** The Set-Cookie values of an answer. */
export function setCookies(response: Response): string[] {
  return response.headers.getSetCookie();
}

/** The `name=value` of a Set-Cookie value, for the next request's Cookie header. */
export function cookiePair(setCookie: string): string {
  return setCookie.split(';')[0];
}

/** The Set-Cookie value for `name`, or undefined. */
export function findCookie(response: Response, name: string): string | undefined {
  return setCookies(response).find((cookie) => cookie.startsWith(`${name}=`));
}

let counter = 0;
/** A mobile number no other test of this file uses. */
export function uniqueMobile(): string {
  counter += 1;
  return `010${String(10_000_000 + ((Date.now() + counter * 7919) % 90_000_000)).padStart(8, '0')}`;
}

/** Texts a code to `mobile` through the gateway and reads it back from the embedded outbox. */
export async function smsCodeFor(mobile: string): Promise<string> {
  const sent = await call('/member/sms/send', { json: { mobile } });
  if (sent.status !== 200) throw new Error(`SMS send answered ${sent.status}: ${await sent.text()}`);
  const outbox = await call(`/member/sms/outbox?mobile=${mobile.replace(/\D/g, '')}`);
  const { messages } = await outbox.json<{ messages: { body: string }[] }>();
  return /\[(\d{6})\]/.exec(messages[0].body)![1];
}

/** A member with an ID and password, made straight in D1; answers the customer number. */
export async function makeMember(custWebId: string, password: string, mobile = uniqueMobile(), iterations?: number): Promise<number> {
  const stored = await hashPassword(password, iterations);
  const row = await env.DB.prepare(
    `INSERT INTO customers (cust_web_id, cust_nm, mobile, password_hash, password_salt, password_iterations, mbr_join_dttm)
     VALUES (?, '김녹차', ?, ?, ?, ?, '20260101090000') RETURNING incs_no AS incsNo`,
  )
    .bind(custWebId, mobile, stored.hash, stored.salt, stored.iterations)
    .first<{ incsNo: number }>();
  return row!.incsNo;
}
