/**
 * `POST /member/?loginType=sms`: login with a mobile number and the code texted to it
 * (provider SMS, signal `Y|4`). The code is checked before membership, so only the phone's holder
 * learns whether the number belongs to a member.
 */
import { LOGIN_SCREEN_PATH } from '#shared/constants';
import { MEMBER_CONTRACTS } from '#shared/schemas/member-calls';
import { normalizeMobile } from '#shared/validation/member';
import { GatewayError } from '#edge/gateway/errors';
import { completeLogin } from '../complete-login';
import { findByMobile } from '../customers';
import { safeTarget } from '../request';
import { memberEndpoint, setCookies, signInAnswers } from '../sign-in-answers';
import { assertCode } from './codes';

/** Logs in with `mobile` and `code`. */
export const smsLogin = memberEndpoint(
  MEMBER_CONTRACTS.smsLogin,
  async ({ c, input }) => {
    const successUrl = safeTarget(c, input.successUrl);
    c.set('successUrl', successUrl);
    const mobile = normalizeMobile(input.mobile);
    await assertCode(c.env.DB, mobile, input.code);
    const member = await findByMobile(c.env.DB, mobile);
    if (!member) throw new GatewayError('NOT_A_MEMBER');
    setCookies(c, await completeLogin(c, { incsNo: member.incsNo, provider: 'SMS', signal: 'login', autoLogin: input.autoLogin }));
    return { redirect: successUrl };
  },
  signInAnswers(LOGIN_SCREEN_PATH, { loginType: 'sms' }),
);
