/**
 * `POST /member/sms/send` texts a login code; `GET /member/sms/outbox?mobile=` shows what the
 * embedded sender wrote, outside prd only (a 404 in prd, as if it did not exist).
 */
import { Hono } from 'hono';
import { normalizeMobile, validateMobile } from '#shared/validation/member';
import { readConfig } from '#edge/config';
import { SHOP_NAME } from '#shared/constants';
import { assertValid, MemberError } from '../errors';
import type { MemberEnv } from '../member-env';
import { jsonError, logFailure, NO_STORE } from '../respond';
import { assertSameSite, clientAddress, readInput, requestMode, textField } from '../request';
import { addressLimitFactor } from '../rate-limit';
import { issueCode, reserveSend, SMS_CODE } from './codes';
import { readOutbox } from './embedded';
import { createSmsSender } from './sender';

/** The text of a login code. */
export function codeMessage(code: string): string {
  return `[${SHOP_NAME}] 인증번호는 [${code}]입니다. ${SMS_CODE.ttlSeconds / 60}분 안에 입력해 주세요.`;
}

/** Mounted at `/member/sms`. */
export const smsRoutes = new Hono<MemberEnv>();

smsRoutes.post('/send', async (c) => {
  assertSameSite(c);
  const rawMobile = textField(await readInput(c, requestMode(c)), 'mobile');
  assertValid({ mobile: validateMobile(rawMobile) });
  const mobile = normalizeMobile(rawMobile);
  const refusal = await reserveSend(c.env.DB, mobile, clientAddress(c.req.raw.headers), Date.now(), addressLimitFactor(c.env));
  if (refusal) throw new MemberError(refusal === 'number' ? 'SMS_RATE_LIMITED' : 'SMS_ADDRESS_LIMITED');
  const code = await issueCode(c.env.DB, mobile);
  try {
    await createSmsSender(c.env).send({ to: mobile, text: codeMessage(code) });
  } catch (error) {
    logFailure(c, error, 'SMS sender failed');
    return jsonError(c, new MemberError('SMS_SEND_FAILED'));
  }
  return c.json({ sent: true, expiresInSeconds: SMS_CODE.ttlSeconds }, 200, NO_STORE);
});

smsRoutes.get('/outbox', async (c) => {
  if (readConfig(c.env).environment === 'prd') throw new MemberError('NOT_FOUND');
  const rawMobile = c.req.query('mobile') ?? '';
  assertValid({ mobile: validateMobile(rawMobile) });
  return c.json({ messages: await readOutbox(c.env.DB, normalizeMobile(rawMobile)) }, 200, NO_STORE);
});
