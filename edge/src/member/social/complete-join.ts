/**
 * `POST /member/?processType=kakaoJoin`: completes a social join that lacked what a member needs
 * (enter-additional-information): name (the provider's when not given), mobile number,
 * optional e-mail, the consents, and the SMS code that proves the mobile number. The new member is linked to the provider account and logged
 * in with the signup signal of that provider (`Y|1` for Kakao).
 */
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { ADDITIONAL_INFO_SCREEN_PATH } from '#shared/constants';
import { validateSmsCode } from '#shared/validation/member';
import { PENDING_JOIN_COOKIE } from '#shared/cookies';
import { completeLogin, cookieScope } from '../complete-login';
import { createMember, isMobileTaken } from '../customers';
import { assertValid, MemberError } from '../errors';
import { readProfile } from '../join-rules';
import { expireMemberCookie } from '../member-cookies';
import type { MemberEnv } from '../member-env';
import { answerFailure, answerSuccess } from '../respond';
import { listField, safeTarget, textField, type MemberInput, type RequestMode } from '../request';
import { assertCode } from '../sms/codes';
import { deletePendingJoin, findLinkedMember, loadPendingJoin } from './pending';

/** Creates and logs in the member of the pending social join; answers in the request's mode. */
export async function completeSocialJoin(c: Context<MemberEnv>, mode: RequestMode, input: MemberInput): Promise<Response> {
  const token = getCookie(c, PENDING_JOIN_COOKIE);
  const db = c.env.DB;
  const pending = await loadPendingJoin(db, token);
  const successUrl = safeTarget(c, textField(input, 'successUrl') || pending?.successUrl);
  try {
    if (!pending || !token) throw new MemberError('PENDING_JOIN_NOT_FOUND');
    const { provider, profile } = pending;
    const done = [expireMemberCookie(cookieScope(c), PENDING_JOIN_COOKIE)];

    // A second tab finished this join first: the account is linked, so this is a login.
    const linked = await findLinkedMember(db, provider, profile.providerUserId);
    if (linked !== null) {
      await deletePendingJoin(db, token);
      return answerSuccess(c, mode, successUrl, [...done, ...(await completeLogin(c, { incsNo: linked, provider, signal: 'login' }))]);
    }

    const fields = readProfile({
      custNm: textField(input, 'custNm') || (profile.name ?? ''),
      mobile: textField(input, 'mobile') || (profile.mobile ?? ''),
      email: textField(input, 'email') || (profile.email ?? ''),
      consents: listField(input, 'consents'),
    });
    const code = textField(input, 'code').trim();
    assertValid({ ...fields.errors, code: validateSmsCode(code) });
    if (await isMobileTaken(db, fields.mobile)) throw new MemberError('MOBILE_TAKEN');
    // A provider's number is not proof either: the shopper proves it by SMS code.
    await assertCode(db, fields.mobile, code);

    const incsNo = await createMember(db, {
      custWebId: null,
      password: null,
      custNm: fields.custNm,
      mobile: fields.mobile,
      email: fields.email,
      consents: fields.consents,
      social: { provider, providerUserId: profile.providerUserId },
    });
    await deletePendingJoin(db, token);
    return answerSuccess(c, mode, successUrl, [...done, ...(await completeLogin(c, { incsNo, provider, signal: 'signup' }))]);
  } catch (error) {
    return answerFailure(c, error, mode, { screen: ADDITIONAL_INFO_SCREEN_PATH, successUrl });
  }
}
