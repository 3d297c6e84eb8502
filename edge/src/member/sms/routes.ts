/**
 * `POST /member/sms/send` texts a login code; `GET /member/sms/outbox?mobile=` shows what the
 * embedded sender wrote, on a local worker's loopback host only (local-only.ts; elsewhere a 404,
 * as if it did not exist).
 */
import { Hono } from 'hono';
import { normalizeMobile, validateMobile } from '#shared/validation/member';
import { isLocalRequest } from '#edge/local-only';
import { assertValid, MemberError, type MemberErrorCode } from '../errors';
import type { MemberEnv } from '../member-env';
import { jsonError, logFailure, NO_STORE } from '../respond';
import { assertSameSite, clientAddress, readInput, requestMode, textField } from '../request';
import { SMS_CODE } from './codes';
import { readOutbox } from './embedded';
import type { SendRefusal } from './sends';
import { textCode } from './text-code';

const SEND_REFUSALS: Record<SendRefusal, MemberErrorCode> = {
  number: 'SMS_RATE_LIMITED',
  'number-from-sender': 'SMS_RATE_LIMITED',
  sender: 'SMS_ADDRESS_LIMITED',
  budget: 'SMS_BUDGET_EXCEEDED',
};

/** Mounted at `/member/sms`. */
export const smsRoutes = new Hono<MemberEnv>();

smsRoutes.post('/send', async (c) => {
  assertSameSite(c);
  const rawMobile = textField(await readInput(c, requestMode(c)), 'mobile');
  assertValid({ mobile: validateMobile(rawMobile) });
  const mobile = normalizeMobile(rawMobile);
  const outcome = await textCode(c.env, mobile, clientAddress(c.req.raw.headers), { onFailure: (error) => logFailure(c, error, 'SMS sender failed') });
  if (outcome === 'failed') return jsonError(c, new MemberError('SMS_SEND_FAILED'));
  if (outcome !== 'sent') throw new MemberError(SEND_REFUSALS[outcome]);
  return c.json({ sent: true, expiresInSeconds: SMS_CODE.ttlSeconds }, 200, NO_STORE);
});

smsRoutes.get('/outbox', async (c) => {
  if (!isLocalRequest(c.env, c.req.url)) throw new MemberError('NOT_FOUND');
  const rawMobile = c.req.query('mobile') ?? '';
  assertValid({ mobile: validateMobile(rawMobile) });
  return c.json({ messages: await readOutbox(c.env.DB, normalizeMobile(rawMobile)) }, 200, NO_STORE);
});
