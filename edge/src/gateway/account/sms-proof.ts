/**
 * Proving a mobile number by SMS code from the commerce gateway (re-authentication of members
 * without a password, a new number): the member gateway's codes, limits and sender, with the
 * refusals turned into this gateway's codes.
 */
import type { Context } from 'hono';
import { checkCode, SMS_CODE, type CodeCheck } from '#edge/member/sms/codes';
import { textCode } from '#edge/member/sms/text-code';
import { clientAddress } from '#edge/member/request';
import { GatewayError, logFailure, type ApiErrorCode } from '../errors';
import type { GatewayEnv } from '../gateway-env';

/** Texts a fresh code to `mobile` for `purpose`, within the member gateway's limits. */
export async function sendProofCode(c: Context<GatewayEnv>, mobile: string, purpose: string): Promise<{ expiresInSeconds: number }> {
  const outcome = await textCode(c.env, mobile, clientAddress(c.req.raw.headers), { purpose, onFailure: (error) => logFailure(c, error, 'SMS sender failed') });
  if (outcome === 'failed') throw new GatewayError('SMS_SEND_FAILED');
  if (outcome === 'budget') throw new GatewayError('SMS_BUDGET_EXCEEDED');
  if (outcome !== 'sent') throw new GatewayError('SMS_LIMITED');
  return { expiresInSeconds: SMS_CODE.ttlSeconds };
}

const REFUSALS: Record<Exclude<CodeCheck, 'ok'>, ApiErrorCode> = {
  mismatch: 'MOBILE_CODE_MISMATCH',
  expired: 'MOBILE_CODE_EXPIRED',
  'too-many-attempts': 'MOBILE_CODE_TOO_MANY',
};

/** Refuses unless `code` is the latest live code sent to `mobile`; a match uses it up. */
export async function assertProofCode(db: D1Database, mobile: string, code: string): Promise<void> {
  const check = await checkCode(db, mobile, code.trim());
  if (check !== 'ok') throw new GatewayError(REFUSALS[check]);
}
