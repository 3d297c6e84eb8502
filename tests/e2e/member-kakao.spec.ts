/**
 * Kakao login end to end, against the fake Kakao the run starts beside the worker
 * (tests/fakes/oauth-provider.mjs): the real code flow with state and PKCE, a new account that
 * completes its join on enter-additional-information, the same account logging straight in
 * later, and a forged `state` that logs nobody in.
 */
import type { BrowserContext } from '@playwright/test';
import { ADDITIONAL_INFO_SCREEN_PATH } from '#shared/constants';
import { AUTH_COOKIE, expect, test } from './support/fixtures';
import { FAKE_USER_COOKIE, fakeKakao } from './support/fake-kakao';
import { latestSmsCode, smsCodeFor } from './support/members';
import { PHONE_ONLY } from './support/one-layout';

const KAKAO_NICKNAME = '김카카오';

/** A Kakao user the fake has never seen, and a mobile number no other test uses. */
function newShopper() {
  const kakaoId = 6_000_000_000 + Math.floor(Math.random() * 999_999_999);
  const mobile = `010${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  return { kakaoId, mobile };
}

/** Tells the fake Kakao which user approves the login in this browser. */
async function actAsKakaoUser(context: BrowserContext, kakaoId: number) {
  await context.addCookies([{ name: FAKE_USER_COOKIE, value: String(kakaoId), url: fakeKakao().origin }]);
}

async function authCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === AUTH_COOKIE);
}

test.describe('Kakao login', () => {
  test('a new Kakao account joins on enter-additional-information, is logged in, and later logs straight in', PHONE_ONLY, async ({ page, context }) => {
    const { kakaoId, mobile } = newShopper();
    await actAsKakaoUser(context, kakaoId);

    // A guest asks for mypage, is sent to login, and chooses Kakao.
    await page.goto('/kr/ko/cu/mypage');
    await expect(page).toHaveURL(/\/kr\/ko\/cu\/login\?/);
    await page.getByRole('link', { name: '카카오로 로그인' }).click();

    // Kakao approved, but the shop does not know this account: the join needs more.
    await expect(page).toHaveURL((url) => url.pathname === ADDITIONAL_INFO_SCREEN_PATH);
    expect(new URL(page.url()).searchParams.get('successUrl')).toBe('/kr/ko/cu/mypage');
    expect(await authCookie(context)).toBeUndefined();
    await expect(page.getByLabel('이름')).toHaveValue(KAKAO_NICKNAME);

    await page.getByLabel('휴대폰 번호').fill(mobile);
    await page.getByRole('button', { name: '인증번호 받기' }).click();
    await expect(page.getByText('인증번호를 보냈습니다. 3분 안에 입력해 주세요.')).toBeVisible();
    await page.getByLabel('인증번호').fill(await latestSmsCode(page.request, mobile));
    for (const consent of [/만 14세 이상/, /이용약관 동의/, /개인정보 수집·이용 동의$/]) {
      await page.getByRole('checkbox', { name: consent }).check();
    }
    await page.getByRole('button', { name: '가입 완료' }).click();

    // Joined and logged in, back where the shopper wanted to go.
    await expect(page).toHaveURL((url) => url.pathname === '/kr/ko/cu/mypage');
    const auth = await authCookie(context);
    expect(auth).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    // Mypage greets the new member by name once it has loaded. Logging out before that races its
    // own check: a summary that loads after the logout sends the page to log in again.
    await expect(page.getByRole('heading', { name: `${KAKAO_NICKNAME}님, 반갑습니다` })).toBeVisible();
    await expect(page.locator('[data-mypage-summary]')).toHaveAttribute('aria-busy', 'false');

    // Log out, then Kakao again: the account is linked now, so it logs straight in.
    await page.goto('/member/logout');
    await expect(page).toHaveURL((url) => url.pathname === '/kr/ko');
    expect(await authCookie(context)).toBeUndefined();
    await page.goto(`/member/social/kakao/start?successUrl=${encodeURIComponent('/kr/ko/dp/best')}`);
    await expect(page).toHaveURL((url) => url.pathname === '/kr/ko/dp/best');
    expect(await authCookie(context)).toBeDefined();
  });

  test('a forged state logs nobody in, and the state works only once', async ({ page, context }) => {
    const { kakaoId } = newShopper();
    await actAsKakaoUser(context, kakaoId);

    // Leave for Kakao and come back with a code, without following the last redirect.
    const start = await page.request.get('/member/social/kakao/start', { maxRedirects: 0 });
    expect(start.status()).toBe(302);
    const approve = await page.request.get(start.headers()['location'], { maxRedirects: 0 });
    const callback = new URL(approve.headers()['location']);
    expect(callback.searchParams.get('code')).toBeTruthy();

    const forged = new URL(callback);
    forged.searchParams.set('state', 'forged-by-an-attacker');
    const answer = await page.goto(forged.href);
    expect(answer!.status()).toBe(400);
    await expect(page.getByRole('heading', { name: '로그인하지 못했습니다' })).toBeVisible();
    await expect(page.getByText('OAUTH_STATE_MISMATCH')).toBeVisible();
    expect(await authCookie(context)).toBeUndefined();

    // The failed callback spent the state: the genuine one is refused too.
    const replay = await page.goto(callback.href);
    expect(replay!.status()).toBe(400);
    expect(await authCookie(context)).toBeUndefined();
  });

  test('the additional-information call answers as the contract says', async ({ page, context }) => {
    const { kakaoId, mobile } = newShopper();
    await actAsKakaoUser(context, kakaoId);
    await page.goto('/member/social/kakao/start?successUrl=%2Fkr%2Fko%2Fdp%2Fbest');
    await expect(page).toHaveURL((url) => url.pathname === ADDITIONAL_INFO_SCREEN_PATH);

    const pending = await page.request.get('/member/social/pending');
    expect(await pending.json()).toMatchObject({ provider: 'KAKAO', custNm: KAKAO_NICKNAME });

    const missing = await page.request.post('/member/?processType=kakaoJoin', { data: { consents: [] } });
    expect(missing.status()).toBe(400);
    expect(Object.keys((await missing.json()).fields)).toEqual(['mobile', 'consents', 'code']);

    const joined = await page.request.post('/member/?processType=kakaoJoin', {
      data: { mobile, code: await smsCodeFor(page.request, mobile), consents: ['AGE14', 'TERMS', 'PRIVACY_REQUIRED', 'MKT_PUSH'] },
    });
    expect(joined.status()).toBe(200);
    expect(await joined.json()).toEqual({ redirect: '/kr/ko/dp/best' });
    const setCookie = joined
      .headersArray()
      .filter((header) => header.name.toLowerCase() === 'set-cookie')
      .map((header) => header.value);
    expect(setCookie).toContain('inm_signup_success=Y%7C1; Path=/; Max-Age=300; SameSite=Lax');
    expect(setCookie.some((value) => value.startsWith(`${AUTH_COOKIE}=`) && value.includes('; HttpOnly; SameSite=Lax'))).toBe(true);
    expect(await authCookie(context)).toBeDefined();
  });
});
