/**
 * The site's chrome in the browser: the login alert, the error screen for fatal island errors,
 * the footer's business details, and the legal pages.
 */
import type { Locator, Page } from '@playwright/test';
import { routeByPath } from '#shared/routes';
import { expect, samplePath, test } from './support/fixtures';

/** Whether the page behind a modal is locked: overflow hidden or a fixed body. */
function scrollLocked(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const body = getComputedStyle(document.body);
    const root = getComputedStyle(document.documentElement);
    return body.overflow === 'hidden' || body.overflowY === 'hidden' || root.overflow === 'hidden' || body.position === 'fixed';
  });
}

/** Tap on touch devices, click elsewhere. */
async function press(locator: Locator, touch: boolean): Promise<void> {
  if (touch) await locator.tap();
  else await locator.click();
}

test.describe('login-required links', () => {
  async function openAlert(page: Page, touch: boolean) {
    await page.goto('/kr/ko/dp/best');
    const link = page.locator('a[data-login-required]:visible').first();
    await expect(link, 'a visible login-required link').toBeVisible();
    const href = await link.getAttribute('href');
    await press(link, touch);
    const dialog = page.getByRole('alertdialog', { name: '알림' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('로그인이 필요한 서비스입니다. 로그인하시겠습니까?');
    return { dialog, href: href! };
  }

  test('a guest sees the 알림 alert, and 취소 closes it and unlocks scrolling', async ({ page }, testInfo) => {
    const touch = Boolean(testInfo.project.use.hasTouch);
    const { dialog } = await openAlert(page, touch);
    expect(await scrollLocked(page), 'scroll locked while the alert is open').toBe(true);
    expect(new URL(page.url()).pathname, 'the guest stays on the page').toBe('/kr/ko/dp/best');

    await press(dialog.getByRole('button', { name: '취소' }), touch);
    await expect(dialog).toBeHidden();
    expect(await scrollLocked(page), 'scroll unlocked after 취소').toBe(false);
    expect(new URL(page.url()).pathname).toBe('/kr/ko/dp/best');
  });

  test('확인 goes to the member login with the link as successUrl', async ({ page, baseURL }, testInfo) => {
    const touch = Boolean(testInfo.project.use.hasTouch);
    const { dialog, href } = await openAlert(page, touch);
    // `/member/login` is the gateway's entry: it forwards to the login screen with the successUrl.
    const [request] = await Promise.all([
      page.waitForRequest((request) => new URL(request.url()).pathname === '/member/login'),
      page.waitForURL('**/kr/ko/cu/login?**'),
      press(dialog.getByRole('button', { name: '확인' }), touch),
    ]);
    expect(new URL(request.url()).searchParams.get('successUrl')).toBe(new URL(href, baseURL).pathname);
    const url = new URL(page.url());
    expect(url.pathname).toBe('/kr/ko/cu/login');
    const successUrl = url.searchParams.get('successUrl');
    expect(successUrl, 'successUrl parameter').toBeTruthy();
    expect(new URL(successUrl!, baseURL).pathname).toBe(new URL(href, baseURL).pathname);
  });
});

test.describe('fatal errors', () => {
  test('nokcha:fatal shows the error screen, and 11 taps reveal the details', async ({ page }, testInfo) => {
    const touch = Boolean(testInfo.project.use.hasTouch);
    await page.goto('/kr/ko/dp/best');
    await page.evaluate(() => {
      window.dispatchEvent(new CustomEvent('nokcha:fatal', { detail: { status: 500, message: 'boom', stack: 'at x' } }));
    });

    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: '알 수 없는 오류가 발생했습니다' })).toBeVisible();
    for (const name of ['메인', '특가', '이벤트']) {
      await expect(main.getByRole('link', { name, exact: true }).or(main.getByRole('button', { name, exact: true }))).toBeVisible();
    }

    const details = main.locator('[data-error-details]');
    await expect(details).toBeHidden();
    const image = main.locator('[data-error-image]');
    for (let tap = 1; tap <= 10; tap += 1) await press(image, touch);
    await expect(details, 'still hidden after 10 taps').toBeHidden();
    await press(image, touch);
    await expect(details).toBeVisible();
    await expect(details).toContainText('500');
    await expect(details).toContainText('boom');
    await expect(details).toContainText('at x');
  });
});

test.describe('footer and legal pages', () => {
  test('the footer shows the business registration number and the check link', async ({ page }) => {
    await page.goto('/kr/ko');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText('사업자등록번호')).toBeVisible();
    const check = footer.getByRole('link', { name: '사업자정보확인' });
    await expect(check).toBeVisible();
    expect(await check.getAttribute('href')).toMatch(/^https:\/\//);
  });

  for (const path of ['/cu/footer/kakao', '/cu/footer/location', '/cu/footer/privacy_policy', '/cu/footer/privacy_vdpd', '/cu/footer/terms']) {
    const route = routeByPath(path);
    test(`${path} shows its heading and its sections`, async ({ page }) => {
      await page.goto(samplePath(route));
      await expect(page.getByRole('heading', { level: 1, name: route.title })).toBeVisible();
      // Real terms, not a placeholder: several section headings in the page body.
      const sections = page.getByRole('main').getByRole('heading', { level: 2 });
      expect(await sections.count(), 'section headings').toBeGreaterThanOrEqual(3);
      await expect(page.getByRole('main').getByText('서비스를 준비하고 있습니다')).toHaveCount(0);
    });
  }
});

test.describe('HTML a validator accepts', () => {
  // Pages with islands (the store finder, the cart, mypage), a drawn page (search) and the posting list.
  for (const path of ['/kr/ko/cu/support/my-shop', '/kr/ko/or/order-cart', '/kr/ko/dp/search?q=%EC%84%B8%EB%9F%BC', '/kr/ko/dp/posting-list']) {
    test(`${path}: no <style> in the body, and headings that do not skip a level`, async ({ page, request }) => {
      const html = await (await request.get(path)).text();
      expect(html.slice(html.indexOf('<body')), 'a <style> inside <body>').not.toContain('<style');
      await page.goto(path);
      const levels = await page
        .locator('main')
        .evaluate((main) => [...main.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) => Number(heading.tagName[1])));
      const h1 = await page.locator('h1').count();
      const skips = levels.filter((level, index) => level > (index === 0 ? Math.max(h1, 1) : levels[index - 1]) + 1);
      expect(skips, `heading levels ${levels.join(' ')}`).toEqual([]);
    });
  }
});

test.describe('Pretendard', () => {
  test('the first page only warms the font cache; the next page uses the font', async ({ page }) => {
    const stylesheet = 'link[href="/fonts/pretendard/pretendardvariable-dynamic-subset.css"]';
    const subsets: string[] = [];
    page.on('requestfinished', (request) => {
      if (request.url().endsWith('.woff2')) subsets.push(request.url());
    });
    await page.goto('/kr/ko/cu/footer/terms');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('nokcha:fonts-warm')), { timeout: 15_000 }).toBe('1');
    await expect(page.locator(stylesheet)).toHaveCount(0);
    expect(subsets.length, 'the subsets of the page text were fetched').toBeGreaterThan(0);

    await page.goto('/kr/ko/cu/footer/privacy_policy');
    await expect(page.locator(stylesheet)).toHaveCount(1);
    const loadedFaces = () => page.evaluate(() => [...document.fonts].filter((face) => face.family.includes('Pretendard') && face.status === 'loaded').length);
    await expect.poll(loadedFaces).toBeGreaterThan(0);
  });
});
