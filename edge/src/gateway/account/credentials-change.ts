/**
 * Changing how a member proves who they are (ADR 018): the password, checked against
 * the current one, and the mobile number, proven by the SMS code sent to the new number. A new
 * password ends the member's other logins, since an old one may be why it was changed.
 */
import { normalizeMobile } from '#shared/validation/member';
import { sessionRevocations, type SessionOwner } from '#edge/auth/sessions';
import { hashPassword, verifyPassword } from '#edge/member/password';
import { updatePassword } from '#edge/member/customers';
import { takeRequest } from '#edge/member/rate-limit';
import { GatewayError } from '../errors';
import { MOBILE_TAKEN_BY_OTHER_MESSAGE } from './account-errors';
import { readCredentials, REAUTH_LIMIT } from './reauth';

export async function changePassword(db: D1Database, owner: SessionOwner, currentPassword: string, newPassword: string, now = Date.now()): Promise<void> {
  const stored = (await readCredentials(db, owner.incsNo)).password;
  if (!stored) throw new GatewayError('REAUTH_NO_PASSWORD');
  if (!(await takeRequest(db, `reauth:${owner.incsNo}`, REAUTH_LIMIT))) throw new GatewayError('REAUTH_THROTTLED');
  if (!(await verifyPassword(currentPassword, stored))) throw new GatewayError('CURRENT_PASSWORD_MISMATCH');
  if (currentPassword === newPassword) throw new GatewayError('PASSWORD_SAME');
  await updatePassword(db, owner.incsNo, await hashPassword(newPassword));
  await db.batch(sessionRevocations(db, owner.incsNo, now, owner.sessionKey));
}

/** The new number in digits, refused when it is the member's own already or another member's. */
export async function assertNewMobile(db: D1Database, incsNo: number, raw: string): Promise<string> {
  const mobile = normalizeMobile(raw);
  const { mobile: current } = await readCredentials(db, incsNo);
  if (mobile === current) throw new GatewayError('MOBILE_SAME');
  if (await db.prepare('SELECT 1 FROM customers WHERE mobile = ?').bind(mobile).first()) throw new GatewayError('MOBILE_TAKEN', MOBILE_TAKEN_BY_OTHER_MESSAGE);
  return mobile;
}

/** Stores a number whose code has been checked; a race for the same number is still refused. */
export async function storeMobile(db: D1Database, incsNo: number, mobile: string): Promise<void> {
  try {
    await db.prepare('UPDATE customers SET mobile = ? WHERE incs_no = ?').bind(mobile, incsNo).run();
  } catch (error) {
    if (/UNIQUE/i.test(String(error))) throw new GatewayError('MOBILE_TAKEN', MOBILE_TAKEN_BY_OTHER_MESSAGE);
    throw error;
  }
}
