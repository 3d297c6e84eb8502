/**
 * The couponzone as a member uses it: a coupon number refused for its ended period,
 * then registered ("쿠폰이 등록되었습니다"); the coupon with its conditions under 사용 가능; a coupon
 * downloaded once; an app-only coupon that a phone's browser offers to open in the app, that a
 * computer's says is the app's, and that downloads in the app. The numbers and zone coupons are
 * the seed's (shared/seeds/couponzone.ts).
 */
import type { Page, TestInfo } from '@playwright/test';
import { BUSINESS } from '#shared/business';
import { browserWithoutApp } from './support/app-harness';
import { expect, test } from './support/fixtures';
import { joinByApi, newMember } from './support/members';
import { androidAppUA } from './support/user-agents';

const SCREEN = '/kr/ko/cu/mypage/couponzone';

async function logIn(page: Page, testInfo: TestInfo): Promise<void> {
  const member = newMember(testInfo);
  await joinByApi(page.request, member);
  expect((await page.request.post('/member/', { data: { custWebId: member.custWebId, password: member.password } })).status()).toBeLessThan(400);
}

async function accept(page: Page, text: string): Promise<void> {
  await page.getByRole('alertdialog', { name: text }).getByRole('button', { name: '확인' }).click();
}

/**
 * A phone outside the app is offered the couponzone in the app. 열기 opens it through the app's
 * deep link (docs/app-bridge.md); with no app to take the page, this Android phone goes to Google Play.
 */
async function openInApp(page: Page): Promise<void> {
  const { schemes } = await browserWithoutApp(page);
  const question = page.getByRole('alertdialog', { name: '알림' });
  await expect(question).toContainText('앱에서만 받을 수 있는 쿠폰입니다. 앱에서 쿠폰존을 여시겠습니까?');
  await question.getByRole('button', { name: '열기' }).click();
  const screen = new URL(SCREEN, page.url()).href;
  await expect.poll(() => schemes).toEqual([`nokchaapp://open?v=1&url=${encodeURIComponent(screen)}`]);
  await page.waitForURL(BUSINESS.androidStoreUrl);
}

test('a guest is asked to log in first', async ({ page }) => {
  await page.goto(SCREEN);
  await expect(page).toHaveURL(/\/cu\/login/);
});

test('registers a coupon number and lists it with its conditions', async ({ page }, testInfo) => {
  await logIn(page, testInfo);
  await page.goto(SCREEN);
  await expect(page.getByRole('button', { name: '사용 가능 1' })).toHaveAttribute('aria-pressed', 'true');
  const field = page.getByLabel('쿠폰 번호 등록');
  await field.fill('12');
  await page.getByRole('button', { name: '등록', exact: true }).click();
  await expect(page.getByText('쿠폰 번호는 영문과 숫자 6~20자리입니다. 번호를 다시 확인해 주세요.')).toBeVisible();
  await expect(field).toBeFocused();
  await field.fill('autumn-2026');
  await page.getByRole('button', { name: '등록', exact: true }).click();
  await expect(page.getByText('쿠폰 등록 기간이 지났습니다.')).toBeVisible();
  await field.fill('greentea 2026');
  await page.getByRole('button', { name: '등록', exact: true }).click();
  await accept(page, '쿠폰이 등록되었습니다.');
  await expect(page.getByRole('button', { name: '사용 가능 2' })).toBeVisible();
  const ticket = page.getByRole('article', { name: /다시 만나 반가워요 3,000원 쿠폰/ });
  await expect(ticket.getByText('15,000원 이상 구매 시')).toBeVisible();
  await expect(ticket.getByText('적용 대상: 전 상품')).toBeVisible();

  await field.fill('GREENTEA2026');
  await page.getByRole('button', { name: '등록', exact: true }).click();
  await expect(page.getByText('이미 등록한 쿠폰입니다. 내 쿠폰에서 확인해 주세요.')).toBeVisible();
});

test('downloads a coupon once, and an app-only coupon only in the app', async ({ page, browser, isMobile }, testInfo) => {
  await logIn(page, testInfo);
  await page.goto(SCREEN);
  // The island is live once it has read the member's coupons.
  await expect(page.getByRole('button', { name: /사용 가능/ })).toBeVisible();
  await page.getByRole('tab', { name: '쿠폰 받기' }).click();
  const category = page.getByRole('article', { name: /스킨케어 10% 할인/ });
  await expect(category.getByText('적용 대상: 스킨케어 카테고리')).toBeVisible();
  await expect(category.getByText('10% 할인 (최대 5,000원)')).toBeVisible();
  await category.getByRole('button', { name: '스킨케어 10% 할인 쿠폰 받기' }).click();
  await accept(page, '쿠폰이 발급되었습니다.');
  await expect(category.getByRole('button', { name: '스킨케어 10% 할인 받기 완료' })).toBeDisabled();

  const appOnly = page.getByRole('article', { name: /앱 전용 15% 할인/ });
  await expect(appOnly.getByText('앱 전용', { exact: true })).toBeVisible();
  await appOnly.getByRole('button', { name: '앱 전용 15% 할인 앱에서 받기' }).click();
  if (isMobile) await openInApp(page);
  else await accept(page, '앱에서만 받을 수 있는 쿠폰입니다. 녹차숍 앱에서 받아 주세요.');

  // The same member in the app: the coupon downloads there.
  const app = await browser.newContext({ userAgent: androidAppUA('6.1.0'), storageState: await page.context().storageState() });
  const inApp = await app.newPage();
  await inApp.goto(SCREEN);
  await expect(inApp.getByRole('button', { name: /사용 가능/ })).toBeVisible();
  await inApp.getByRole('tab', { name: '쿠폰 받기' }).click();
  await inApp.getByRole('button', { name: '앱 전용 15% 할인 쿠폰 받기' }).click();
  await accept(inApp, '쿠폰이 발급되었습니다.');
  await inApp.getByRole('tab', { name: /내 쿠폰/ }).click();
  await expect(inApp.getByRole('article', { name: /앱 전용 15% 할인/ }).getByText('앱에서만 사용 가능')).toBeVisible();
  await app.close();
});
