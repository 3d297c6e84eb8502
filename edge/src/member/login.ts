/**
 * `POST /member/` with an ID and password (provider ID). The answer and its
 * timing are the same for an unknown ID and a wrong password: both look the ID up, derive one
 * PBKDF2 hash and answer `LOGIN_FAILED`. Failures are throttled per account and address, per
 * address, and slowed down per account (throttle.ts).
 */
import { LOGIN_SCREEN_PATH } from '#shared/constants';
import { MEMBER_CONTRACTS } from '#shared/schemas/member-calls';
import { GatewayError } from '../gateway/errors';
import { completeLogin } from './complete-login';
import { findByWebId, updatePassword } from './customers';
import { hashPassword, needsRehash, verifyPassword } from './password';
import { clientAddress, safeTarget } from './request';
import { memberEndpoint, setCookies, signInAnswers } from './sign-in-answers';
import { clearAfterSuccess, reserveAttempt, slowdownMs, throttleKeys } from './throttle';

/** Logs in with `custWebId` and `password`. */
export const passwordLogin = memberEndpoint(
  MEMBER_CONTRACTS.passwordLogin,
  async ({ c, input }) => {
    const successUrl = safeTarget(c, input.successUrl);
    c.set('successUrl', successUrl);
    const db = c.env.DB;
    const reservation = await reserveAttempt(db, throttleKeys(input.custWebId, clientAddress(c.req.raw.headers)));
    if (reservation === null) throw new GatewayError('LOGIN_THROTTLED');
    // Many recent failures on this account, from anywhere: slow down rather than refuse (throttle.ts).
    const delay = slowdownMs(reservation.accountFailures);
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));

    const member = await findByWebId(db, input.custWebId);
    const matches = await verifyPassword(input.password, member?.password ?? null);
    if (!member || !matches) throw new GatewayError('LOGIN_FAILED');

    await clearAfterSuccess(db, reservation);
    if (member.password && needsRehash(member.password)) await updatePassword(db, member.incsNo, await hashPassword(input.password));
    setCookies(c, await completeLogin(c, { incsNo: member.incsNo, provider: 'ID', signal: 'login', autoLogin: input.autoLogin }));
    return { redirect: successUrl };
  },
  signInAnswers(LOGIN_SCREEN_PATH),
);
