/**
 * Terms, policies and the customer centre's documents, drawn by the worker from D1
 * into static pages (ADR 023): the version in force, an earlier version chosen without script, the
 * bare PC variant, the footer's legal pages reading the same table, 전자금융거래 이용약관, 전자공고
 * with its 전자금융거래 안내 and 매장 입점 절차, and the 404 screen for an unknown id, code or version.
 */
import type { Page } from '@playwright/test';
import { blockingViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { DESKTOP_ONLY, PHONE_ONLY } from './support/one-layout';

/** Chooses the version dated `day` in the document's version form and submits it. */
async function chooseVersion(page: Page, label: string, day: string) {
  const form = page.locator('form.terms-versions');
  await form.getByLabel(label).selectOption({ label: day });
  await form.getByRole('button', { name: '보기' }).click();
}

test('a terms page shows the version in force, and an earlier one when chosen', PHONE_ONLY, async ({ page }) => {
  await page.goto('/kr/ko/cu/tnc/terms');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2, name: '이용약관' })).toBeVisible();
  await expect(main.getByText('시행일 2026년 9월 1일')).toBeVisible();
  await expect(main.getByText('이 약관은 2026년 9월 1일부터 시행합니다.')).toBeVisible();
  await expect(main.getByText('토스페이, 카카오페이, 네이버페이 등 간편결제')).toBeVisible();
  await expect(main.getByLabel('시행일 선택')).toHaveValue('2');
  expect(await blockingViolations(page)).toEqual([]);

  await chooseVersion(page, '시행일 선택', '2025년 3월 1일');
  await expect(page).toHaveURL(/\/cu\/tnc\/terms\?version=1$/);
  await expect(main.getByText('시행일 2025년 3월 1일')).toBeVisible();
  await expect(main.getByText('이 약관은 2025년 3월 1일부터 시행합니다.')).toBeVisible();
  await expect(main.getByText('카카오페이, 네이버페이 등 간편결제', { exact: true })).toBeVisible();
  await expect(main.getByRole('note')).toContainText('이전 버전을 보고 계십니다.');
  expect(await blockingViolations(page)).toEqual([]);
  await main.getByRole('link', { name: '최신 이용약관 보기' }).click();
  await expect(page).toHaveURL(/\/cu\/tnc\/terms$/);
  await expect(main.getByText('시행일 2026년 9월 1일')).toBeVisible();
});

test('the bare PC terms content has no header or footer and chooses versions too', async ({ page }) => {
  await page.goto('/kr/ko/cu/tnc/pc-tnc-content/TNC002');
  await expect(page.getByRole('heading', { level: 2, name: '개인정보처리방침' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.locator('.pc-header, .m-header')).toHaveCount(0);
  await expect(page.getByRole('region', { name: '개인정보 처리 위탁 현황' })).toContainText('토스페이먼츠(주)');
  // Wide tables scroll inside their own region; the page itself never scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await chooseVersion(page, '시행일 선택', '2025년 7월 1일');
  await expect(page).toHaveURL(/\/pc-tnc-content\/TNC002\?version=1$/);
  await expect(page.getByRole('region', { name: '개인정보 처리 위탁 현황' })).toContainText('(주)케이지이니시스');
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  expect(await blockingViolations(page)).toEqual([]);
});

test('the footer’s legal links reach their documents from the same table', async ({ page }) => {
  await page.goto('/kr/ko');
  await page.getByRole('contentinfo').getByRole('link', { name: '개인정보처리방침' }).click();
  await expect(page).toHaveURL(/\/cu\/footer\/privacy_policy$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2, name: '1. 개인정보의 처리 목적' })).toBeVisible();
  await expect(main.getByText('시행일 2026년 11월 23일')).toBeVisible();
  await main.getByText('목차 보기').click();
  await main.getByRole('navigation', { name: '목차' }).getByRole('link', { name: '5. 개인정보 처리의 위탁' }).click();
  await expect(page).toHaveURL(/#tnc-5$/);
  await expect(main.getByRole('heading', { level: 2, name: '5. 개인정보 처리의 위탁' })).toBeInViewport();
  expect(await blockingViolations(page)).toEqual([]);

  await page.goto('/kr/ko/cu/footer/privacy_vdpd');
  await expect(page.getByRole('region', { name: '본사 영상정보처리기기 설치 현황' })).toContainText('9층 엘리베이터 홀');
  await page.goto('/kr/ko/cu/footer/kakao');
  await expect(page.getByRole('main').getByRole('heading', { level: 2, name: '보내 드리는 알림' })).toBeVisible();
});

test('전자금융거래 이용약관 is reached from the footer, by its id and by TNC006', PHONE_ONLY, async ({ page }) => {
  await page.goto('/kr/ko');
  await page.getByRole('contentinfo').getByRole('link', { name: '전자금융거래 이용약관' }).click();
  await expect(page).toHaveURL(/\/cu\/tnc\/efinance$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2, name: '전자금융거래 이용약관' })).toBeVisible();
  await expect(main.getByRole('heading', { level: 3, name: '제5조(거래내용의 확인)' })).toBeVisible();
  await expect(main.getByText('시행일 2026년 9월 1일')).toBeVisible();
  await expect(main.locator('form.terms-versions')).toHaveCount(0);
  await expect(page.getByRole('region', { name: '전자금융거래 분쟁처리 담당자' })).toContainText('help@nokcha.shop');
  expect(await blockingViolations(page)).toEqual([]);

  await page.goto('/kr/ko/cu/tnc/pc-tnc-content/TNC006');
  await expect(page.getByRole('heading', { level: 2, name: '전자금융거래 이용약관' })).toBeVisible();
  await expect(page.getByText('이 약관은 2026년 9월 1일부터 시행합니다.')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
});

test('an unknown id, code or version is the 404 screen', PHONE_ONLY, async ({ page }) => {
  for (const path of [
    '/kr/ko/cu/tnc/nothing',
    '/kr/ko/cu/tnc/join-story',
    '/kr/ko/cu/tnc/pc-tnc-content/TNC999',
    '/kr/ko/cu/tnc/terms?version=99',
    '/kr/ko/cu/footer/terms?version=abc',
    '/kr/ko/cu/tnc/terms?version=0',
    `/kr/ko/cu/tnc/${'a'.repeat(41)}`,
    '/kr/ko/cu/tnc/%20',
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 2, name: '페이지를 찾을 수 없습니다' })).toBeVisible();
  }
});

test(
  '전자공고 shows the latest 결산공고 with earlier years and the 전자금융거래 안내, and 매장 입점 절차 its steps and costs',
  DESKTOP_ONLY,
  async ({ page }) => {
    await page.goto('/kr/ko/cu/support/financial');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2, name: '제5기 결산공고' })).toBeVisible();
    await expect(main.getByText('공고일 2026년 3월 27일')).toBeVisible();
    await expect(page.getByRole('region', { name: '손익계산서 (2025년 1월 1일부터 2025년 12월 31일까지, 단위: 원)' })).toContainText('2,606,846,186');
    await expect(main.getByRole('heading', { level: 2, name: '전자금융거래 안내' })).toBeVisible();
    await expect(main.getByText('분쟁처리 담당: 고객센터 1588-7720, 전자우편 help@nokcha.shop')).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
    await chooseVersion(page, '공고일 선택', '2025년 3월 28일');
    await expect(main.getByRole('heading', { level: 2, name: '제4기 결산공고' })).toBeVisible();
    await expect(page.getByRole('region', { name: '재무상태표 (2024년 12월 31일 현재, 단위: 원)' })).toContainText('24,115,897,816');
    await main.getByRole('link', { name: '전자금융거래 이용약관' }).click();
    await expect(page).toHaveURL(/\/cu\/tnc\/efinance$/);
    await expect(main.getByRole('heading', { level: 2, name: '전자금융거래 이용약관' })).toBeVisible();

    await page.goto('/kr/ko/cu/support/join-story');
    await expect(main.getByRole('heading', { level: 2, name: '개설 절차' })).toBeVisible();
    await expect(main.getByRole('listitem').filter({ hasText: '가맹 계약: 정보공개서를 받으신 날부터 14일이 지난 뒤' })).toBeVisible();
    await expect(page.getByRole('region', { name: /매장 개설 비용/ })).toContainText('5,500,000원');
    await expect(main.getByText('수정일 2026년 6월 1일')).toBeVisible();
    await expect(main.locator('form.terms-versions')).toHaveCount(0);
    expect(await blockingViolations(page)).toEqual([]);
  },
);
