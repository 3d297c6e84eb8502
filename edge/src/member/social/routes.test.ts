import { env } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import { call, cookiePair, findCookie, makeMember, setCookies, smsCodeFor, uniqueMobile } from '../test-helpers';
import { appWithFakeKakao, kakaoEnv, KAKAO } from './kakao-test-app';

const REQUIRED = ['AGE14', 'TERMS', 'PRIVACY_REQUIRED'];

function setup() {
  const { fake, app } = appWithFakeKakao();
  const get = (path: string, cookie = '', accept = 'application/json') => call(path, { app, env: kakaoEnv, headers: { Cookie: cookie, Accept: accept } });
  /** Start → the fake approves as `userId` → the callback's answer. */
  async function signIn(userId: number, successUrl = '/kr/ko/cu/mypage') {
    const start = await get(`/member/social/kakao/start?successUrl=${encodeURIComponent(successUrl)}`);
    const stateCookie = cookiePair(findCookie(start, 'inm_oauth_state')!);
    const approved = await fake.handle(new Request(start.headers.get('location')!, { headers: { Cookie: `fake_oauth_user=${userId}` } }));
    const callback = new URL(approved.headers.get('location')!);
    return get(`${callback.pathname}${callback.search}`, stateCookie);
  }
  return { fake, app, get, signIn };
}

describe('social providers', () => {
  it('lists only the providers whose client id and secret are set', async () => {
    expect(await (await call('/member/social/providers')).json()).toEqual({ providers: [] });
    const some = { ...env, ...KAKAO, NAVER_CLIENT_ID: 'n', NAVER_CLIENT_SECRET: '', APPLE_CLIENT_ID: 'a', APPLE_CLIENT_SECRET: 's' } as Env;
    expect(await (await call('/member/social/providers', { env: some })).json()).toEqual({ providers: ['KAKAO', 'AppleID'] });
  });

  it('refuses to start a provider that is off', async () => {
    const response = await call('/member/social/naver/start', { env: kakaoEnv });
    expect(response.status).toBe(404);
    expect((await response.json<{ code: string }>()).code).toBe('SOCIAL_PROVIDER_DISABLED');
  });
});

describe('GET /member/social/kakao/start', () => {
  it('sends the browser to Kakao with state, PKCE S256 and the callback, remembering them in a cookie', async () => {
    const { get } = setup();
    const response = await get('/member/social/kakao/start?successUrl=//evil.com');
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe('http://kauth.fake/oauth/authorize');
    expect(Object.fromEntries(location.searchParams)).toEqual({
      client_id: 'kakao-rest-key',
      redirect_uri: 'http://localhost:8787/member/social/kakao/callback',
      response_type: 'code',
      state: expect.stringMatching(/^[\w-]{43}$/),
      code_challenge: expect.stringMatching(/^[\w-]{43}$/),
      code_challenge_method: 'S256',
    });
    expect(findCookie(response, 'inm_oauth_state')).toMatch(/^inm_oauth_state=[\w-]+; Path=\/member; Max-Age=600; HttpOnly; SameSite=Lax$/);
  });

  it('uses the documented endpoints of each provider', async () => {
    const all = {
      ...env,
      KAKAO_CLIENT_ID: 'k',
      KAKAO_CLIENT_SECRET: 's',
      NAVER_CLIENT_ID: 'n',
      NAVER_CLIENT_SECRET: 's',
      FACEBOOK_CLIENT_ID: 'f',
      FACEBOOK_CLIENT_SECRET: 's',
      APPLE_CLIENT_ID: 'shop.nokcha.web',
      APPLE_CLIENT_SECRET: 'jwt',
    } as Env;
    const where = async (slug: string) =>
      new URL((await call(`/member/social/${slug}/start`, { env: all, origin: 'https://shop.example' })).headers.get('location')!);
    expect((await where('kakao')).href).toMatch(/^https:\/\/kauth\.kakao\.com\/oauth\/authorize\?/);
    const naver = await where('naver');
    expect(`${naver.origin}${naver.pathname}`).toBe('https://nid.naver.com/oauth2.0/authorize');
    const facebook = await where('facebook');
    expect(`${facebook.origin}${facebook.pathname}`).toBe('https://www.facebook.com/v21.0/dialog/oauth');
    expect(facebook.searchParams.get('scope')).toBe('public_profile,email');
    const apple = await where('AppleID');
    expect(`${apple.origin}${apple.pathname}`).toBe('https://appleid.apple.com/auth/authorize');
    expect(apple.searchParams.get('response_mode')).toBe('form_post');
    expect(apple.searchParams.get('redirect_uri')).toBe('https://shop.example/member/social/apple/callback');
    expect(apple.searchParams.get('nonce')).toMatch(/^[\w-]{43}$/);
    const appleStart = await call('/member/social/apple/start', { env: all, origin: 'https://shop.example' });
    expect(findCookie(appleStart, 'inm_oauth_state')).toMatch(/; HttpOnly; Secure; SameSite=None$/);
  });
});

describe('GET /member/social/kakao/callback', () => {
  it('a new Kakao account waits for additional information, then joins and logs in with Y|1', async () => {
    const { app, signIn } = setup();
    const callback = await signIn(7001);
    expect(callback.status).toBe(302);
    expect(callback.headers.get('location')).toBe('/kr/ko/cu/login/enter-additional-information?successUrl=%2Fkr%2Fko%2Fcu%2Fmypage&provider=KAKAO');
    expect(setCookies(callback)).toEqual([
      'inm_oauth_state=; Path=/member; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax',
      expect.stringMatching(/^inm_pending_join=[\w-]{43}; Path=\/member; Max-Age=1800; HttpOnly; SameSite=Lax$/),
    ]);
    expect(findCookie(callback, 'inm_auth_token_local')).toBeUndefined();
    const pending = cookiePair(findCookie(callback, 'inm_pending_join')!);

    const profile = await call('/member/social/pending', { app, env: kakaoEnv, headers: { Cookie: pending } });
    expect(await profile.json()).toEqual({ provider: 'KAKAO', custNm: '김카카오', email: 'kakao7001@kakao.example', mobile: null });

    const mobile = uniqueMobile();
    const joined = await call('/member/?processType=kakaoJoin', {
      app,
      env: kakaoEnv,
      json: { mobile, code: await smsCodeFor(mobile), consents: REQUIRED },
      headers: { Cookie: pending },
    });
    expect(joined.status).toBe(200);
    expect(await joined.json()).toEqual({ redirect: '/kr/ko/cu/mypage' });
    const cookies = setCookies(joined);
    expect(cookies[0]).toBe('inm_pending_join=; Path=/member; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax');
    expect(cookies[1]).toMatch(/^inm_auth_token_local=[\w-]{43}; Path=\/; Max-Age=1209600; HttpOnly; SameSite=Lax$/);
    expect(cookies[2]).toBe('inm_signup_success=Y%7C1; Path=/; Max-Age=300; SameSite=Lax');
    const member = await env.DB.prepare('SELECT cust_nm AS name, cust_web_id AS webId, email, password_hash AS hash FROM customers WHERE mobile = ?')
      .bind(mobile)
      .first();
    expect(member).toEqual({ name: '김카카오', webId: null, email: 'kakao7001@kakao.example', hash: null });

    const again = await call('/member/?processType=kakaoJoin', {
      app,
      env: kakaoEnv,
      json: { mobile: uniqueMobile(), consents: REQUIRED },
      headers: { Cookie: pending },
    });
    expect((await again.json<{ code: string }>()).code).toBe('PENDING_JOIN_NOT_FOUND');
  });

  it('a linked Kakao account logs straight in with Y|1', async () => {
    const { app, signIn } = setup();
    const first = await signIn(7002);
    const pending = cookiePair(findCookie(first, 'inm_pending_join')!);
    const mobile = uniqueMobile();
    await call('/member/?processType=kakaoJoin', {
      app,
      env: kakaoEnv,
      json: { custNm: '박녹차', mobile, code: await smsCodeFor(mobile), consents: REQUIRED },
      headers: { Cookie: pending },
    });

    const second = await signIn(7002, '/kr/ko/dp/best');
    expect(second.status).toBe(302);
    expect(second.headers.get('location')).toBe('/kr/ko/dp/best');
    expect(findCookie(second, 'inm_auth_token_local')).toBeDefined();
    expect(findCookie(second, 'inm_login_success')).toBe('inm_login_success=Y%7C1; Path=/; Max-Age=300; SameSite=Lax');
  });

  it('a wrong state is a 400 and logs nobody in', async () => {
    const { fake, get } = setup();
    const start = await get('/member/social/kakao/start');
    const stateCookie = cookiePair(findCookie(start, 'inm_oauth_state')!);
    const approved = await fake.handle(new Request(start.headers.get('location')!));
    const callback = new URL(approved.headers.get('location')!);
    callback.searchParams.set('state', 'forged-state');
    const response = await get(`${callback.pathname}${callback.search}`, stateCookie);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'OAUTH_STATE_MISMATCH',
      message: '로그인 요청이 만료되었거나 올바르지 않습니다. 처음부터 다시 시도해 주세요.',
    });
    expect(setCookies(response)).toEqual(['inm_oauth_state=; Path=/member; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax']);
  });

  it('a callback without the state cookie (another browser, a replay) is refused, as a page for browsers', async () => {
    const { get } = setup();
    const response = await get('/member/social/kakao/callback?code=abc&state=abc', '', 'text/html,application/xhtml+xml');
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const page = await response.text();
    expect(page).toContain('로그인하지 못했습니다');
    expect(page).toContain('OAUTH_STATE_MISMATCH');
    expect(page).toContain('<link rel="icon" href="/favicon.svg"');
  });

  it('a state made for another provider is refused', async () => {
    const { get } = setup();
    const start = await get('/member/social/kakao/start');
    const stateCookie = cookiePair(findCookie(start, 'inm_oauth_state')!);
    const state = new URL(start.headers.get('location')!).searchParams.get('state');
    const naverEnv = { ...kakaoEnv, NAVER_CLIENT_ID: 'n', NAVER_CLIENT_SECRET: 's' } as Env;
    const response = await call(`/member/social/naver/callback?code=x&state=${state}`, { env: naverEnv, headers: { Cookie: stateCookie } });
    expect(response.status).toBe(400);
  });

  it('sends the shopper back to the login screen when they cancel at Kakao', async () => {
    const { fake, get } = setup();
    const start = await get('/member/social/kakao/start?successUrl=%2Fkr%2Fko%2Fdp%2Fbest');
    const denied = await fake.handle(new Request(start.headers.get('location')!, { headers: { Cookie: 'fake_oauth_deny=1' } }));
    const callback = new URL(denied.headers.get('location')!);
    const response = await get(`${callback.pathname}${callback.search}`, cookiePair(findCookie(start, 'inm_oauth_state')!));
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/kr/ko/cu/login?error=OAUTH_DENIED&successUrl=%2Fkr%2Fko%2Fdp%2Fbest');
  });

  it('reports a failed code exchange (a reused code) as OAUTH_PROVIDER_ERROR', async () => {
    const { fake, get } = setup();
    const start = await get('/member/social/kakao/start');
    const stateCookie = cookiePair(findCookie(start, 'inm_oauth_state')!);
    const approved = await fake.handle(new Request(start.headers.get('location')!));
    const callback = new URL(approved.headers.get('location')!);
    await get(`${callback.pathname}${callback.search}`, stateCookie);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reused = await get(`${callback.pathname}${callback.search}`, stateCookie);
    expect(reused.headers.get('location')).toBe('/kr/ko/cu/login?error=OAUTH_PROVIDER_ERROR&successUrl=%2Fkr%2Fko');
    expect(logged).toHaveBeenCalledOnce();
    logged.mockRestore();
  });
});

describe('POST /member/?processType=kakaoJoin', () => {
  it('joins only with the code texted to the number', async () => {
    const { app, signIn } = setup();
    const pending = cookiePair(findCookie(await signIn(7004), 'inm_pending_join')!);
    const mobile = uniqueMobile();
    const code = await smsCodeFor(mobile);
    const wrong = await call('/member/?processType=kakaoJoin', {
      app,
      env: kakaoEnv,
      json: { mobile, code: code === '123456' ? '654321' : '123456', consents: REQUIRED },
      headers: { Cookie: pending },
    });
    expect(wrong.status).toBe(401);
    expect((await wrong.json<{ code: string }>()).code).toBe('SMS_CODE_MISMATCH');
    expect(await env.DB.prepare('SELECT 1 FROM customers WHERE mobile = ?').bind(mobile).first()).toBeNull();
    const right = await call('/member/?processType=kakaoJoin', {
      app,
      env: kakaoEnv,
      json: { mobile, code, consents: REQUIRED },
      headers: { Cookie: pending },
    });
    expect(right.status).toBe(200);
  });

  it('needs the pending join cookie', async () => {
    const response = await call('/member/?processType=kakaoJoin', { json: { mobile: uniqueMobile(), consents: REQUIRED } });
    expect(response.status).toBe(400);
    expect((await response.json<{ code: string }>()).code).toBe('PENDING_JOIN_NOT_FOUND');
  });

  it('checks the fields and the mobile number like a join', async () => {
    const { app, signIn } = setup();
    const pending = cookiePair(findCookie(await signIn(7003), 'inm_pending_join')!);
    const bad = await call('/member/?processType=kakaoJoin', { app, env: kakaoEnv, json: { mobile: '123', consents: [] }, headers: { Cookie: pending } });
    expect(bad.status).toBe(400);
    expect(Object.keys((await bad.json<{ fields: object }>()).fields)).toEqual(['mobile', 'consents', 'code']);
    const mobile = uniqueMobile();
    await makeMember('taken7003', 'nokcha2026!', mobile);
    const taken = await call('/member/?processType=kakaoJoin', {
      app,
      env: kakaoEnv,
      json: { mobile, code: await smsCodeFor(mobile), consents: REQUIRED },
      headers: { Cookie: pending },
    });
    expect(taken.status).toBe(409);
    expect((await taken.json<{ code: string }>()).code).toBe('MOBILE_TAKEN');
  });
});
