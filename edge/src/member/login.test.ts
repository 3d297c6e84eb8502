import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resolveSession } from '../auth/sessions';
import { LOGIN_THROTTLE, slowdownMs } from './throttle';
import { call, cookiePair, findCookie, LOCAL, makeMember, memberApp, setCookies, SHOP } from './test-helpers';

const AUTH = 'inm_auth_token_local';
const FAILED = { code: 'LOGIN_FAILED', message: '아이디 또는 비밀번호가 일치하지 않습니다.' };

function login(body: Record<string, unknown>, options: Parameters<typeof call>[1] = {}) {
  return call('/member/', {
    json: body,
    headers: { 'CF-Connecting-IP': `10.0.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` },
    ...options,
  });
}

afterEach(() => vi.restoreAllMocks());

describe('POST /member/ (ID and password)', () => {
  it('logs in: 200 {redirect}, the exact auth and signal cookies, a live session', async () => {
    const incsNo = await makeMember('leaf01', 'nokcha2026!');
    const response = await login({ custWebId: 'leaf01', password: 'nokcha2026!', successUrl: '/kr/ko/cu/mypage?tab=1' });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ redirect: '/kr/ko/cu/mypage?tab=1' });
    const [auth, signal, ...rest] = setCookies(response);
    expect(auth).toMatch(/^inm_auth_token_local=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=1209600; HttpOnly; SameSite=Lax$/);
    expect(signal).toBe('inm_login_success=Y%7C6; Path=/; Max-Age=300; SameSite=Lax');
    expect(rest).toEqual([]);
    const token = cookiePair(auth).split('=')[1];
    expect(await resolveSession(env.DB, token)).toEqual({ incsNo, provider: 'ID', sessionKey: expect.stringMatching(/^[0-9a-f]{64}$/) });
  });

  it('sets Secure cookies away from localhost', async () => {
    await makeMember('leaf02', 'nokcha2026!');
    const response = await login({ custWebId: 'leaf02', password: 'nokcha2026!' }, { origin: SHOP });
    expect(await response.json()).toEqual({ redirect: '/kr/ko' });
    expect(setCookies(response)[0]).toMatch(/^inm_auth_token_local=[\w-]+; Path=\/; Max-Age=1209600; HttpOnly; Secure; SameSite=Lax$/);
    expect(setCookies(response)[1]).toBe('inm_login_success=Y%7C6; Path=/; Max-Age=300; Secure; SameSite=Lax');
  });

  it('puts the cookies on AUTH_COOKIE_DOMAIN and names them for prd', async () => {
    await makeMember('leaf03', 'nokcha2026!');
    const prd = { ...env, ENVIRONMENT: 'prd', AUTH_COOKIE_DOMAIN: '.shop.example' } as Env;
    const response = await login({ custWebId: 'leaf03', password: 'nokcha2026!' }, { origin: SHOP, env: prd });
    expect(setCookies(response)[0]).toMatch(/^inm_auth_token=[\w-]+; Domain=\.shop\.example; Path=\/; Max-Age=1209600; HttpOnly; Secure; SameSite=Lax$/);
    expect(setCookies(response)[1]).toBe('inm_login_success=Y%7C6; Domain=.shop.example; Path=/; Max-Age=300; Secure; SameSite=Lax');
  });

  it('accepts the ID in any case and POST /member without the slash', async () => {
    await makeMember('leaf04', 'nokcha2026!');
    const response = await call('/member', { json: { custWebId: 'LEAF04', password: 'nokcha2026!' } });
    expect(response.status).toBe(200);
  });

  it('answers an unknown ID and a wrong password alike, with no auth cookie, after the same hashing work', async () => {
    await makeMember('leaf05', 'nokcha2026!');
    const derive = vi.spyOn(crypto.subtle, 'deriveBits');
    const unknown = await login({ custWebId: 'nobody05', password: 'nokcha2026!' });
    const unknownWork = derive.mock.calls.map(([params]) => (params as { iterations: number }).iterations);
    derive.mockClear();
    const wrong = await login({ custWebId: 'leaf05', password: 'nokcha2026?' });
    const wrongWork = derive.mock.calls.map(([params]) => (params as { iterations: number }).iterations);
    for (const response of [unknown, wrong]) {
      expect(response.status).toBe(401);
      expect(setCookies(response)).toEqual([]);
    }
    expect(await unknown.json()).toEqual(FAILED);
    expect(await wrong.json()).toEqual(FAILED);
    expect(unknownWork).toEqual([100_000]);
    expect(wrongWork).toEqual([100_000]);
  });

  it('never sends a browser off the shop', async () => {
    await makeMember('leaf06', 'nokcha2026!');
    for (const successUrl of ['//evil.com', 'https://evil.com/kr/ko', '/\\evil.com', 'javascript:alert(1)']) {
      const response = await login({ custWebId: 'leaf06', password: 'nokcha2026!', successUrl });
      expect(await response.json()).toEqual({ redirect: '/kr/ko' });
    }
  });

  it('lists each missing field', async () => {
    const response = await login({});
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'INVALID_INPUT',
      message: '입력값을 확인해 주세요.',
      fields: { custWebId: '아이디를 입력해 주세요.', password: '비밀번호를 입력해 주세요.' },
    });
  });

  it('refuses a body that is not a JSON object, and one that is too big', async () => {
    const notJson = await call('/member/', { method: 'POST', headers: { 'Content-Type': 'application/json' }, json: undefined });
    expect(notJson.status).toBe(400);
    const array = await call('/member/', { json: ['x'] });
    expect((await array.json<{ code: string }>()).code).toBe('INVALID_INPUT');
    const big = await call('/member/', { json: { custWebId: 'x', password: 'y'.repeat(20_000) } });
    expect(big.status).toBe(413);
    expect((await big.json<{ code: string }>()).code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('refuses a login another site posts (login CSRF)', async () => {
    await makeMember('leaf07', 'nokcha2026!');
    const response = await login({ custWebId: 'leaf07', password: 'nokcha2026!' }, { headers: { Origin: 'https://evil.com' } });
    expect(response.status).toBe(403);
    expect((await response.json<{ code: string }>()).code).toBe('CROSS_ORIGIN');
    expect(setCookies(response)).toEqual([]);
    const fetchSite = await call('/member/', {
      json: { custWebId: 'leaf07', password: 'nokcha2026!' },
      headers: { 'Sec-Fetch-Site': 'cross-site', Origin: '' },
    });
    expect(fetchSite.status).toBe(403);
  });

  it('refuses a JSON body sent as text/plain, which a cross-site form could send without a preflight', async () => {
    await makeMember('leaf16', 'nokcha2026!');
    const body = JSON.stringify({ custWebId: 'leaf16', password: 'nokcha2026!' });
    const response = await memberApp().request(`${LOCAL}/member/`, { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body }, env);
    expect(response.status).toBe(400);
    expect(setCookies(response)).toEqual([]);
  });

  it('ends the session the browser had before logging in again', async () => {
    await makeMember('leaf17', 'nokcha2026!');
    const first = await login({ custWebId: 'leaf17', password: 'nokcha2026!' });
    const before = cookiePair(setCookies(first)[0]);
    const second = await login({ custWebId: 'leaf17', password: 'nokcha2026!' }, { headers: { Cookie: before } });
    expect(second.status).toBe(200);
    expect(await resolveSession(env.DB, before.split('=')[1])).toBeNull();
    expect(await resolveSession(env.DB, cookiePair(setCookies(second)[0]).split('=')[1])).not.toBeNull();
  });

  it('also issues the app’s auto-login token when asked', async () => {
    await makeMember('leaf08', 'nokcha2026!');
    const response = await login({ custWebId: 'leaf08', password: 'nokcha2026!', autoLogin: true });
    expect(findCookie(response, 'inm_auto_login')).toMatch(/^inm_auto_login=[\w-]{43}; Path=\/member; Max-Age=7776000; HttpOnly; SameSite=Lax$/);
  });

  it('rehashes a weaker stored password at login', async () => {
    const incsNo = await makeMember('leaf09', 'nokcha2026!', undefined, 20_000);
    expect((await login({ custWebId: 'leaf09', password: 'nokcha2026!' })).status).toBe(200);
    const row = await env.DB.prepare('SELECT password_iterations AS n FROM customers WHERE incs_no = ?').bind(incsNo).first<{ n: number }>();
    expect(row?.n).toBe(100_000);
  });
});

describe('POST /member/ from a no-JS form', () => {
  it('303s to successUrl with the cookies', async () => {
    await makeMember('leaf10', 'nokcha2026!');
    const response = await call('/member/', { form: { custWebId: 'leaf10', password: 'nokcha2026!', successUrl: '/kr/ko/dp/best' } });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/kr/ko/dp/best');
    expect(findCookie(response, AUTH)).toBeDefined();
  });

  it('303s back to the login screen with the error code and the safe successUrl', async () => {
    const response = await call('/member/', { form: { custWebId: 'nobody10', password: 'wrong-pass1', successUrl: '//evil.com' } });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/kr/ko/cu/login?error=LOGIN_FAILED&successUrl=%2Fkr%2Fko');
    expect(setCookies(response)).toEqual([]);
  });
});

describe('throttling', () => {
  const from = (address: string) => ({ headers: { 'CF-Connecting-IP': address } });
  const guess = (custWebId: string, address: string, password = 'wrong-pass1') => call('/member/', { json: { custWebId, password }, ...from(address) });

  it('refuses an account from the address that failed 5 times in 15 minutes, even the right password', async () => {
    await makeMember('leaf11', 'nokcha2026!');
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await guess('leaf11', '203.0.113.11')).status).toBe(401);
    const locked = await guess('Leaf11', '203.0.113.11', 'nokcha2026!');
    expect(locked.status).toBe(429);
    expect(await locked.json()).toEqual({ code: 'LOGIN_THROTTLED', message: '로그인 시도가 너무 많습니다. 15분 후에 다시 시도해 주세요.' });
    expect(setCookies(locked)).toEqual([]);
  });

  it('does not hand a guesser a lockout: the member still logs in from another address, after a slowdown', async () => {
    await makeMember('leaf21', 'nokcha2026!');
    // Someone guesses from two addresses until the first is refused.
    for (let attempt = 0; attempt < 5; attempt += 1) await guess('leaf21', '198.51.100.1');
    expect((await guess('leaf21', '198.51.100.1', 'nokcha2026!')).status).toBe(429);
    await Promise.all(Array.from({ length: 5 }, () => guess('leaf21', '198.51.100.2')));
    const started = Date.now();
    const member = await guess('leaf21', '203.0.113.16', 'nokcha2026!');
    expect(member.status).toBe(200);
    expect(findCookie(member, AUTH)).toBeDefined();
    // 10 failures on the account slow every attempt on it down to the cap.
    expect(Date.now() - started).toBeGreaterThanOrEqual(LOGIN_THROTTLE.maxDelayMs - 50);
  }, 20_000);

  it('slows parallel guesses down as if they came one after another', async () => {
    await makeMember('leaf22', 'nokcha2026!');
    // Ten guesses at once, each from its own address, so no per-address limit refuses one.
    const answers = await Promise.all(
      Array.from({ length: 10 }, async (_, index) => {
        const started = Date.now();
        const response = await guess('leaf22', `198.51.100.${30 + index}`);
        return { status: response.status, ms: Date.now() - started };
      }),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(401));
    // One after another they would wait 0, 0, 0, 0, 0, 250, 500, 1000, 2000 and 3000 ms.
    const waited = answers.map((answer) => answer.ms).sort((a, b) => a - b);
    expect(waited[9]).toBeGreaterThanOrEqual(LOGIN_THROTTLE.maxDelayMs - 50);
    expect(waited[8]).toBeGreaterThanOrEqual(2000 - 50);
    expect(waited[7]).toBeGreaterThanOrEqual(1000 - 50);
    expect(waited[5]).toBeGreaterThanOrEqual(LOGIN_THROTTLE.baseDelayMs - 50);
  }, 20_000);

  it('slows attempts down as an account’s failures grow, up to a cap', () => {
    expect([0, 4, 5, 6, 7, 8, 9, 50].map(slowdownMs)).toEqual([0, 0, 250, 500, 1000, 2000, 3000, 3000]);
  });

  it('throttles unknown IDs the same way, so the refusal says nothing about membership', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) await guess('ghost12', '203.0.113.12');
    expect((await guess('ghost12', '203.0.113.12')).status).toBe(429);
  });

  it('a success clears the failures of that address for the account', async () => {
    await makeMember('leaf13', 'nokcha2026!');
    for (let attempt = 0; attempt < 4; attempt += 1) await guess('leaf13', '203.0.113.13');
    expect((await guess('leaf13', '203.0.113.13', 'nokcha2026!')).status).toBe(200);
    for (let attempt = 0; attempt < 4; attempt += 1) expect((await guess('leaf13', '203.0.113.13')).status).toBe(401);
  });

  it('refuses an address after 20 failures across accounts (CF-Connecting-IP, else X-Forwarded-For)', async () => {
    await makeMember('leaf14', 'nokcha2026!');
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const headers: Record<string, string> =
        attempt % 2 ? { 'CF-Connecting-IP': '203.0.113.9' } : { 'CF-Connecting-IP': '', 'X-Forwarded-For': '198.51.100.1, 203.0.113.9' };
      expect((await call('/member/', { json: { custWebId: `ghost14x${attempt}`, password: 'wrong-pass1' }, headers })).status).toBe(401);
    }
    expect((await guess('leaf14', '203.0.113.9', 'nokcha2026!')).status).toBe(429);
    expect((await guess('leaf14', '203.0.113.10', 'nokcha2026!')).status).toBe(200);
  });

  it('does not let parallel guesses from one address slip past the limit', async () => {
    await makeMember('leaf15', 'nokcha2026!');
    const answers = await Promise.all(Array.from({ length: 12 }, () => guess('leaf15', '203.0.113.15')));
    const statuses = answers.map((response) => response.status).sort();
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
  });
});
