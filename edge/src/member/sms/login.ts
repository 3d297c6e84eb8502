/**
 * `POST /member/?loginType=sms`: login with a mobile number and the code texted to it
 * (provider SMS, signal `Y|4`). The code is checked before membership, so only the phone's holder
 * learns whether the number belongs to a member.
 */
import type { Context } from 'hono';
import { LOGIN_SCREEN_PATH } from '#shared/constants';
import { normalizeMobile, validateMobile, validateSmsCode } from '#shared/validation/member';
import { completeLogin } from '../complete-login';
import { findByMobile } from '../customers';
import { assertValid, MemberError } from '../errors';
import type { MemberEnv } from '../member-env';
import { answerFailure, answerSuccess } from '../respond';
import { flagField, safeTarget, textField, type MemberInput, type RequestMode } from '../request';
import { assertCode } from './codes';

/** Logs in with `mobile` and `code`; answers in the request's mode. */
export async function loginWithSms(c: Context<MemberEnv>, mode: RequestMode, input: MemberInput): Promise<Response> {
  const successUrl = safeTarget(c, textField(input, 'successUrl'));
  try {
    const rawMobile = textField(input, 'mobile');
    const code = textField(input, 'code').trim();
    assertValid({ mobile: validateMobile(rawMobile), code: validateSmsCode(code) });
    const mobile = normalizeMobile(rawMobile);

    await assertCode(c.env.DB, mobile, code);
    const member = await findByMobile(c.env.DB, mobile);
    if (!member) throw new MemberError('NOT_A_MEMBER');

    const cookies = await completeLogin(c, { incsNo: member.incsNo, provider: 'SMS', signal: 'login', autoLogin: flagField(input, 'autoLogin') });
    return answerSuccess(c, mode, successUrl, cookies);
  } catch (error) {
    return answerFailure(c, error, mode, { screen: LOGIN_SCREEN_PATH, successUrl, extra: { loginType: 'sms' } });
  }
}
