import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { resolveSession } from '../auth/sessions';
import { call, cookiePair, findCookie, makeMember, setCookies, SHOP } from './test-helpers';

async function appLogin(custWebId: string) {
  await makeMember(custWebId, 'nokcha2026!');
  const response = await call('/member/', { json: { custWebId, password: 'nokcha2026!', autoLogin: true } });
  return cookiePair(findCookie(response, 'inm_auto_login')!);
}

describe('POST /member/autologin', () => {
  it('logs the app in with its token: auth cookie, Y|6 signal, a fresh token, the 30-minute flag', async () => {
    const token = await appLogin('apper01');
    const response = await call('/member/autologin', { method: 'POST', headers: { Cookie: token } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ loggedIn: true });
    const cookies = setCookies(response);
    expect(cookies[0]).toBe('inm_auto_login_tried=Y; Path=/member; Max-Age=1800; HttpOnly; SameSite=Lax');
    expect(cookies[1]).toMatch(/^inm_auth_token_local=[\w-]{43}; Path=\/; Max-Age=1209600; HttpOnly; SameSite=Lax$/);
    expect(cookies[2]).toBe('inm_app_auto_login_success=Y%7C6; Path=/; Max-Age=300; SameSite=Lax');
    expect(cookies[3]).toMatch(/^inm_auto_login=[\w-]{43}; Path=\/member; Max-Age=7776000; HttpOnly; SameSite=Lax$/);
    expect(cookies[3]).not.toBe(token);
    expect(await resolveSession(env.DB, cookiePair(cookies[1]).split('=')[1])).not.toBeNull();
  });

  it('spends the token: the old one does not work twice', async () => {
    const token = await appLogin('apper02');
    await call('/member/autologin', { method: 'POST', headers: { Cookie: token } });
    const again = await call('/member/autologin', { method: 'POST', headers: { Cookie: token } });
    expect(again.status).toBe(401);
  });

  it('refuses a second attempt within 30 minutes', async () => {
    const token = await appLogin('apper03');
    const response = await call('/member/autologin', { method: 'POST', headers: { Cookie: `${token}; inm_auto_login_tried=Y` } });
    expect(response.status).toBe(429);
    expect(await response.json()).toEqual({ code: 'AUTO_LOGIN_RECENT', message: '자동 로그인은 30분에 한 번만 시도할 수 있습니다.' });
    expect(setCookies(response)).toEqual([]);
  });

  it('without a valid token: 401, and the flag is still set (Secure away from localhost)', async () => {
    const response = await call('/member/autologin', { method: 'POST', headers: { Cookie: 'inm_auto_login=forged' }, origin: SHOP });
    expect(response.status).toBe(401);
    expect((await response.json<{ code: string }>()).code).toBe('AUTO_LOGIN_UNAVAILABLE');
    expect(setCookies(response)).toEqual(['inm_auto_login_tried=Y; Path=/member; Max-Age=1800; HttpOnly; Secure; SameSite=Lax']);
  });

  it('refuses cross-site calls', async () => {
    const response = await call('/member/autologin', { method: 'POST', headers: { Origin: 'https://evil.com' } });
    expect(response.status).toBe(403);
  });
});
