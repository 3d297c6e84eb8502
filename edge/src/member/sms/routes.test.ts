import { env } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import { call, makeMember, setCookies, SHOP, uniqueMobile } from '../test-helpers';

async function sendCode(mobile: string) {
  return call('/member/sms/send', { json: { mobile } });
}

async function latestCode(mobile: string): Promise<string> {
  const response = await call(`/member/sms/outbox?mobile=${mobile}`);
  const { messages } = await response.json<{ messages: { body: string }[] }>();
  return /\[(\d{6})\]/.exec(messages[0].body)![1];
}

describe('POST /member/sms/send', () => {
  it('texts a code valid for 3 minutes; the outbox shows it, newest first', async () => {
    const mobile = uniqueMobile();
    const response = await sendCode(mobile.replace(/^(\d{3})(\d{4})(\d{4})$/, '$1-$2-$3'));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ sent: true, expiresInSeconds: 180 });
    await sendCode(mobile);
    const outbox = await (await call(`/member/sms/outbox?mobile=${mobile}`)).json<{ messages: { mobile: string; body: string; createdAt: string }[] }>();
    expect(outbox.messages).toHaveLength(2);
    expect(outbox.messages[0]).toEqual({
      mobile,
      body: expect.stringMatching(/^\[녹차숍\] 인증번호는 \[\d{6}\]입니다\. 3분 안에 입력해 주세요\.$/),
      createdAt: expect.any(String),
    });
    expect(new Date(outbox.messages[0].createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('does not let a stranger block a member’s codes: one address gets 3 texts to a number an hour, the member still gets theirs', async () => {
    const mobile = uniqueMobile();
    await makeMember('smsblock1', 'nokcha2026!', mobile);
    const stranger = { headers: { 'CF-Connecting-IP': '198.51.100.77' } };
    const asked = [];
    for (let send = 0; send < 5; send += 1) asked.push(await call('/member/sms/send', { json: { mobile }, ...stranger }));
    expect(asked.map((response) => response.status)).toEqual([200, 200, 200, 429, 429]);
    expect(await asked[3].json()).toEqual({ code: 'SMS_RATE_LIMITED', message: '인증번호 요청 횟수를 초과했습니다. 1시간 후에 다시 시도해 주세요.' });

    const member = { headers: { 'CF-Connecting-IP': '203.0.113.77' } };
    expect((await call('/member/sms/send', { json: { mobile }, ...member })).status).toBe(200);
    const bySms = await call('/member/?loginType=sms', { json: { mobile, code: await latestCode(mobile) }, ...member });
    expect(bySms.status).toBe(200);
    const byPassword = await call('/member/', { json: { custWebId: 'smsblock1', password: 'nokcha2026!' }, ...member });
    expect(byPassword.status).toBe(200);
  });

  it('refuses an 11th text to one number within the hour, whoever asks', async () => {
    const mobile = uniqueMobile();
    for (let send = 0; send < 10; send += 1) expect((await sendCode(mobile)).status).toBe(200);
    const refused = await sendCode(mobile);
    expect(refused.status).toBe(429);
    expect((await refused.json<{ code: string }>()).code).toBe('SMS_RATE_LIMITED');
  });

  it('counts a whole IPv6 /64 as one address: 10 texts an hour, whichever interface id asks', async () => {
    const from = (index: number) => ({ headers: { 'CF-Connecting-IP': `2001:db8:40:1:${index.toString(16)}::1` } });
    for (let index = 0; index < 10; index += 1) expect((await call('/member/sms/send', { json: { mobile: uniqueMobile() }, ...from(index) })).status).toBe(200);
    const refused = await call('/member/sms/send', { json: { mobile: uniqueMobile() }, ...from(10) });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      code: 'SMS_ADDRESS_LIMITED',
      message: '이 네트워크에서 인증번호 요청이 너무 많습니다. 1시간 후에 다시 시도해 주세요.',
    });
    const elsewhere = { headers: { 'CF-Connecting-IP': '2001:db8:40:2::1' } };
    expect((await call('/member/sms/send', { json: { mobile: uniqueMobile() }, ...elsewhere })).status).toBe(200);
  });

  it('refuses a number that is not a Korean mobile number', async () => {
    const response = await sendCode('02-123-4567');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'INVALID_INPUT',
      message: '입력값을 확인해 주세요.',
      fields: { mobile: '올바른 휴대폰 번호를 입력해 주세요.' },
    });
  });

  it('answers SMS_SEND_FAILED when the provider fails', async () => {
    const broken = { ...env, SMS_PROVIDER: 'http', SMS_API_URL: '' } as Env;
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await call('/member/sms/send', { json: { mobile: uniqueMobile() }, env: broken });
    expect(logged).toHaveBeenCalledOnce();
    logged.mockRestore();
    expect(response.status).toBe(502);
    const body = await response.json<{ code: string; traceId: string }>();
    expect(body.code).toBe('SMS_SEND_FAILED');
    expect(body.traceId).toBe(response.headers.get('x-trace-id'));
  });
});

describe('GET /member/sms/outbox', () => {
  it('does not exist outside a local worker: not in prd, not in qa', async () => {
    for (const ENVIRONMENT of ['prd', 'qa']) {
      const response = await call(`/member/sms/outbox?mobile=${uniqueMobile()}`, { env: { ...env, ENVIRONMENT } as Env });
      expect(response.status).toBe(404);
    }
  });

  it("does not answer a local worker asked on a real host name, so a victim's code never leaks there", async () => {
    const mobile = uniqueMobile();
    await sendCode(mobile);
    expect((await call(`/member/sms/outbox?mobile=${mobile}`)).status).toBe(200);
    const response = await call(`/member/sms/outbox?mobile=${mobile}`, { origin: SHOP });
    expect(response.status).toBe(404);
    expect(await response.text()).not.toMatch(/\d{6}/);
  });
});

describe('POST /member/?loginType=sms', () => {
  it('logs a member in with the texted code: signal Y|4', async () => {
    const mobile = uniqueMobile();
    await makeMember('smsuser1', 'nokcha2026!', mobile);
    await sendCode(mobile);
    const response = await call('/member/?loginType=sms', { json: { mobile, code: await latestCode(mobile), successUrl: '/kr/ko/cu/mypage' } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ redirect: '/kr/ko/cu/mypage' });
    expect(setCookies(response)[1]).toBe('inm_login_success=Y%7C4; Path=/; Max-Age=300; SameSite=Lax');
  });

  it('answers a wrong code, an expired one and too many attempts with their codes', async () => {
    const mobile = uniqueMobile();
    await makeMember('smsuser2', 'nokcha2026!', mobile);
    const none = await call('/member/?loginType=sms', { json: { mobile, code: '123456' } });
    expect(none.status).toBe(401);
    expect((await none.json<{ code: string }>()).code).toBe('SMS_CODE_EXPIRED');

    await sendCode(mobile);
    const code = await latestCode(mobile);
    const wrong = code === '000000' ? '000001' : '000000';
    const mismatch = await call('/member/?loginType=sms', { json: { mobile, code: wrong } });
    expect(mismatch.status).toBe(401);
    expect(await mismatch.json()).toEqual({ code: 'SMS_CODE_MISMATCH', message: '인증번호가 일치하지 않습니다.' });
    expect(setCookies(mismatch)).toEqual([]);
    for (let attempt = 0; attempt < 4; attempt += 1) await call('/member/?loginType=sms', { json: { mobile, code: wrong } });
    const blocked = await call('/member/?loginType=sms', { json: { mobile, code } });
    expect(blocked.status).toBe(429);
    expect((await blocked.json<{ code: string }>()).code).toBe('SMS_TOO_MANY_ATTEMPTS');
  });

  it('tells the phone’s holder that the number is not a member', async () => {
    const mobile = uniqueMobile();
    await sendCode(mobile);
    const response = await call('/member/?loginType=sms', { json: { mobile, code: await latestCode(mobile) }, origin: SHOP });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: 'NOT_A_MEMBER', message: '가입되지 않은 휴대폰 번호입니다. 회원가입 후 이용해 주세요.' });
  });

  it('checks the format of the number and the code first', async () => {
    const response = await call('/member/?loginType=sms', { json: { mobile: '0101234', code: '12' } });
    expect(response.status).toBe(400);
    expect((await response.json<{ fields: object }>()).fields).toEqual({
      mobile: '올바른 휴대폰 번호를 입력해 주세요.',
      code: '인증번호 6자리를 입력해 주세요.',
    });
  });

  it('sends a no-JS form back to the SMS login with the error', async () => {
    const response = await call('/member/?loginType=sms', { form: { mobile: uniqueMobile(), code: '123456' } });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/kr/ko/cu/login?error=SMS_CODE_EXPIRED&successUrl=%2Fkr%2Fko&loginType=sms');
  });
});
