/**
 * The app bridge end to end (docs/app-bridge.md), with `support/app-harness.ts`
 * playing the app: login, push settings, barcode scan and logout reach the iOS handler and the
 * Android listener; an app build without them hears the custom scheme, without the token; link
 * targets 1–4 and the forced new window for live broadcasts; the app-only membership card and
 * coupon. Outside the app: the open-app prompt (열기, 취소) and the app download link.
 */
import type { APIRequestContext, TestInfo } from '@playwright/test';
import { BUSINESS } from '#shared/business';
import { AUTH_COOKIE, expect, test } from './support/fixtures';
import { AppHarness, browserWithoutApp } from './support/app-harness';
import { acknowledge } from './support/dialogs';
import { joinByApi, logIn, newMember } from './support/members';
import { newShopper } from './support/shopper';
import { DESKTOP_UA, IPHONE_UA } from './support/user-agents';
import { DESKTOP_ONLY, PHONE_ONLY } from './support/one-layout';

/** A new member, joined through the gateway, logs in on the app's login screen and lands on mypage. */
async function logInInApp(app: AppHarness, request: APIRequestContext, testInfo: TestInfo): Promise<void> {
  const member = newMember(testInfo);
  await joinByApi(request, member);
  await app.page.goto('/member/login?successUrl=%2Fkr%2Fko%2Fcu%2Fmypage');
  await logIn(app.page, member);
  await app.page.waitForURL('**/kr/ko/cu/mypage');
}

// The harness opens its own phone context, the same in both projects: once is enough.
test.describe('in the app', PHONE_ONLY, () => {
  for (const platform of ['ios', 'android'] as const) {
    test(`${platform}: login, push settings, barcode scan and logout reach the app through its handler`, async ({ browser, baseURL, request }, testInfo) => {
      const app = await AppHarness.open(browser, baseURL!, { platform });
      const { page } = app;
      try {
        await logInInApp(app, request, testInfo);
        const login = await app.waitFor('login');
        const token = (await app.context.cookies()).find((cookie) => cookie.name === AUTH_COOKIE)?.value;
        expect(token, 'the auth cookie').toBeTruthy();
        // What the app checks before it trusts a message: the shop's origin, the main frame.
        expect(login).toMatchObject({ via: platform, origin: new URL(baseURL!).origin, isMainFrame: true });
        expect(login.message).toEqual({ v: 1, type: 'login', provider: 6, token });

        await page.getByRole('button', { name: '알림 설정' }).click();
        expect((await app.waitFor('openPushSettings')).message).toEqual({ v: 1, type: 'openPushSettings' });

        await page.goto('/kr/ko/dp/search');
        await page.getByRole('button', { name: '바코드 스캔' }).click();
        expect((await app.waitFor('scanBarcode')).message).toEqual({ v: 1, type: 'scanBarcode' });
        await expect(page.getByRole('alertdialog'), 'no open-app question in the app').toHaveCount(0);

        await page.goto('/kr/ko/cu/mypage');
        await page.locator('main').getByRole('button', { name: '로그아웃' }).click();
        await page.waitForURL((url) => url.pathname === '/kr/ko');
        expect((await app.waitFor('logout')).message).toEqual({ v: 1, type: 'logout' });
        expect(app.received.map((entry) => `${entry.via} ${String(entry.message.type)}`)).toEqual(
          ['login', 'openPushSettings', 'scanBarcode', 'logout'].map((type) => `${platform} ${type}`),
        );
      } finally {
        await app.close();
      }
    });
  }

  test('an app build without handlers hears the custom scheme, and never the token', async ({ browser, baseURL, request }, testInfo) => {
    const app = await AppHarness.open(browser, baseURL!, { platform: 'android', handlers: false });
    try {
      await logInInApp(app, request, testInfo);
      const login = await app.waitFor('login');
      expect(login).toMatchObject({ via: 'scheme', raw: 'nokchaapp://login?v=1&provider=6', isMainFrame: true });

      // Link target 3: the update page's store link, in the app's external browser. A page of its
      // own: Chromium reports one custom-scheme launch per tab (app-harness.ts).
      const store = await app.context.newPage();
      await store.goto('/kr/ko/dp/update-app');
      await store.getByRole('link', { name: /Google Play에서 업데이트/ }).click();
      const external = await app.waitFor('openExternal');
      expect(external.raw).toBe(`nokchaapp://external?v=1&url=${encodeURIComponent(BUSINESS.androidStoreUrl)}`);
      expect(external.message.url).toBe(BUSINESS.androidStoreUrl);
      await expect(store).toHaveURL(/\/kr\/ko\/dp\/update-app$/);
    } finally {
      await app.close();
    }
  });

  test('link targets 1–4, and live broadcasts in a new window whatever their link says', async ({ browser, baseURL }) => {
    const app = await AppHarness.open(browser, baseURL!, { platform: 'ios' });
    const { page, context } = app;
    try {
      // '3': the app's external browser, through the handler; the page stays where it is.
      await page.goto('/kr/ko/dp/update-app');
      await page.getByRole('link', { name: /App Store에서 업데이트/ }).click();
      expect((await app.waitFor('openExternal')).message).toEqual({ v: 1, type: 'openExternal', url: BUSINESS.iosStoreUrl });
      await expect(page).toHaveURL(/\/kr\/ko\/dp\/update-app$/);
      expect(context.pages()).toHaveLength(1);

      await page.goto('/kr/ko/dp/live');
      const [broadcast] = await Promise.all([context.waitForEvent('page'), page.locator('a.live-card__link').first().click()]);
      await expect(broadcast).toHaveURL(/\/kr\/ko\/dp\/live-broadcast\?liveId=\d+$/);
      await expect(page).toHaveURL(/\/kr\/ko\/dp\/live$/);
      await broadcast.close();

      // '1', '2' and '4' as an editor's content writes them.
      await page.evaluate(() => {
        const links =
          '<a href="dp/best" data-link-target="1">같은 창</a> <a href="dp/hot-deal" data-link-target="2">새 탭</a> <a href="cu/login/popup" data-link-target="4">팝업</a>';
        document.querySelector('main')!.insertAdjacentHTML('afterbegin', `<p>${links}</p>`);
      });
      const [tab] = await Promise.all([context.waitForEvent('page'), page.getByRole('link', { name: '새 탭' }).click()]);
      await expect(tab).toHaveURL(/\/kr\/ko\/dp\/hot-deal$/);
      expect(await tab.evaluate(() => window.opener), 'a new tab gets no opener').toBeNull();
      await tab.close();
      const [popup] = await Promise.all([context.waitForEvent('page'), page.getByRole('link', { name: '팝업' }).click()]);
      await expect(popup).toHaveURL(/\/kr\/ko\/cu\/login\/popup$/);
      expect(await popup.evaluate(() => window.opener !== null), 'our own popup reports back to its opener').toBe(true);
      await popup.close();
      await page.getByRole('link', { name: '같은 창' }).click();
      await expect(page).toHaveURL(/\/kr\/ko\/dp\/best$/);
      expect(context.pages()).toHaveLength(1);
      expect(app.received).toHaveLength(1);
      // The app never gets a link to download itself.
      await expect(page.getByRole('link', { name: '녹차숍 앱 다운로드' })).toHaveCount(0);
    } finally {
      await app.close();
    }
  });

  test('a guest browsing page after page is tried for auto-login once, never refused on every page', async ({ browser, baseURL }) => {
    const app = await AppHarness.open(browser, baseURL!, { platform: 'android' });
    const { page } = app;
    const answers: number[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/member/autologin') answers.push(response.status());
    });
    try {
      await page.goto('/kr/ko');
      await expect.poll(() => answers.length).toBe(1);
      for (const path of ['/kr/ko/dp/best', '/kr/ko/dp/hot-deal', '/kr/ko/dp/product-list']) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
      }
      expect(answers).toHaveLength(1);
      // No auto-login token in this app: one 401, and no 429 on the pages after it.
      expect(answers).toEqual([401]);
    } finally {
      await app.close();
    }
  });

  test('the app membership card and an app-only coupon work in the iOS app', async ({ browser, baseURL, page }, testInfo) => {
    await newShopper(page, testInfo, { points: 100, memo: '앱 브리지 e2e', coupons: [] });
    const app = await AppHarness.open(browser, baseURL!, { platform: 'ios', storageState: await page.context().storageState() });
    try {
      await app.page.goto('/kr/ko/cu/greentea-club-membership-app');
      await expect(app.page.getByRole('img', { name: /^멤버십 바코드 9\d{3} \d{4} \d{4} \d{4}$/ })).toBeVisible();

      await app.page.goto('/kr/ko/cu/mypage/couponzone');
      await expect(app.page.getByRole('button', { name: /사용 가능/ })).toBeVisible();
      await app.page.getByRole('tab', { name: '쿠폰 받기' }).click();
      await app.page.getByRole('button', { name: '앱 전용 15% 할인 쿠폰 받기' }).click();
      await acknowledge(app.page, '쿠폰이 발급되었습니다.');
      await expect(app.page.getByRole('button', { name: '앱 전용 15% 할인 받기 완료' })).toBeDisabled();
    } finally {
      await app.close();
    }
  });
});

test.describe('outside the app', () => {
  test('바코드 스캔 asks to open the app: 취소 says to install it first, 열기 tries the app and then the store', PHONE_ONLY, async ({ page }) => {
    const { schemes } = await browserWithoutApp(page);
    await page.goto('/kr/ko/dp/search');
    const scan = page.getByRole('button', { name: '바코드 스캔' });

    await scan.click();
    const question = page.getByRole('alertdialog', { name: '알림' });
    await expect(question).toContainText('바코드 스캔은 녹차숍 앱에서 이용할 수 있습니다. 앱을 여시겠습니까?');
    await question.getByRole('button', { name: '취소' }).click();
    await acknowledge(page, '앱 설치 후 이용해 주세요.');
    expect(schemes, 'no app opened after 취소').toEqual([]);

    await scan.click();
    await page.getByRole('alertdialog', { name: '알림' }).getByRole('button', { name: '열기' }).click();
    await expect.poll(() => schemes).toEqual(['nokchaapp://scanBarcode?v=1']);
    // No app took the page away: this Android phone goes to Google Play.
    await page.waitForURL(BUSINESS.androidStoreUrl);
  });

  test('a computer is not offered a barcode scan', DESKTOP_ONLY, async ({ page }) => {
    await page.goto('/kr/ko/dp/search');
    await expect(page.getByRole('button', { name: '바코드 스캔' })).toBeHidden();
  });

  test("앱 다운로드 leads to the phone's own store, and elsewhere to the page with both, without script", async ({ browser, baseURL, page, isMobile }) => {
    await page.goto('/kr/ko/dp/about');
    await expect(page.getByRole('link', { name: '녹차숍 앱 다운로드' })).toHaveAttribute('href', isMobile ? BUSINESS.androidStoreUrl : '/kr/ko/dp/update-app');

    const visitors = [
      { userAgent: IPHONE_UA, href: BUSINESS.iosStoreUrl, viewport: { width: 390, height: 844 }, isMobile: true },
      { userAgent: DESKTOP_UA, href: '/kr/ko/dp/update-app', viewport: { width: 1280, height: 900 }, isMobile: false },
    ];
    for (const { href, ...device } of visitors) {
      const context = await browser.newContext({ baseURL, ...device, javaScriptEnabled: false });
      const noScript = await context.newPage();
      await noScript.goto('/kr/ko/dp/about');
      const link = noScript.getByRole('link', { name: '녹차숍 앱 다운로드' });
      await expect(link).toHaveAttribute('href', href);
      if (href.startsWith('/')) {
        await link.click();
        await expect(noScript).toHaveURL(/\/kr\/ko\/dp\/update-app$/);
        await expect(noScript.getByRole('link', { name: /Google Play에서 업데이트/ })).toHaveAttribute('href', BUSINESS.androidStoreUrl);
        await expect(noScript.getByRole('link', { name: /App Store에서 업데이트/ })).toHaveAttribute('href', BUSINESS.iosStoreUrl);
      }
      await context.close();
    }
  });
});
