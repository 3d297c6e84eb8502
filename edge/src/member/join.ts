/**
 * `POST /member/?processType=join`: a new member with an ID and password, whose
 * mobile number is proven by the SMS code sent to it (`code`). Every
 * rule that fails gets its own message under its field; a taken ID or mobile number is a 409.
 * The member gets the welcome coupon and is logged in at once (`inm_signup_success=Y|6`).
 */
import type { Context } from 'hono';
import { JOIN_SCREEN_PATH } from '#shared/constants';
import { validatePassword, validatePasswordConfirm, validateSmsCode, validateWebId } from '#shared/validation/member';
import { completeLogin } from './complete-login';
import { createMember, isMobileTaken, isWebIdAvailable, webIdRefusal } from './customers';
import { assertValid, MemberError } from './errors';
import { readProfile } from './join-rules';
import type { MemberEnv } from './member-env';
import { hashPassword } from './password';
import { assertCode } from './sms/codes';
import { answerFailure, answerSuccess } from './respond';
import { addressLimitFactor, CHECK_ID_LIMIT, scaled, takeRequest } from './rate-limit';
import { clientAddress, flagField, listField, safeTarget, textField, type MemberInput, type RequestMode } from './request';

/** Creates the member and logs them in; answers in the request's mode. */
export async function join(c: Context<MemberEnv>, mode: RequestMode, input: MemberInput): Promise<Response> {
  const successUrl = safeTarget(c, textField(input, 'successUrl'));
  try {
    const custWebId = textField(input, 'custWebId').trim();
    const password = textField(input, 'password');
    const profile = readProfile({
      custNm: textField(input, 'custNm'),
      mobile: textField(input, 'mobile'),
      email: textField(input, 'email'),
      consents: listField(input, 'consents'),
    });
    const code = textField(input, 'code').trim();
    assertValid({
      custWebId: validateWebId(custWebId),
      password: validatePassword(password),
      passwordConfirm: validatePasswordConfirm(password, textField(input, 'passwordConfirm')),
      ...profile.errors,
      code: validateSmsCode(code),
    });

    const db = c.env.DB;
    const idRefusal = await webIdRefusal(db, custWebId);
    if (idRefusal) throw new MemberError(idRefusal);
    if (await isMobileTaken(db, profile.mobile)) throw new MemberError('MOBILE_TAKEN');
    // Last, so a taken ID does not spend the code: nobody joins with a number they do not hold.
    await assertCode(db, profile.mobile, code);
    const incsNo = await createMember(db, {
      custWebId,
      password: await hashPassword(password),
      custNm: profile.custNm,
      mobile: profile.mobile,
      email: profile.email,
      consents: profile.consents,
    });
    const cookies = await completeLogin(c, { incsNo, provider: 'ID', signal: 'signup', autoLogin: flagField(input, 'autoLogin') });
    return answerSuccess(c, mode, successUrl, cookies);
  } catch (error) {
    return answerFailure(c, error, mode, { screen: JOIN_SCREEN_PATH, successUrl });
  }
}

/** `GET /member/check-id?custWebId=`: whether the join screen may offer this ID. */
export async function checkWebId(c: Context<MemberEnv>): Promise<{ available: boolean }> {
  const custWebId = (c.req.query('custWebId') ?? '').trim();
  assertValid({ custWebId: validateWebId(custWebId) });
  // Unlimited, this call would let anyone test a list of IDs for membership.
  if (!(await takeRequest(c.env.DB, `check-id:${clientAddress(c.req.raw.headers)}`, scaled(CHECK_ID_LIMIT, addressLimitFactor(c.env)))))
    throw new MemberError('CHECK_ID_THROTTLED');
  return { available: await isWebIdAvailable(c.env.DB, custWebId) };
}
