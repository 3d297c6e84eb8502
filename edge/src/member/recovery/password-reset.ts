/**
 * 비밀번호 찾기 in two calls (docs/rules/membership.md):
 * - `POST /member/password-reset/verify`: the ID and the code texted to the number it joined with.
 *   The code is checked first; an ID that is not that number's answers as no member does. The
 *   answer is a 10-minute grant (reset-grants.ts).
 * - `POST /member/password-reset`: the new password under that grant. The grant is checked before
 *   the password rules (the join's), a password the rules refuse leaves it usable, and storing
 *   the password spends it, ends every login and auto-login token of the member and clears this
 *   address's failed logins on the ID. The member then logs in with it: the answer is the login
 *   screen.
 */
import { FIND_PASSWORD_SCREEN_PATH, LOGIN_SCREEN_PATH } from '#shared/constants';
import { MEMBER_CONTRACTS } from '#shared/schemas/member-calls';
import { normalizeMobile, validatePassword, validatePasswordConfirm } from '#shared/validation/member';
import { sessionRevocations } from '#edge/auth/sessions';
import { assertFields, GatewayError } from '#edge/gateway/errors';
import { passwordUpdate } from '../customers';
import { hashPassword, verifyPassword } from '../password';
import { clientAddress, safeTarget } from '../request';
import { formAnswers, memberEndpoint, signInAnswers } from '../sign-in-answers';
import { assertCode } from '../sms/codes';
import { throttleKeys } from '../throttle';
import { accountByNumber, accountByWebId } from './accounts';
import { grantHolder, issueResetGrant, RESET_GRANT_TTL_SECONDS, spendResetGrant } from './reset-grants';

/** The shop's rule for every new password (the account screen's too): not the one it replaces. */
const SAME_PASSWORD_MESSAGE = '지금 쓰는 비밀번호와 다른 비밀번호를 입력해 주세요.';

export const verifyPasswordReset = memberEndpoint(
  MEMBER_CONTRACTS.verifyPasswordReset,
  async ({ c, input }) => {
    const mobile = normalizeMobile(input.mobile);
    await assertCode(c.env.DB, mobile, input.code);
    const account = await accountByWebId(c.env.DB, input.custWebId);
    if (!account || account.mobile !== mobile) throw new GatewayError('ACCOUNT_NOT_FOUND');
    return { resetToken: await issueResetGrant(c.env.DB, account.incsNo), expiresInSeconds: RESET_GRANT_TTL_SECONDS };
  },
  formAnswers(FIND_PASSWORD_SCREEN_PATH),
);

export const resetPassword = memberEndpoint(
  MEMBER_CONTRACTS.resetPassword,
  async ({ c, input }) => {
    const successUrl = safeTarget(c, input.successUrl);
    c.set('successUrl', successUrl);
    const db = c.env.DB;
    const holder = await grantHolder(db, input.resetToken);
    const account = holder === null ? null : await accountByNumber(db, holder);
    if (!account) throw new GatewayError('PASSWORD_RESET_EXPIRED');
    assertFields({ password: validatePassword(input.password), passwordConfirm: validatePasswordConfirm(input.password, input.passwordConfirm) });
    if (account.password && (await verifyPassword(input.password, account.password))) throw new GatewayError('PASSWORD_SAME', SAME_PASSWORD_MESSAGE);

    const stored = await hashPassword(input.password);
    if ((await spendResetGrant(db, input.resetToken)) !== account.incsNo) throw new GatewayError('PASSWORD_RESET_EXPIRED');
    const now = Date.now();
    const statements = [passwordUpdate(db, account.incsNo, stored), ...sessionRevocations(db, account.incsNo, now)];
    // Failures that led here must not keep the member out once they know the password again.
    if (account.custWebId !== null) {
      const { pair } = throttleKeys(account.custWebId, clientAddress(c.req.raw.headers));
      statements.push(db.prepare('DELETE FROM login_failures WHERE throttle_key = ?').bind(pair));
    }
    await db.batch(statements);
    return { redirect: `${LOGIN_SCREEN_PATH}?${new URLSearchParams({ successUrl })}` };
  },
  signInAnswers(FIND_PASSWORD_SCREEN_PATH),
);
