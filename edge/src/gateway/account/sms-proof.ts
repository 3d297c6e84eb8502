/**
 * Proving a mobile number by SMS code from the commerce gateway (re-authentication of members
 * without a password, a new number): the member gateway's codes, limits and sender, with the
 * refusals turned into this gateway's codes.
 */
import type { Context } from 'hono';
import { SHOP_NAME } from '#shared/constants';
import { checkCode, issueCode, reserveSend, SMS_CODE, type CodeCheck } from '#edge/member/sms/codes';
import { createSmsSender } from '#edge/member/sms/sender';
import { clientAddress } from '#edge/member/request';
import { addressLimitFactor } from '#edge/member/rate-limit';
import { GatewayError, logFailure, type ApiErrorCode } from '../errors';
import type { GatewayEnv } from '../gateway-env';

/** Texts a fresh code to `mobile`, within the member gateway's per-number and per-address limits. */
export async function sendProofCode(c: Context<GatewayEnv>, mobile: string, purpose: string): Promise<{ expiresInSeconds: number }> {
  const db = c.env.DB;
  if (await reserveSend(db, mobile, clientAddress(c.req.raw.headers), Date.now(), addressLimitFactor(c.env))) throw new GatewayError('SMS_LIMITED');
  const code = await issueCode(db, mobile);
  try {
    await createSmsSender(c.env).send({
      to: mobile,
      text: `[${SHOP_NAME}] ${purpose} 인증번호는 [${code}]입니다. ${SMS_CODE.ttlSeconds / 60}분 안에 입력해 주세요.`,
    });
  } catch (error) {
    logFailure(c, error, 'SMS sender failed');
    throw new GatewayError('SMS_SEND_FAILED');
  }
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
