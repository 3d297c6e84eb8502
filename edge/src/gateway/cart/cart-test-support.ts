/**
 * Helpers the cart tests share: calling a cart endpoint as a guest or a member, a fresh member, and
 * reading a cart straight from D1 so a test can tell that a refusal changed nothing.
 */
import { env } from 'cloudflare:test';
import { GUEST_CART_COOKIE, SESSION_ID_COOKIE } from '#shared/cookies';
import { hashToken, randomToken } from '#edge/auth/sessions';
import { callGateway } from '#edge/testing/gateway-call';
import { seedMember, seriesCustomer } from '#edge/testing/seed';

/** The fixture catalog's options (display/test-catalog.ts). */
export const OPT = {
  /** Product 1 (limit 5), 12 in stock: list 22,000원, sale 17,600원. */
  TONER_SET: '20000000101',
  /** Product 1, no stock: sold out. */
  TONER_SINGLE: '20000000102',
  /** Product 2 (limit 5), 5 in stock: 30,000원. */
  CREAM: '20000000201',
  /** Product 3, marked sold out. */
  SOLD_OUT_SET: '20000000301',
  /** Product 5 (limit 5), 3 in stock: 25,000원. */
  LIP_SET: '20000000501',
} as const;

let customers = 0;

/** A new member and their Bearer token. */
export async function newMember(): Promise<{ incsNo: number; token: string }> {
  customers += 1;
  return seedMember(env.DB, seriesCustomer('cart', '0109', customers));
}

/** A guest's browser: its `sessId`, the cart cookie the worker gave it, and the key D1 files its lines under. */
export interface Guest {
  sessId: string;
  /** The `Cookie` header it sends: both cookies. */
  cookie: string;
  cartKey: string;
}

/** A new guest, as after their first page view. */
export async function newGuest(): Promise<Guest> {
  const sessId = crypto.randomUUID();
  const token = randomToken(32);
  return { sessId, cookie: `${SESSION_ID_COOKIE}=${sessId}; ${GUEST_CART_COOKIE}=${token}`, cartKey: await hashToken(token) };
}

/** Who calls: a member (their token), a guest (their cookies), or a member logged in on a guest's browser (both). */
export type Caller = string | Guest | (Guest & { token: string });

/** POSTs `body` to `/or/cart/v1/{verb}` as `caller`, or as a visitor with neither token nor cookies. */
export function postCart(verb: string, body: unknown, caller?: Caller): Promise<Response> {
  const token = typeof caller === 'string' ? caller : caller && 'token' in caller ? caller.token : undefined;
  const headers: Record<string, string> = typeof caller === 'object' ? { Cookie: caller.cookie } : {};
  return callGateway('POST', `/or/cart/v1/${verb}`, { token, headers, body: typeof body === 'string' ? body : JSON.stringify(body) });
}

/** The JSON answer of a call that must succeed. */
export async function okData<T>(response: Promise<Response>): Promise<T> {
  const answer = await response;
  if (answer.status !== 200) throw new Error(`${answer.status} ${await answer.text()}`);
  return ((await answer.json()) as { data: T }).data;
}

/** Every cart line in D1, in id order: what "nothing changed" compares. */
export async function allCartRows(): Promise<Record<string, unknown>[]> {
  return (await env.DB.prepare('SELECT id, sess_id, incs_no, inm_optn_prd_no, qty, prdprice FROM cart_lines ORDER BY id').all()).results;
}

/**
 * Inserts a cart line as it might have been added before stock changed: a member's, a guest cart's
 * (`cartKey`, kept in `sess_id`), or one filed under a bare `sessId` before the cart cookie existed.
 */
export async function insertLine(owner: { cartKey?: string; incsNo?: number }, inmOptnPrdNo: string, qty: number): Promise<number> {
  const result = await env.DB.prepare('INSERT INTO cart_lines (sess_id, incs_no, inm_optn_prd_no, qty, prdprice, added_at) VALUES (?, ?, ?, ?, 1000, ?)')
    .bind(owner.cartKey ?? null, owner.incsNo ?? null, inmOptnPrdNo, qty, Date.now())
    .run();
  return result.meta.last_row_id;
}
