/**
 * `POST /member/?processType=kakaoJoin`: completes a social join that lacked what a member needs
 * (enter-additional-information): name (the provider's when not given), mobile number,
 * optional e-mail, the consents, and the SMS code that proves the mobile number. The new member is linked to the provider account and logged
 * in with the signup signal of that provider (`Y|1` for Kakao).
 */
import { getCookie } from 'hono/cookie';
import { ADDITIONAL_INFO_SCREEN_PATH } from '#shared/constants';
import { PENDING_JOIN_COOKIE } from '#shared/cookies';
import { MEMBER_CONTRACTS, profileRefusals } from '#shared/schemas/member-calls';
import { assertFields, GatewayError } from '#edge/gateway/errors';
import { completeLogin, cookieScope } from '../complete-login';
import { createMember, isMobileTaken } from '../customers';
import { readProfile } from '../join-rules';
import { expireMemberCookie } from '../member-cookies';
import { safeTarget } from '../request';
import { memberEndpoint, setCookies, signInAnswers } from '../sign-in-answers';
import { assertCode } from '../sms/codes';
import { deletePendingJoin, findLinkedMember, loadPendingJoin } from './pending';

/** Creates and logs in the member of the pending social join. */
export const completeSocialJoin = memberEndpoint(
  MEMBER_CONTRACTS.socialJoin,
  async ({ c, input }) => {
    const token = getCookie(c, PENDING_JOIN_COOKIE);
    const db = c.env.DB;
    const pending = await loadPendingJoin(db, token);
    const successUrl = safeTarget(c, input.successUrl || pending?.successUrl);
    c.set('successUrl', successUrl);
    if (!pending || !token) throw new GatewayError('PENDING_JOIN_NOT_FOUND');
    const { provider, profile } = pending;
    // The pending join's cookie ends only with a success: a refused form is tried again.
    const done = expireMemberCookie(cookieScope(c), PENDING_JOIN_COOKIE);

    // A second tab finished this join first: the account is linked, so this is a login.
    const linked = await findLinkedMember(db, provider, profile.providerUserId);
    if (linked !== null) {
      await deletePendingJoin(db, token);
      setCookies(c, [done, ...(await completeLogin(c, { incsNo: linked, provider, signal: 'login' }))]);
      return { redirect: successUrl };
    }

    const given = {
      custNm: input.custNm || (profile.name ?? ''),
      mobile: input.mobile || (profile.mobile ?? ''),
      email: input.email || (profile.email ?? ''),
      consents: input.consents,
    };
    assertFields(profileRefusals({ ...given, code: input.code }));
    const fields = readProfile(given);
    if (await isMobileTaken(db, fields.mobile)) throw new GatewayError('MOBILE_TAKEN');
    // A provider's number is not proof either: the shopper proves it by SMS code.
    await assertCode(db, fields.mobile, input.code);

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
    setCookies(c, [done, ...(await completeLogin(c, { incsNo, provider, signal: 'signup' }))]);
    return { redirect: successUrl };
  },
  signInAnswers(ADDITIONAL_INFO_SCREEN_PATH),
);
