/**
 * `POST /member/?processType=join`: a new member with an ID and password, whose
 * mobile number is proven by the SMS code sent to it (`code`). Every
 * rule that fails gets its own message under its field; a taken ID or mobile number is a 409.
 * The member gets the welcome coupon and is logged in at once (`inm_signup_success=Y|6`).
 * `GET /member/check-id?custWebId=` tells the join screen whether it may offer an ID.
 */
import { JOIN_SCREEN_PATH } from '#shared/constants';
import { MEMBER_CONTRACTS } from '#shared/schemas/member-calls';
import { GatewayError } from '../gateway/errors';
import { completeLogin } from './complete-login';
import { createMember, isMobileTaken, isWebIdAvailable, webIdRefusal } from './customers';
import { readProfile } from './join-rules';
import { hashPassword } from './password';
import { assertCode } from './sms/codes';
import { addressLimitFactor, CHECK_ID_LIMIT, scaled, takeRequest } from './rate-limit';
import { clientAddress, safeTarget } from './request';
import { memberEndpoint, setCookies, signInAnswers } from './sign-in-answers';

/** Creates the member and logs them in. */
export const join = memberEndpoint(
  MEMBER_CONTRACTS.join,
  async ({ c, input }) => {
    const successUrl = safeTarget(c, input.successUrl);
    c.set('successUrl', successUrl);
    const profile = readProfile(input);

    const db = c.env.DB;
    const idRefusal = await webIdRefusal(db, input.custWebId);
    if (idRefusal) throw new GatewayError(idRefusal);
    if (await isMobileTaken(db, profile.mobile)) throw new GatewayError('MOBILE_TAKEN');
    // Last, so a taken ID does not spend the code: nobody joins with a number they do not hold.
    await assertCode(db, profile.mobile, input.code);
    const incsNo = await createMember(db, {
      custWebId: input.custWebId,
      password: await hashPassword(input.password),
      custNm: profile.custNm,
      mobile: profile.mobile,
      email: profile.email,
      consents: profile.consents,
    });
    setCookies(c, await completeLogin(c, { incsNo, provider: 'ID', signal: 'signup', autoLogin: input.autoLogin }));
    return { redirect: successUrl };
  },
  signInAnswers(JOIN_SCREEN_PATH),
);

/** Whether the join screen may offer this ID. */
export const checkWebId = memberEndpoint(MEMBER_CONTRACTS.checkId, async ({ c, input }) => {
  // Unlimited, this call would let anyone test a list of IDs for membership.
  if (!(await takeRequest(c.env.DB, `check-id:${clientAddress(c.req.raw.headers)}`, scaled(CHECK_ID_LIMIT, addressLimitFactor(c.env)))))
    throw new GatewayError('CHECK_ID_THROTTLED');
  return { available: await isWebIdAvailable(c.env.DB, input.custWebId) };
});
