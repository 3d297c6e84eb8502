/**
 * `POST /member/?loginType=sms`: login with a mobile number and the code texted to it (SPEC §4,
 * provider SMS, signal `Y|4`). The code is checked before membership, so only the phone's holder
 * learns whether the number belongs to a member.
 */
import type { Context } from 'hono';
import { LOGIN_SCREEN_PATH } from '#shared/constants';
import { normalizeMobile, validateMobile, validateSmsCode } from '#shared/validation/member';
import { completeLogin } from '../complete-login';
import { findByMobile } from '../customers';
import { assertValid, MemberError, type MemberErrorCode } from '../errors';
import type { MemberEnv } from '../member-env';
import { answerFailure, answerSuccess } from '../respond';
import { flagField, safeTarget, textField, type MemberInput, type RequestMode } from '../request';
import { checkCode, type CodeCheck } from './codes';

const CHECK_ERRORS: Record<Exclude<CodeCheck, 'ok'>, MemberErrorCode> = {
  mismatch: 'SMS_CODE_MISMATCH',
  expired: 'SMS_CODE_EXPIRED',
  'too-many-attempts': 'SMS_TOO_MANY_ATTEMPTS',
};

/** Logs in with `mobile` and `code`; answers in the request's mode. */
export async function loginWithSms(c: Context<MemberEnv>, mode: RequestMode, input: MemberInput): Promise<Response> {
  const successUrl = safeTarget(c, textField(input, 'successUrl'));
  try {
    const rawMobile = textField(input, 'mobile');
    const code = textField(input, 'code').trim();
    assertValid({ mobile: validateMobile(rawMobile), code: validateSmsCode(code) });
    const mobile = normalizeMobile(rawMobile);

    const check = await checkCode(c.env.DB, mobile, code);
    if (check !== 'ok') throw new MemberError(CHECK_ERRORS[check]);
    const member = await findByMobile(c.env.DB, mobile);
    if (!member) throw new MemberError('NOT_A_MEMBER');

    const cookies = await completeLogin(c, { incsNo: member.incsNo, provider: 'SMS', signal: 'login', autoLogin: flagField(input, 'autoLogin') });
    return answerSuccess(c, mode, successUrl, cookies);
  } catch (error) {
    return answerFailure(c, error, mode, { screen: LOGIN_SCREEN_PATH, successUrl, extra: { loginType: 'sms' } });
  }
}
