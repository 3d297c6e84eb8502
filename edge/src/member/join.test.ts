import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { resolveSession } from '../auth/sessions';
import { call, cookiePair, makeMember, setCookies, smsCodeFor, uniqueMobile } from './test-helpers';

const REQUIRED = ['AGE14', 'TERMS', 'PRIVACY_REQUIRED'];

function joinBody(overrides: Record<string, unknown> = {}) {
  return {
    custWebId: `sprout${Math.floor(Math.random() * 1e6)}`,
    password: 'nokcha2026!',
    passwordConfirm: 'nokcha2026!',
    custNm: '김녹차',
    mobile: uniqueMobile(),
    consents: REQUIRED,
    ...overrides,
  };
}

/** Joins with `body`, first texting the number a code unless the body brings its own `code`. */
async function join(body: Record<string, unknown>) {
  const validMobile = typeof body.mobile === 'string' && /^01\d-?\d{3,4}-?\d{4}$/.test(body.mobile);
  const code = 'code' in body || !validMobile ? body.code : await smsCodeFor(body.mobile as string);
  return call('/member/?processType=join', { json: { ...body, code } });
}

describe('POST /member/?processType=join', () => {
  it('creates the member, logs them in with the signup signal and answers {redirect}', async () => {
    const body = joinBody({ email: 'green@nokcha.example', successUrl: '/kr/ko/cu/mypage', consents: [...REQUIRED, 'MKT_SMS', 'MKT_PUSH', 'NIGHT_PUSH'] });
    const response = await join(body);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ redirect: '/kr/ko/cu/mypage' });
    const [auth, signal] = setCookies(response);
    expect(auth).toMatch(/^inm_auth_token_local=[\w-]{43}; Path=\/; Max-Age=1209600; HttpOnly; SameSite=Lax$/);
    expect(signal).toBe('inm_signup_success=Y%7C6; Path=/; Max-Age=300; SameSite=Lax');

    const owner = await resolveSession(env.DB, cookiePair(auth).split('=')[1]);
    const row = await env.DB.prepare('SELECT * FROM customers WHERE incs_no = ?').bind(owner!.incsNo).first<Record<string, unknown>>();
    expect(row).toMatchObject({
      cust_web_id: body.custWebId,
      cust_nm: '김녹차',
      mobile: body.mobile,
      email: 'green@nokcha.example',
      password_iterations: 100_000,
      mkt_sms_agree_yn: 'Y',
      mkt_email_agree_yn: 'N',
      mkt_push_agree_yn: 'Y',
      night_push_agree_yn: 'Y',
      status: 'ACTIVE',
    });
    expect(row!.password_hash).not.toContain('nokcha');
    expect(row!.mbr_join_dttm).toMatch(/^20\d{12}$/);
  });

  it('records every consent, given and refused, at the join time in Korean time', async () => {
    const before = Date.now();
    const body = joinBody({ consents: [...REQUIRED, 'MKT_EMAIL'] });
    const response = await join(body);
    const owner = await resolveSession(env.DB, cookiePair(setCookies(response)[0]).split('=')[1]);
    const { results } = await env.DB.prepare(
      'SELECT consent_cd AS code, agree_yn AS yn, recorded_dttm AS at FROM customer_consents WHERE incs_no = ? ORDER BY consent_cd',
    )
      .bind(owner!.incsNo)
      .all<{ code: string; yn: string; at: string }>();
    expect(Object.fromEntries(results.map((row) => [row.code, row.yn]))).toEqual({
      AGE14: 'Y',
      TERMS: 'Y',
      PRIVACY_REQUIRED: 'Y',
      PRIVACY_OPTIONAL: 'N',
      MKT_SMS: 'N',
      MKT_EMAIL: 'Y',
      MKT_PUSH: 'N',
      NIGHT_PUSH: 'N',
      // The join's marketing group also records the consent e-mail and channels hang on (ADR 018).
      MKT_USE: 'Y',
    });
    const kst = new Date(before + 9 * 3600_000).toISOString().replace(/\D/g, '').slice(0, 10);
    expect(results[0].at.slice(0, 10)).toBe(kst);
  });

  it('gives the welcome coupon for 30 days', async () => {
    const response = await join(joinBody());
    const owner = await resolveSession(env.DB, cookiePair(setCookies(response)[0]).split('=')[1]);
    const coupon = await env.DB.prepare('SELECT cpn_nm AS name, dc_rate AS rate, expires_at - issued_at AS span FROM customer_coupons WHERE incs_no = ?')
      .bind(owner!.incsNo)
      .first();
    expect(coupon).toEqual({ name: '신규가입 15% 할인 쿠폰', rate: 15, span: 30 * 24 * 3600_000 });
  });

  it('gives each failed rule its own Korean message and writes nothing', async () => {
    const mobile = uniqueMobile();
    const response = await join({
      custWebId: '1x',
      password: 'short',
      passwordConfirm: 'other',
      custNm: '',
      mobile: '02-123-4567',
      email: 'a@b.c',
      consents: ['TERMS', 'NIGHT_PUSH'],
    });
    expect(response.status).toBe(400);
    expect(setCookies(response)).toEqual([]);
    expect(await response.json()).toEqual({
      code: 'INVALID_INPUT',
      message: '입력값을 확인해 주세요.',
      fields: {
        custWebId: '아이디는 영문 소문자로 시작하는 4~20자의 영문 소문자와 숫자로 입력해 주세요.',
        password: '비밀번호는 8~16자로 입력해 주세요.',
        passwordConfirm: '비밀번호가 일치하지 않습니다.',
        custNm: '이름을 입력해 주세요.',
        mobile: '올바른 휴대폰 번호를 입력해 주세요.',
        email: '이메일 도메인은 6자 이상이어야 합니다.',
        consents: '필수 약관에 동의해 주세요: 만 14세 이상입니다.',
        code: '인증번호를 입력해 주세요.',
      },
    });
    expect(await env.DB.prepare('SELECT 1 FROM customers WHERE mobile = ?').bind(mobile).first()).toBeNull();
  });

  it('refuses night push without push consent, and unknown consent codes', async () => {
    const night = await join(joinBody({ consents: [...REQUIRED, 'NIGHT_PUSH'] }));
    expect((await night.json<{ fields: Record<string, string> }>()).fields.consents).toBe(
      '야간 푸시 수신은 앱 푸시 수신에 동의한 경우에만 선택할 수 있습니다.',
    );
    const unknown = await join(joinBody({ consents: [...REQUIRED, 'SELL_MY_DATA'] }));
    expect((await unknown.json<{ fields: Record<string, string> }>()).fields.consents).toBe('알 수 없는 동의 항목이 있습니다.');
  });

  it('answers 409 for a taken ID (in any case) or mobile number', async () => {
    await makeMember('takenid', 'nokcha2026!', '01099990001');
    const id = await join(joinBody({ custWebId: 'takenid' }));
    expect(id.status).toBe(409);
    expect(await id.json()).toEqual({ code: 'WEB_ID_TAKEN', message: '이미 사용 중인 아이디입니다.' });
    const mobile = await join(joinBody({ mobile: '010-9999-0001' }));
    expect(mobile.status).toBe(409);
    expect((await mobile.json<{ code: string }>()).code).toBe('MOBILE_TAKEN');
  });

  it('joins only with the code texted to that number, and a refused join does not spend it', async () => {
    const body = joinBody();
    const wrong = await join({ ...body, code: '000000' });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ code: 'SMS_CODE_EXPIRED', message: '인증 시간이 만료되었습니다. 인증번호를 다시 받아 주세요.' });
    const code = await smsCodeFor(body.mobile);
    const other = await join({ ...body, code: code === '123456' ? '654321' : '123456' });
    expect(await other.json()).toEqual({ code: 'SMS_CODE_MISMATCH', message: '인증번호가 일치하지 않습니다.' });
    // Another number's code proves nothing about this one.
    const elsewhere = await join({ ...joinBody(), code });
    expect((await elsewhere.json<{ code: string }>()).code).toBe('SMS_CODE_EXPIRED');
    await makeMember('takenid2', 'nokcha2026!');
    expect((await join({ ...body, custWebId: 'takenid2', code })).status).toBe(409);
    expect(await env.DB.prepare('SELECT 1 FROM customers WHERE mobile = ?').bind(body.mobile).first()).toBeNull();
    expect((await join({ ...body, code })).status).toBe(200);
  });

  it('lets only one of two simultaneous joins with the same ID through', async () => {
    const [a, b] = await Promise.all([join(joinBody({ custWebId: 'racer01' })), join(joinBody({ custWebId: 'racer01' }))]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
  });

  it('takes a no-JS form (consents as repeated fields) and 303s back with the error', async () => {
    const body = joinBody({ successUrl: '/kr/ko/dp/best' });
    const good = await call('/member/?processType=join', {
      form: { ...body, code: await smsCodeFor(body.mobile), consents: REQUIRED } as Record<string, string | string[]>,
    });
    expect(good.status).toBe(303);
    expect(good.headers.get('location')).toBe('/kr/ko/dp/best');
    const bad = await call('/member/?processType=join', { form: { custWebId: 'formjoin' } });
    expect(bad.status).toBe(303);
    expect(bad.headers.get('location')).toBe('/kr/ko/cu/join?error=INVALID_INPUT&successUrl=%2Fkr%2Fko');
  });

  it('refuses an unknown processType', async () => {
    const response = await call('/member/?processType=naverJoin', { json: {} });
    expect(response.status).toBe(400);
  });
});

describe('GET /member/check-id', () => {
  it('says whether an ID is free', async () => {
    await makeMember('checkme', 'nokcha2026!');
    expect(await (await call('/member/check-id?custWebId=checkme')).json()).toEqual({ available: false });
    expect(await (await call('/member/check-id?custWebId=freeid01')).json()).toEqual({ available: true });
  });

  it('answers one address at most 30 checks in 10 minutes, so IDs cannot be listed; other addresses go on', async () => {
    const from = (address: string) => ({ headers: { 'CF-Connecting-IP': address } });
    for (let check = 0; check < 30; check += 1) expect((await call(`/member/check-id?custWebId=probe${check}a`, from('203.0.113.30'))).status).toBe(200);
    const refused = await call('/member/check-id?custWebId=probe99a', from('203.0.113.30'));
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ code: 'CHECK_ID_THROTTLED', message: '아이디 확인 요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.' });
    expect(await (await call('/member/check-id?custWebId=probe99a', from('203.0.113.31'))).json()).toEqual({ available: true });
  });

  it('counts a whole IPv6 /64 as one address: new interface ids get no new checks', async () => {
    const from = (address: string) => ({ headers: { 'CF-Connecting-IP': address } });
    const network = ['2001:db8:30:1::1', '2001:db8:30:1::2', '2001:db8:30:1:a:b:c:d', '::ffff:203.0.113.32'];
    for (let check = 0; check < 30; check += 1) {
      expect((await call(`/member/check-id?custWebId=probe${check}b`, from(network[check % 3]))).status).toBe(200);
    }
    const refused = await call('/member/check-id?custWebId=probe99b', from('2001:db8:30:1:ffff::9'));
    expect(refused.status).toBe(429);
    expect((await refused.json<{ code: string }>()).code).toBe('CHECK_ID_THROTTLED');
    expect((await call('/member/check-id?custWebId=probe99b', from('2001:db8:30:2::1'))).status).toBe(200);
    // The IPv4 address written in IPv6 is its own caller, and IPv4 neighbours are others.
    for (let check = 0; check < 30; check += 1) await call(`/member/check-id?custWebId=probe${check}c`, from(network[3]));
    expect((await call('/member/check-id?custWebId=probe99c', from('203.0.113.32'))).status).toBe(429);
    expect((await call('/member/check-id?custWebId=probe99c', from('203.0.113.33'))).status).toBe(200);
  });

  it('answers the rule’s message for an ID that could never be taken', async () => {
    const response = await call('/member/check-id?custWebId=%EB%85%B9%EC%B0%A8');
    expect(response.status).toBe(400);
    expect((await response.json<{ fields: Record<string, string> }>()).fields.custWebId).toMatch(/영문 소문자/);
  });
});
