/**
 * 비밀번호 찾기 through the member gateway: the ID and the code texted to its number earn a
 * 10-minute grant; the new password under it meets the join's rules, ends every other login and
 * auto-login token, and the member logs in with it.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { resolveSession } from '#edge/auth/sessions';
import { call, cookiePair, findCookie, makeMember, setCookies, smsCodeFor, uniqueMobile } from '../test-helpers';

const NOT_FOUND = { code: 'ACCOUNT_NOT_FOUND', message: '입력하신 정보와 일치하는 회원이 없습니다. 입력한 내용을 다시 확인해 주세요.' };
const EXPIRED = { code: 'PASSWORD_RESET_EXPIRED', message: '비밀번호 변경 시간이 지났습니다. 휴대폰 인증부터 다시 해 주세요.' };
const NEW_PASSWORD = 'greentea77!';

const verify = (body: Record<string, string>, options: Parameters<typeof call>[1] = {}) => call('/member/password-reset/verify', { json: body, ...options });
const reset = (body: Record<string, string>, options: Parameters<typeof call>[1] = {}) => call('/member/password-reset', { json: body, ...options });
const login = (custWebId: string, password: string, options: Parameters<typeof call>[1] = {}) =>
  call('/member/', { json: { custWebId, password, autoLogin: true }, ...options });

/** A member with an ID and the grant their number's code earned. */
async function grantFor(custWebId: string): Promise<{ mobile: string; resetToken: string }> {
  const mobile = uniqueMobile();
  await makeMember(custWebId, 'nokcha2026!', mobile);
  const response = await verify({ custWebId, mobile, code: await smsCodeFor(mobile) });
  expect(response.status).toBe(200);
  return { mobile, ...(await response.json<{ resetToken: string }>()) };
}

describe('POST /member/password-reset/verify', () => {
  it('grants 10 minutes for the ID (in any case) and the code texted to its number', async () => {
    const mobile = uniqueMobile();
    await makeMember('resetok1', 'nokcha2026!', mobile);
    const response = await verify({ custWebId: 'ResetOK1', mobile, code: await smsCodeFor(mobile) });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ resetToken: expect.stringMatching(/^[\w-]{43}$/), expiresInSeconds: 600 });
  });

  it('checks the code first, then answers an ID of another number and an unknown ID alike', async () => {
    const mobile = uniqueMobile();
    await makeMember('resetid1', 'nokcha2026!', mobile);
    const noCode = await verify({ custWebId: 'resetid1', mobile, code: '123456' });
    expect(noCode.status).toBe(401);
    expect((await noCode.json<{ code: string }>()).code).toBe('SMS_CODE_EXPIRED');

    const other = uniqueMobile();
    const otherNumber = await verify({ custWebId: 'resetid1', mobile: other, code: await smsCodeFor(other) });
    expect(otherNumber.status).toBe(404);
    expect(await otherNumber.json()).toEqual(NOT_FOUND);
    const unknown = await verify({ custWebId: 'nobodyhere', mobile, code: await smsCodeFor(mobile) });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual(NOT_FOUND);
  });

  it('refuses a wrong code without a grant', async () => {
    const mobile = uniqueMobile();
    await makeMember('resetcode1', 'nokcha2026!', mobile);
    const code = await smsCodeFor(mobile);
    const response = await verify({ custWebId: 'resetcode1', mobile, code: code === '000000' ? '000001' : '000000' });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ code: 'SMS_CODE_MISMATCH', message: '인증번호가 일치하지 않습니다.' });
  });
});

describe('POST /member/password-reset', () => {
  it('stores the new password, ends every login and auto-login token, and sends the member to log in with it', async () => {
    const { resetToken } = await grantFor('resetall1');
    const before = await login('resetall1', 'nokcha2026!');
    const session = cookiePair(findCookie(before, 'inm_auth_token_local')!).split('=')[1];
    const autoLogin = cookiePair(findCookie(before, 'inm_auto_login')!);

    const response = await reset({ resetToken, password: NEW_PASSWORD, passwordConfirm: NEW_PASSWORD, successUrl: '/kr/ko/cu/mypage' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ redirect: '/kr/ko/cu/login?successUrl=%2Fkr%2Fko%2Fcu%2Fmypage' });
    expect(setCookies(response), 'no login comes with the reset').toEqual([]);

    expect(await resolveSession(env.DB, session)).toBeNull();
    const app = await call('/member/autologin', { method: 'POST', headers: { Cookie: autoLogin } });
    expect((await app.json<{ code: string }>()).code).toBe('AUTO_LOGIN_UNAVAILABLE');
    expect((await login('resetall1', 'nokcha2026!')).status).toBe(401);
    expect((await login('resetall1', NEW_PASSWORD)).status).toBe(200);
    const replay = await reset({ resetToken, password: 'another77!', passwordConfirm: 'another77!' });
    expect(await replay.json()).toEqual(EXPIRED);
  });

  it('checks the grant before the password, and a refused password leaves the grant usable', async () => {
    const forged = await reset({ resetToken: 'forged', password: 'short', passwordConfirm: '' });
    expect(forged.status).toBe(401);
    expect(await forged.json()).toEqual(EXPIRED);

    const { resetToken } = await grantFor('resetrule1');
    const weak = await reset({ resetToken, password: 'onlyletters', passwordConfirm: 'different' });
    expect(weak.status).toBe(400);
    expect((await weak.json<{ fields: object }>()).fields).toEqual({
      password: '영문, 숫자, 특수문자 중 2가지 이상을 조합해 주세요.',
      passwordConfirm: '비밀번호가 일치하지 않습니다.',
    });
    const short = await reset({ resetToken, password: 'ab1!', passwordConfirm: 'ab1!' });
    expect((await short.json<{ fields: object }>()).fields).toEqual({ password: '비밀번호는 8~16자로 입력해 주세요.' });
    const same = await reset({ resetToken, password: 'nokcha2026!', passwordConfirm: 'nokcha2026!' });
    expect(same.status).toBe(400);
    expect(await same.json()).toEqual({ code: 'PASSWORD_SAME', message: '지금 쓰는 비밀번호와 다른 비밀번호를 입력해 주세요.' });

    const done = await reset({ resetToken, password: NEW_PASSWORD, passwordConfirm: NEW_PASSWORD });
    expect(done.status).toBe(200);
  });

  it('refuses a grant past its 10 minutes, and one a newer check replaced', async () => {
    const { resetToken, mobile } = await grantFor('resetlate1');
    await env.DB.prepare('UPDATE password_reset_grants SET expires_at = ?')
      .bind(Date.now() - 1)
      .run();
    expect(await (await reset({ resetToken, password: NEW_PASSWORD, passwordConfirm: NEW_PASSWORD })).json()).toEqual(EXPIRED);

    const first = await (await verify({ custWebId: 'resetlate1', mobile, code: await smsCodeFor(mobile) })).json<{ resetToken: string }>();
    await verify({ custWebId: 'resetlate1', mobile, code: await smsCodeFor(mobile) });
    expect(await (await reset({ resetToken: first.resetToken, password: NEW_PASSWORD, passwordConfirm: NEW_PASSWORD })).json()).toEqual(EXPIRED);
  });

  it('lets a member whose failed logins throttled this address log in with the new password at once', async () => {
    const address = { headers: { 'CF-Connecting-IP': '198.51.100.44' } };
    const { resetToken } = await grantFor('resetthrottle1');
    for (let attempt = 0; attempt < 5; attempt += 1) await login('resetthrottle1', `wrong${attempt}pass!`, address);
    expect((await login('resetthrottle1', 'nokcha2026!', address)).status).toBe(429);

    await reset({ resetToken, password: NEW_PASSWORD, passwordConfirm: NEW_PASSWORD }, address);
    expect((await login('resetthrottle1', NEW_PASSWORD, address)).status).toBe(200);
  });

  it('answers a no-JS form with 303: to the login screen, or back to its screen with the error', async () => {
    const refused = await call('/member/password-reset', { form: { resetToken: 'forged', password: NEW_PASSWORD, passwordConfirm: NEW_PASSWORD } });
    expect(refused.status).toBe(303);
    expect(refused.headers.get('location')).toBe('/kr/ko/cu/login/find-password?error=PASSWORD_RESET_EXPIRED&successUrl=%2Fkr%2Fko');

    const { resetToken } = await grantFor('resetform1');
    const done = await call('/member/password-reset', {
      form: { resetToken, password: NEW_PASSWORD, passwordConfirm: NEW_PASSWORD, successUrl: '//evil.example' },
    });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe('/kr/ko/cu/login?successUrl=%2Fkr%2Fko');
  });

  it('refuses a reset another site posts', async () => {
    const { resetToken } = await grantFor('resetcsrf1');
    const response = await reset({ resetToken, password: NEW_PASSWORD, passwordConfirm: NEW_PASSWORD }, { headers: { Origin: 'https://evil.example' } });
    expect(response.status).toBe(403);
    expect((await login('resetcsrf1', 'nokcha2026!')).status).toBe(200);
  });
});
