/**
 * 아이디 찾기 through the member gateway: the code first, then the member by name and number; the
 * ID shown with its middle hidden, a social-only member told their provider, and every other
 * answer the same for a wrong name and for no member.
 */
import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { call, makeMember, smsCodeFor, uniqueMobile } from '../test-helpers';
import { maskWebId, sameName } from './accounts';

const NOT_FOUND = { code: 'ACCOUNT_NOT_FOUND', message: '입력하신 정보와 일치하는 회원이 없습니다. 입력한 내용을 다시 확인해 주세요.' };
const findId = (body: Record<string, string>, options: Parameters<typeof call>[1] = {}) => call('/member/find-id', { json: body, ...options });

/** A member who joined with Kakao and has no login ID. */
async function makeSocialMember(mobile: string): Promise<void> {
  const row = await env.DB.prepare(
    `INSERT INTO customers (cust_nm, mobile, mbr_join_dttm) VALUES ('박카카오', ?, '20260315213000') RETURNING incs_no AS incsNo`,
  )
    .bind(mobile)
    .first<{ incsNo: number }>();
  await env.DB.prepare(`INSERT INTO social_accounts (provider, provider_user_id, incs_no, linked_dttm) VALUES ('KAKAO', ?, ?, '20260315213000')`)
    .bind(`kakao-${mobile}`, row!.incsNo)
    .run();
}

afterEach(() => vi.restoreAllMocks());

describe('POST /member/find-id', () => {
  it('answers the ID with its middle hidden and the join date, and never the whole ID', async () => {
    const mobile = uniqueMobile();
    await makeMember('nokcha12', 'nokcha2026!', mobile);
    const sent = await call('/member/sms/send', { json: { mobile, purpose: 'FIND_ID' } });
    expect(sent.status).toBe(200);
    const { messages } = await (await call(`/member/sms/outbox?mobile=${mobile}`)).json<{ messages: { body: string }[] }>();
    expect(messages[0].body).toMatch(/^\[녹차숍\] 아이디 찾기 인증번호는 \[\d{6}\]입니다\. 3분 안에 입력해 주세요\.$/);

    const response = await findId({ custNm: ' 김 녹차 ', mobile: mobile.replace(/^(\d{3})(\d{4})/, '$1-$2-'), code: /\[(\d{6})\]/.exec(messages[0].body)![1] });
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ maskedId: 'nok***12', providers: [], joinDt: '20260101' });
    expect(text).not.toContain('nokcha12');
  });

  it('tells a member without a login ID which social login they joined with', async () => {
    const mobile = uniqueMobile();
    await makeSocialMember(mobile);
    const response = await findId({ custNm: '박카카오', mobile, code: await smsCodeFor(mobile) });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ maskedId: null, providers: ['KAKAO'], joinDt: '20260315' });
  });

  it('answers a wrong name and a number no member has alike, and the code is spent either way', async () => {
    const mobile = uniqueMobile();
    await makeMember('leafname1', 'nokcha2026!', mobile);
    const code = await smsCodeFor(mobile);
    const wrongName = await findId({ custNm: '이녹차', mobile, code });
    expect(wrongName.status).toBe(404);
    expect(await wrongName.json()).toEqual(NOT_FOUND);
    const again = await findId({ custNm: '김녹차', mobile, code });
    expect((await again.json<{ code: string }>()).code).toBe('SMS_CODE_EXPIRED');

    const stranger = uniqueMobile();
    const noMember = await findId({ custNm: '김녹차', mobile: stranger, code: await smsCodeFor(stranger) });
    expect(noMember.status).toBe(404);
    expect(await noMember.json()).toEqual(NOT_FOUND);
  });

  it('checks the code before the member: no code, a wrong one, an expired one, too many tries', async () => {
    const mobile = uniqueMobile();
    await makeMember('leafcode1', 'nokcha2026!', mobile);
    const member = { custNm: '김녹차', mobile };
    const none = await findId({ ...member, code: '123456' });
    expect(none.status).toBe(401);
    expect(await none.json()).toEqual({ code: 'SMS_CODE_EXPIRED', message: '인증 시간이 만료되었습니다. 인증번호를 다시 받아 주세요.' });

    const code = await smsCodeFor(mobile);
    const wrong = code === '000000' ? '000001' : '000000';
    const mismatch = await findId({ ...member, code: wrong });
    expect(mismatch.status).toBe(401);
    expect(await mismatch.json()).toEqual({ code: 'SMS_CODE_MISMATCH', message: '인증번호가 일치하지 않습니다.' });
    for (let attempt = 0; attempt < 4; attempt += 1) await findId({ ...member, code: wrong });
    const blocked = await findId({ ...member, code });
    expect(blocked.status).toBe(429);
    expect((await blocked.json<{ code: string }>()).code).toBe('SMS_TOO_MANY_ATTEMPTS');

    const late = await smsCodeFor(mobile);
    // Three minutes on: the code's expiry is behind it.
    await env.DB.prepare('UPDATE sms_codes SET expires_at = ? WHERE mobile = ? AND consumed_at IS NULL')
      .bind(Date.now() - 1, mobile)
      .run();
    const expired = await findId({ ...member, code: late });
    expect(expired.status).toBe(401);
    expect((await expired.json<{ code: string }>()).code).toBe('SMS_CODE_EXPIRED');
  });

  it('refuses malformed fields with their messages, and a no-JS form goes back to its screen', async () => {
    const response = await findId({ custNm: '', mobile: '0101234', code: '12' });
    expect(response.status).toBe(400);
    expect((await response.json<{ fields: object }>()).fields).toEqual({
      custNm: '이름을 입력해 주세요.',
      mobile: '올바른 휴대폰 번호를 입력해 주세요.',
      code: '인증번호 6자리를 입력해 주세요.',
    });
    const form = await call('/member/find-id', { form: { custNm: '김녹차', mobile: uniqueMobile(), code: '123456' } });
    expect(form.status).toBe(303);
    expect(form.headers.get('location')).toBe('/kr/ko/cu/login/find-id?error=SMS_CODE_EXPIRED&successUrl=%2Fkr%2Fko');
  });

  it('texts within the SMS limits: a stranger gets 3 codes to a number an hour, the member still finds their ID', async () => {
    const mobile = uniqueMobile();
    await makeMember('leaflimit1', 'nokcha2026!', mobile);
    const stranger = { headers: { 'CF-Connecting-IP': '198.51.100.91' } };
    const asked = [];
    for (let send = 0; send < 4; send += 1) asked.push((await call('/member/sms/send', { json: { mobile, purpose: 'FIND_ID' }, ...stranger })).status);
    expect(asked).toEqual([200, 200, 200, 429]);
    const member = { headers: { 'CF-Connecting-IP': '203.0.113.91' } };
    expect((await call('/member/sms/send', { json: { mobile, purpose: 'FIND_ID' }, ...member })).status).toBe(200);
    const { messages } = await (await call(`/member/sms/outbox?mobile=${mobile}`)).json<{ messages: { body: string }[] }>();
    const found = await findId({ custNm: '김녹차', mobile, code: /\[(\d{6})\]/.exec(messages[0].body)![1] }, member);
    expect(await found.json()).toMatchObject({ maskedId: 'lea*****t1' });
  });

  it('keeps to the shop-wide hourly budget, without offering a password login', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await env.DB.prepare('DELETE FROM sms_sends').run();
    const shop = { ...env, SMS_HOURLY_BUDGET: '1' } as Env;
    expect((await call('/member/sms/send', { json: { mobile: uniqueMobile(), purpose: 'FIND_ID' }, env: shop })).status).toBe(200);
    const refused = await call('/member/sms/send', { json: { mobile: uniqueMobile(), purpose: 'RESET_PASSWORD' }, env: shop });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      code: 'SMS_BUDGET_EXCEEDED',
      message: '지금은 인증번호 요청이 많아 문자를 보낼 수 없습니다. 잠시 후 다시 시도해 주세요.',
    });
  });
});

describe('maskWebId', () => {
  it('hides at least three characters and all but five, keeping the length', () => {
    expect(maskWebId('nokcha12')).toBe('nok***12');
    expect(maskWebId('abcd')).toBe('a***');
    expect(maskWebId('abcdef')).toBe('ab***f');
    expect(maskWebId('greentealover2026abc')).toBe('gre***************bc');
  });
});

describe('sameName', () => {
  it('ignores spaces and the case of Latin letters', () => {
    expect(sameName('김 녹차', '김녹차')).toBe(true);
    expect(sameName('jane doe', 'Jane Doe')).toBe(true);
    expect(sameName('김녹차', '김녹자')).toBe(false);
  });
});
