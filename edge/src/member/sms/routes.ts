/**
 * `POST /member/sms/send` texts a login code (a call, `sendSmsCode`); `GET /member/sms/outbox?mobile=`
 * shows what the embedded sender wrote, on a local worker's loopback host only (local-only.ts;
 * elsewhere a 404, as if it did not exist).
 */
import { Hono } from 'hono';
import { MEMBER_CONTRACTS } from '#shared/schemas/member-calls';
import { normalizeMobile, validateMobile } from '#shared/validation/member';
import { isLocalRequest } from '#edge/local-only';
import { assertFields, GatewayError, type ApiErrorCode } from '#edge/gateway/errors';
import { MEMBER_NOT_FOUND_MESSAGE, SMS_BUDGET_LOGIN_MESSAGE } from '../member-errors';
import type { MemberEnv } from '../member-env';
import { logFailure, NO_STORE } from '../respond';
import { clientAddress } from '../request';
import { memberEndpoint } from '../sign-in-answers';
import { SMS_CODE } from './codes';
import { readOutbox } from './embedded';
import type { SendRefusal } from './sends';
import { textCode } from './text-code';

const SEND_REFUSALS: Record<SendRefusal | 'failed', [ApiErrorCode, string?]> = {
  number: ['SMS_RATE_LIMITED'],
  'number-from-sender': ['SMS_RATE_LIMITED'],
  sender: ['SMS_ADDRESS_LIMITED'],
  budget: ['SMS_BUDGET_EXCEEDED', SMS_BUDGET_LOGIN_MESSAGE],
  failed: ['SMS_SEND_FAILED'],
};

/** Texts a code to `mobile` for a login or a join. */
export const sendSmsCode = memberEndpoint(MEMBER_CONTRACTS.sendSmsCode, async ({ c, input }) => {
  const mobile = normalizeMobile(input.mobile);
  const outcome = await textCode(c.env, mobile, clientAddress(c.req.raw.headers), { onFailure: (error) => logFailure(c, error, 'SMS sender failed') });
  if (outcome !== 'sent') throw new GatewayError(...SEND_REFUSALS[outcome]);
  return { sent: true as const, expiresInSeconds: SMS_CODE.ttlSeconds };
});

/** Mounted at `/member/sms`: the local outbox. */
export const smsRoutes = new Hono<MemberEnv>();

smsRoutes.get('/outbox', async (c) => {
  if (!isLocalRequest(c.env, c.req.url)) throw new GatewayError('NOT_FOUND', MEMBER_NOT_FOUND_MESSAGE);
  const rawMobile = c.req.query('mobile') ?? '';
  assertFields({ mobile: validateMobile(rawMobile) });
  return c.json({ messages: await readOutbox(c.env.DB, normalizeMobile(rawMobile)) }, 200, NO_STORE);
});
