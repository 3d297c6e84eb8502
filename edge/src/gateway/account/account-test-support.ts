/** Helpers the account tests share: a member with a password, calls, and codes from the SMS outbox. */
import { env } from 'cloudflare:test';
import { callGateway } from '#edge/testing/gateway-call';
import { loginAs } from '#edge/testing/seed';
import { makeMember, uniqueMobile } from '#edge/member/test-helpers';
import { okData } from '../cart/cart-test-support';

export const PASSWORD = 'green#tea1';
let members = 0;

/** A new member with an ID and `PASSWORD`, logged in. */
export async function newAccount(): Promise<{ incsNo: number; token: string; mobile: string; custWebId: string }> {
  members += 1;
  const mobile = uniqueMobile();
  const custWebId = `acct${members}${Date.now() % 100000}`;
  const incsNo = await makeMember(custWebId, PASSWORD, mobile, 1000);
  return { incsNo, token: await loginAs(env.DB, incsNo), mobile, custWebId };
}

/** POSTs to `/cu/customer/info/v1/{verb}`. */
export function postAccount(verb: string, token: string | undefined, body?: unknown): Promise<Response> {
  return callGateway('POST', `/cu/customer/info/v1/${verb}`, { token, body: body === undefined ? undefined : JSON.stringify(body) });
}

/** A logged-in member who has re-entered their password. */
export async function reauthedAccount() {
  const account = await newAccount();
  await okData(postAccount('reauthPassword', account.token, { password: PASSWORD }));
  return account;
}

/** The code in the newest text to `mobile`. */
export async function textedCode(mobile: string): Promise<string> {
  const row = await env.DB.prepare('SELECT body FROM sms_outbox WHERE mobile = ? ORDER BY id DESC LIMIT 1').bind(mobile).first<{ body: string }>();
  return /\[(\d{6})\]/.exec(row!.body)![1];
}

export const customerRow = (incsNo: number) => env.DB.prepare('SELECT * FROM customers WHERE incs_no = ?').bind(incsNo).first<Record<string, unknown>>();
