/**
 * `POST /member/sms/send` texts a code (a call, `sendSmsCode`); `GET /member/sms/outbox?mobile=`
 * shows what the embedded sender wrote, on a local worker's loopback host only (local-only.ts;
 * elsewhere a 404, as if it did not exist).
 */
import { Hono } from 'hono';
import { MEMBER_CONTRACTS, type SmsCodePurpose } from '#shared/schemas/member-calls';
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

/** What the text says the code is for, when it is not a login or a join. */
const PURPOSES: Record<SmsCodePurpose, string> = { FIND_ID: '아이디 찾기', RESET_PASSWORD: '비밀번호 찾기' };

/** Texts a code to `mobile` for a login, a join, 아이디 찾기 or 비밀번호 찾기. */
export const sendSmsCode = memberEndpoint(MEMBER_CONTRACTS.sendSmsCode, async ({ c, input }) => {
  const mobile = normalizeMobile(input.mobile);
  const outcome = await textCode(c.env, mobile, clientAddress(c.req.raw.headers), {
    purpose: input.purpose && PURPOSES[input.purpose],
    onFailure: (error) => logFailure(c, error, 'SMS sender failed'),
  });
  if (outcome !== 'sent') {
    const [code, message] = SEND_REFUSALS[outcome];
    // 아이디·비밀번호 찾기 have no password login to fall back on: their refusal does not offer one.
    throw new GatewayError(code, input.purpose ? undefined : message);
  }
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
