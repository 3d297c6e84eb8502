/**
 * The customer centre's notices and FAQ, drawn by the worker from D1 into static
 * pages (ADR 023): pinned notices first, search, a notice with its neighbours, an unknown notice as
 * the 404 screen; FAQ categories and a 초성 search with the answer opening in place, all without
 * script, and everything typed escaped.
 */
import { blockingViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { DESKTOP_ONLY, PHONE_ONLY } from './support/one-layout';

test('notices: pinned first, search, a notice with the previous and next, and 404 for an unknown one', PHONE_ONLY, async ({ page }) => {
  await page.goto('/kr/ko/cu/support/notice');
  const items = page.locator('.notice-list__item');
  await expect(items.first()).toContainText('공지');
  await expect(items.first()).toContainText('설 연휴 배송 및 고객센터 운영 일정');
  expect(await blockingViolations(page)).toEqual([]);

  const search = page.getByRole('search', { name: '공지사항 검색' });
  await search.getByRole('searchbox').fill('포인트 지급');
  await search.getByRole('button', { name: '검색' }).click();
  await expect(page).toHaveURL(/keyword=/);
  await expect(page.getByText('‘포인트 지급’ 검색 결과 1건')).toBeVisible();
  // The pinned notices do not mention it, so they are not listed: one found, one listed.
  await expect(items).toHaveCount(1);
  await page.getByRole('link', { name: '리뷰 포인트 지급 기준 변경 안내' }).click();
  const notice = page.getByRole('article', { name: '리뷰 포인트 지급 기준 변경 안내' });
  await expect(notice).toContainText('포토 리뷰: 300P');
  await expect(page).toHaveTitle('리뷰 포인트 지급 기준 변경 안내 | 녹차숍');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/kr\/ko\/cu\/support\/notice\?noticeNo=\d+$/);
  await expect(page.getByRole('list', { name: '이전 글과 다음 글' })).toContainText('다음 글');
  await page.getByRole('link', { name: '목록' }).click();
  await expect(page.getByText('‘포인트 지급’ 검색 결과 1건')).toBeVisible();

  const unknown = await page.goto('/kr/ko/cu/support/notice?noticeNo=987654');
  expect(unknown?.status()).toBe(404);
  const typed = await page.goto(`/kr/ko/cu/support/notice?keyword=${encodeURIComponent('<script>alert(1)</script>')}`);
  expect(typed?.status()).toBe(200);
  await expect(page.getByText('‘<script>alert(1)</script>’ 검색 결과 0건')).toBeVisible();
});

test('FAQ: a category, a 초성 search and the answer opening in place', DESKTOP_ONLY, async ({ page }) => {
  await page.goto('/kr/ko/cu/support/faq');
  const tabs = page.getByRole('navigation', { name: 'FAQ 분류' });
  await tabs.getByRole('link', { name: '배송' }).click();
  await expect(tabs.getByRole('link', { name: '배송' })).toHaveAttribute('aria-current', 'page');
  await expect(page.locator('.faq-item')).toHaveCount(3);
  await tabs.getByRole('link', { name: '전체' }).click();
  const search = page.getByRole('search', { name: '자주 묻는 질문 검색' });
  await search.getByRole('searchbox').fill('ㅎㅂ');
  await search.getByRole('searchbox').press('Enter');
  await expect(page).toHaveURL(/keyword=%E3%85%8E%E3%85%82/);
  await expect(page.getByText(/‘ㅎㅂ’ 검색 결과 \d+건/)).toBeVisible();
  const question = page.getByText('반품하면 환불은 언제 되나요?');
  await expect(question).toBeVisible();
  await question.click();
  await expect(page.getByText('반품 상품이 도착해 확인이 끝나면 3영업일 안에')).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
});

test('the customer centre’s home: phone and hours, shortcuts, the most asked questions and the latest notices', async ({ page }) => {
  for (const path of ['/kr/ko/cu/support', '/kr/ko/cu']) {
    await page.goto(path);
    const call = page.getByRole('region', { name: '고객센터' });
    await expect(call.getByRole('link', { name: '1588-7720' })).toHaveAttribute('href', 'tel:1588-7720');
    await expect(page.getByRole('navigation', { name: '고객센터 바로가기' }).getByRole('link')).toHaveCount(6);
    const faqs = page.getByRole('region', { name: '자주 묻는 질문' });
    await expect(faqs.locator('.faq-item')).toHaveCount(5);
    await faqs.getByText('배송은 얼마나 걸리나요?').click();
    await expect(faqs.getByText('평일 오후 2시 전 결제한 주문은 당일 출고되며')).toBeVisible();
    await expect(page.getByRole('region', { name: '공지사항' }).locator('.notice-list__item')).toHaveCount(5);
  }
  expect(await blockingViolations(page)).toEqual([]);
  await page.getByRole('link', { name: '공지사항 더보기' }).click();
  await expect(page).toHaveURL(/\/cu\/support\/notice$/);
});
