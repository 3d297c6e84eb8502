import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { expectJson } from '#edge/testing/gateway-call';
import { loginAs, seedCustomer } from '#edge/testing/seed';
import { okData } from '../cart/cart-test-support';
import { ACCOUNT_ERRORS } from './account-errors';
import { newAccount, PASSWORD, postAccount, textedCode } from './account-test-support';

const refusal = (code: keyof typeof ACCOUNT_ERRORS) => ({ code, message: ACCOUNT_ERRORS[code].message });

describe('re-authentication before personal information', () => {
  it('refuses a guest and a member who has not re-entered the password', async () => {
    await expectJson(await postAccount('getPersonalInfo', undefined), 401, { code: 'LOGIN_REQUIRED', message: '로그인이 필요합니다.' });
    const { token } = await newAccount();
    await expectJson(await postAccount('getPersonalInfo', token), 403, refusal('REAUTH_REQUIRED'));
  });

  it('asks a member with a password for it, refuses a wrong one, opens on the right one', async () => {
    const { token, mobile } = await newAccount();
    expect(await okData(postAccount('getReauthState', token))).toEqual({
      method: 'PASSWORD',
      mobileMasked: `${mobile.slice(0, 3)}-****-${mobile.slice(7)}`,
      verified: false,
    });
    await expectJson(await postAccount('reauthPassword', token, { password: 'wrong#pass1' }), 400, refusal('REAUTH_PASSWORD_MISMATCH'));
    await expectJson(await postAccount('getPersonalInfo', token), 403, refusal('REAUTH_REQUIRED'));
    expect(await okData(postAccount('reauthPassword', token, { password: PASSWORD }))).toEqual({ verified: true });
    expect(await okData<{ verified: boolean }>(postAccount('getReauthState', token))).toMatchObject({ verified: true });
    const info = await okData<{ mobile: string; hasPassword: boolean }>(postAccount('getPersonalInfo', token));
    expect(info).toMatchObject({ hasPassword: true, mobile: `${mobile.slice(0, 3)}-${mobile.slice(3, 7)}-${mobile.slice(7)}` });
  });

  it('opens only the session that re-authenticated, and only for ten minutes', async () => {
    const { incsNo, token } = await newAccount();
    await okData(postAccount('reauthPassword', token, { password: PASSWORD }));
    const other = await loginAs(env.DB, incsNo);
    await expectJson(await postAccount('getPersonalInfo', other), 403, refusal('REAUTH_REQUIRED'));
    await env.DB.prepare('UPDATE auth_sessions SET reauth_until = ? WHERE incs_no = ?')
      .bind(Date.now() - 1, incsNo)
      .run();
    await expectJson(await postAccount('getPersonalInfo', token), 403, refusal('REAUTH_REQUIRED'));
  });

  it('stops guessing after ten tries in 15 minutes, even with the right password', async () => {
    const { token } = await newAccount();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await postAccount('reauthPassword', token, { password: `wrong#${attempt}xx` })).status).toBe(400);
    }
    await expectJson(await postAccount('reauthPassword', token, { password: PASSWORD }), 429, refusal('REAUTH_THROTTLED'));
  });

  it('confirms a member without a password by an SMS code to their own number', async () => {
    const mobile = '01077770001';
    const incsNo = await seedCustomer(env.DB, { cust_web_id: null, mobile, email: null });
    const token = await loginAs(env.DB, incsNo);
    expect(await okData(postAccount('getReauthState', token))).toEqual({ method: 'SMS', mobileMasked: '010-****-0001', verified: false });
    await expectJson(await postAccount('reauthPassword', token, { password: 'anything#1' }), 409, refusal('REAUTH_NO_PASSWORD'));
    expect(await okData(postAccount('sendReauthCode', token))).toEqual({ expiresInSeconds: 180, mobileMasked: '010-****-0001' });
    const code = await textedCode(mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    await expectJson(await postAccount('reauthSms', token, { code: wrong }), 400, refusal('MOBILE_CODE_MISMATCH'));
    expect(await okData(postAccount('reauthSms', token, { code }))).toEqual({ verified: true });
    expect((await postAccount('getPersonalInfo', token)).status).toBe(200);
  });

  it('says when the code has timed out', async () => {
    const mobile = '01077770002';
    const token = await loginAs(env.DB, await seedCustomer(env.DB, { cust_web_id: null, mobile, email: null }));
    await okData(postAccount('sendReauthCode', token));
    const code = await textedCode(mobile);
    await env.DB.prepare('UPDATE sms_codes SET expires_at = ? WHERE mobile = ?')
      .bind(Date.now() - 1, mobile)
      .run();
    await expectJson(await postAccount('reauthSms', token, { code }), 400, refusal('MOBILE_CODE_EXPIRED'));
  });
});
