import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { expectJson } from '#edge/testing/gateway-call';
import { loginAs } from '#edge/testing/seed';
import { okData } from '../cart/cart-test-support';
import { ACCOUNT_ERRORS, MOBILE_TAKEN_BY_OTHER_MESSAGE } from './account-errors';
import { customerRow, PASSWORD, postAccount, reauthedAccount, textedCode } from './account-test-support';

const refusal = (code: keyof typeof ACCOUNT_ERRORS) => ({ code, message: ACCOUNT_ERRORS[code].message });
const CONSENTS_OFF = { MKT_USE: 'N', MKT_SMS: 'N', MKT_EMAIL: 'N', MKT_PUSH: 'N', NIGHT_PUSH: 'N' };
const HOME = { zipNo: '04524', roadAddr: '서울특별시 중구 세종대로 110', dtlAddr: '3층' };

describe('password change', () => {
  it('applies every password rule and changes nothing on a refusal', async () => {
    const { token, incsNo } = await reauthedAccount();
    const before = (await customerRow(incsNo))!.password_hash;
    const fields = async (body: object) => ((await (await postAccount('changePassword', token, body)).json()) as { fields: Record<string, string> }).fields;
    expect(await fields({ currentPassword: '', newPassword: '', newPasswordConfirm: '' })).toEqual({
      currentPassword: '현재 비밀번호를 입력해 주세요.',
      newPassword: '비밀번호를 입력해 주세요.',
      newPasswordConfirm: '새 비밀번호를 한 번 더 입력해 주세요.',
    });
    expect(await fields({ currentPassword: PASSWORD, newPassword: 'short1!', newPasswordConfirm: 'short1!' })).toEqual({
      newPassword: '비밀번호는 8~16자로 입력해 주세요.',
    });
    expect(await fields({ currentPassword: PASSWORD, newPassword: 'onlyletters', newPasswordConfirm: 'onlyletters' })).toEqual({
      newPassword: '영문, 숫자, 특수문자 중 2가지 이상을 조합해 주세요.',
    });
    expect(await fields({ currentPassword: PASSWORD, newPassword: 'matcha#2026', newPasswordConfirm: 'matcha#2027' })).toEqual({
      newPasswordConfirm: '새 비밀번호가 일치하지 않습니다.',
    });
    await expectJson(
      await postAccount('changePassword', token, { currentPassword: 'wrong#pass1', newPassword: 'matcha#2026', newPasswordConfirm: 'matcha#2026' }),
      400,
      refusal('CURRENT_PASSWORD_MISMATCH'),
    );
    await expectJson(
      await postAccount('changePassword', token, { currentPassword: PASSWORD, newPassword: PASSWORD, newPasswordConfirm: PASSWORD }),
      400,
      refusal('PASSWORD_SAME'),
    );
    expect((await customerRow(incsNo))!.password_hash).toBe(before);
  });

  it("changes the password and ends the member's other logins", async () => {
    const { token, incsNo } = await reauthedAccount();
    const other = await loginAs(env.DB, incsNo);
    expect(
      await okData(postAccount('changePassword', token, { currentPassword: PASSWORD, newPassword: 'matcha#2026', newPasswordConfirm: 'matcha#2026' })),
    ).toEqual({
      message: '비밀번호가 변경되었습니다.',
    });
    expect((await postAccount('getReauthState', other)).status).toBe(401);
    expect((await postAccount('getReauthState', token)).status).toBe(200);
    await expectJson(await postAccount('reauthPassword', token, { password: PASSWORD }), 400, refusal('REAUTH_PASSWORD_MISMATCH'));
    expect(await okData(postAccount('reauthPassword', token, { password: 'matcha#2026' }))).toEqual({ verified: true });
  });
});

describe('mobile number change', () => {
  it('texts the new number and changes it with that code only', async () => {
    const { token, incsNo, mobile } = await reauthedAccount();
    await expectJson(await postAccount('sendMobileCode', token, { mobile }), 409, refusal('MOBILE_SAME'));
    const bad = await postAccount('sendMobileCode', token, { mobile: '0101234' });
    expect(await bad.json()).toMatchObject({ code: 'INVALID_INPUT', fields: { mobile: '올바른 휴대폰 번호를 입력해 주세요.' } });
    const next = '01055501234';
    expect(await okData(postAccount('sendMobileCode', token, { mobile: '010-5550-1234' }))).toEqual({ expiresInSeconds: 180, mobileMasked: '010-****-1234' });
    const code = await textedCode(next);
    await expectJson(
      await postAccount('changeMobile', token, { mobile: next, code: code === '000000' ? '111111' : '000000' }),
      400,
      refusal('MOBILE_CODE_MISMATCH'),
    );
    expect((await customerRow(incsNo))!.mobile).toBe(mobile);
    const changed = await okData<{ message: string; info: { mobile: string } }>(postAccount('changeMobile', token, { mobile: next, code }));
    expect(changed).toMatchObject({ message: '휴대폰 번호가 변경되었습니다.', info: { mobile: '010-5550-1234' } });
    expect((await customerRow(incsNo))!.mobile).toBe(next);
  });

  it("refuses another member's number before texting it", async () => {
    const first = await reauthedAccount();
    const second = await reauthedAccount();
    await expectJson(await postAccount('sendMobileCode', second.token, { mobile: first.mobile }), 409, {
      code: 'MOBILE_TAKEN',
      message: MOBILE_TAKEN_BY_OTHER_MESSAGE,
    });
    const texts = await env.DB.prepare('SELECT COUNT(*) AS n FROM sms_outbox WHERE mobile = ?').bind(first.mobile).first<{ n: number }>();
    expect(texts!.n).toBe(0);
  });
});

describe('e-mail, address and consents', () => {
  it('keeps e-mail and address only under marketing consent', async () => {
    const { token, incsNo } = await reauthedAccount();
    await okData(postAccount('changeConsents', token, CONSENTS_OFF));
    await expectJson(await postAccount('changeProfile', token, { email: 'green@nokcha.example', home: null }), 400, refusal('MARKETING_CONSENT_REQUIRED'));
    const badMail = await (await postAccount('changeProfile', token, { email: 'averyveryverylongemailid1@nokcha.example', home: null })).json();
    expect(badMail).toMatchObject({ fields: { email: '이메일 아이디는 20바이트 이내로 입력해 주세요.' } });
    const shortDomain = await (await postAccount('changeProfile', token, { email: 'green@a.com', home: null })).json();
    expect(shortDomain).toMatchObject({ fields: { email: '이메일 도메인은 6자 이상이어야 합니다.' } });

    const agreed = await okData<{ message: string; info: { consents: Record<string, { agreeYn: string; recordedDttm: string }> } }>(
      postAccount('changeConsents', token, { ...CONSENTS_OFF, MKT_USE: 'Y', MKT_EMAIL: 'Y' }),
    );
    expect(agreed.message).toBe('동의 정보가 변경되었습니다.');
    expect(agreed.info.consents.MKT_USE.agreeYn).toBe('Y');
    expect(agreed.info.consents.MKT_EMAIL.recordedDttm).toMatch(/^\d{14}$/);
    const saved = await okData<{ message: string; info: { email: string; home: object } }>(
      postAccount('changeProfile', token, { email: 'green@nokcha.example', home: HOME }),
    );
    expect(saved).toEqual(expect.objectContaining({ message: '회원정보가 수정되었습니다.' }));
    expect(saved.info).toMatchObject({ email: 'green@nokcha.example', home: HOME });
    expect(await customerRow(incsNo)).toMatchObject({ mkt_agree_yn: 'Y', mkt_email_agree_yn: 'Y', email: 'green@nokcha.example', home_zip_no: '04524' });
  });

  it('withdrawing marketing consent withdraws every channel and deletes e-mail and address', async () => {
    const { token, incsNo } = await reauthedAccount();
    await okData(postAccount('changeConsents', token, { MKT_USE: 'Y', MKT_SMS: 'Y', MKT_EMAIL: 'Y', MKT_PUSH: 'Y', NIGHT_PUSH: 'Y' }));
    await okData(postAccount('changeProfile', token, { email: 'green@nokcha.example', home: HOME }));
    const refused = await (await postAccount('changeConsents', token, { ...CONSENTS_OFF, MKT_SMS: 'Y' })).json();
    expect(refused).toMatchObject({ fields: { MKT_USE: '광고성 정보 수신은 마케팅 활용 동의 후 선택할 수 있습니다.' } });
    const night = await (await postAccount('changeConsents', token, { MKT_USE: 'Y', MKT_SMS: 'N', MKT_EMAIL: 'N', MKT_PUSH: 'N', NIGHT_PUSH: 'Y' })).json();
    expect(night).toMatchObject({ fields: { NIGHT_PUSH: '야간 푸시 수신은 앱 푸시 수신에 동의한 경우에만 선택할 수 있습니다.' } });

    await okData(postAccount('changeConsents', token, CONSENTS_OFF));
    expect(await customerRow(incsNo)).toMatchObject({
      mkt_agree_yn: 'N',
      mkt_sms_agree_yn: 'N',
      mkt_push_agree_yn: 'N',
      night_push_agree_yn: 'N',
      email: null,
      home_zip_no: null,
      home_road_addr: null,
    });
    const { results } = await env.DB.prepare(
      "SELECT consent_cd AS code, agree_yn AS yn FROM customer_consents WHERE incs_no = ? AND consent_cd = 'MKT_SMS' ORDER BY recorded_dttm",
    )
      .bind(incsNo)
      .all();
    expect(results.at(-1)).toEqual({ code: 'MKT_SMS', yn: 'N' });
  });
});

describe('SNS connections', () => {
  it('disconnects a linked SNS but never the last way to log in', async () => {
    const { token, incsNo } = await reauthedAccount();
    await env.DB.prepare("INSERT INTO social_accounts (provider, provider_user_id, incs_no, linked_dttm) VALUES ('KAKAO', ?, ?, '20260101090000')")
      .bind(`k${incsNo}`, incsNo)
      .run();
    await expectJson(await postAccount('disconnectSns', token, { provider: 'NAVER' }), 404, refusal('SNS_NOT_LINKED'));
    const done = await okData<{ message: string; info: { sns: { provider: string; linked: boolean }[] } }>(
      postAccount('disconnectSns', token, { provider: 'KAKAO' }),
    );
    expect(done.message).toBe('SNS 로그인 연결이 해제되었습니다.');
    expect(done.info.sns.find((link) => link.provider === 'KAKAO')).toBeUndefined();

    // A member who joined by Kakao alone keeps that link.
    await env.DB.prepare('UPDATE customers SET cust_web_id = NULL, password_hash = NULL WHERE incs_no = ?').bind(incsNo).run();
    await env.DB.prepare("INSERT INTO social_accounts (provider, provider_user_id, incs_no, linked_dttm) VALUES ('KAKAO', ?, ?, '20260101090000')")
      .bind(`k${incsNo}`, incsNo)
      .run();
    await expectJson(await postAccount('disconnectSns', token, { provider: 'KAKAO' }), 409, refusal('SNS_LAST_LOGIN'));
    const left = await env.DB.prepare('SELECT COUNT(*) AS n FROM social_accounts WHERE incs_no = ?').bind(incsNo).first<{ n: number }>();
    expect(left!.n).toBe(1);
  });
});
