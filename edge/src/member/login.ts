/**
 * `POST /member/` with an ID and password (provider ID). The answer and its
 * timing are the same for an unknown ID and a wrong password: both look the ID up, derive one
 * PBKDF2 hash and answer `LOGIN_FAILED`. Failures are throttled per account and address, per
 * address, and slowed down per account (throttle.ts).
 */
import type { Context } from 'hono';
import { LOGIN_SCREEN_PATH } from '#shared/constants';
import { completeLogin } from './complete-login';
import { findByWebId, updatePassword } from './customers';
import { assertValid, MemberError } from './errors';
import type { MemberEnv } from './member-env';
import { hashPassword, needsRehash, verifyPassword } from './password';
import { answerFailure, answerSuccess } from './respond';
import { clientAddress, flagField, safeTarget, textField, type MemberInput, type RequestMode } from './request';
import { clearAfterSuccess, reserveAttempt, slowdownMs, throttleKeys } from './throttle';

/** No login ID or password is longer; longer input is refused before any work. */
const MAX_ID_LENGTH = 50;
const MAX_PASSWORD_LENGTH = 128;

/** Logs in with `custWebId` and `password`; answers in the request's mode. */
export async function loginWithPassword(c: Context<MemberEnv>, mode: RequestMode, input: MemberInput): Promise<Response> {
  const successUrl = safeTarget(c, textField(input, 'successUrl'));
  try {
    const custWebId = textField(input, 'custWebId').trim();
    const password = textField(input, 'password');
    assertValid({
      custWebId: custWebId === '' ? '아이디를 입력해 주세요.' : custWebId.length > MAX_ID_LENGTH ? `아이디는 ${MAX_ID_LENGTH}자 이내로 입력해 주세요.` : null,
      password:
        password === ''
          ? '비밀번호를 입력해 주세요.'
          : password.length > MAX_PASSWORD_LENGTH
            ? `비밀번호는 ${MAX_PASSWORD_LENGTH}자 이내로 입력해 주세요.`
            : null,
    });

    const db = c.env.DB;
    const reservation = await reserveAttempt(db, throttleKeys(custWebId, clientAddress(c.req.raw.headers)));
    if (reservation === null) throw new MemberError('LOGIN_THROTTLED');
    // Many recent failures on this account, from anywhere: slow down rather than refuse (throttle.ts).
    const delay = slowdownMs(reservation.accountFailures);
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));

    const member = await findByWebId(db, custWebId);
    const matches = await verifyPassword(password, member?.password ?? null);
    if (!member || !matches) throw new MemberError('LOGIN_FAILED');

    await clearAfterSuccess(db, reservation);
    if (member.password && needsRehash(member.password)) await updatePassword(db, member.incsNo, await hashPassword(password));
    const cookies = await completeLogin(c, { incsNo: member.incsNo, provider: 'ID', signal: 'login', autoLogin: flagField(input, 'autoLogin') });
    return answerSuccess(c, mode, successUrl, cookies);
  } catch (error) {
    return answerFailure(c, error, mode, { screen: LOGIN_SCREEN_PATH, successUrl });
  }
}
