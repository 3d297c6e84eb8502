/**
 * Stores and 마이샵: a visitor finds stores by region, service and road address and
 * opens one in a map; a member registers a 마이샵 and, on a clock the test moves (`X-Test-Now`,
 * honoured only because the e2e worker runs with TEST_CLOCK=on), may change or delete it only a
 * month after registering.
 */
import { blockingViolations } from './support/axe';
import { choose, noticed } from './support/dialogs';
import { expect, test } from './support/fixtures';
import { newShopper } from './support/shopper';
import { layoutShift } from './support/layout-shift';
import { PHONE_ONLY } from './support/one-layout';

const DAY_MS = 86_400_000;

test('a visitor finds a store by region, service and address and opens it in Kakao Map or Naver Map', async ({ page }, testInfo) => {
  await page.goto('/kr/ko/cu/support/my-shop');
  // The list has loaded, so the island answers the filters.
  await expect(page.getByRole('status').filter({ hasText: '매장 39곳' })).toBeVisible();
  // The stores (and on a PC the map) fill in room the page held for them: nothing jumped.
  expect(await layoutShift(page)).toBeLessThanOrEqual(0.1);
  const search = page.getByRole('search', { name: '매장 검색' });
  const cards = page.getByRole('article');
  const map = page.getByRole('region', { name: '지역별 매장' });
  if (testInfo.project.name === 'phone') {
    await expect(map).toHaveCount(0);
    await search.getByLabel('지역').selectOption({ label: '제주' });
  } else {
    // A PC has the list beside the map of the regions, where a tile chooses its region.
    const list = (await cards.first().boundingBox())!;
    const panel = (await map.boundingBox())!;
    expect(panel.x).toBeGreaterThan(list.x + list.width);
    expect(panel.y).toBeLessThan(list.y + list.height);
    await map.getByRole('button', { name: '제주 2곳' }).click();
    await expect(search.getByLabel('지역')).toHaveValue('JEJU');
  }
  await expect(cards).toHaveCount(2);
  await expect(cards.first()).toContainText('녹차숍 제주연동점');
  await expect(cards.first()).toContainText('제주특별자치도 제주시 연동로 8');
  await expect(cards.first()).toContainText('공병 수거');
  await search.getByLabel('서비스').selectOption({ label: '매장 픽업' });
  await expect(cards).toHaveCount(1);
  await search.getByLabel('지역').selectOption({ label: '전체 지역' });
  await search.getByLabel('서비스').selectOption({ label: '전체 서비스' });
  await search.getByLabel('매장명·주소').fill('강남대로');
  await search.getByRole('button', { name: '검색' }).click();
  await expect(cards).toHaveCount(1);
  const gangnam = cards.first();
  await expect(gangnam).toContainText('녹차숍 강남역점');
  await expect(gangnam.getByRole('link', { name: /카카오맵에서 보기/ })).toHaveAttribute('href', /^https:\/\/map\.kakao\.com\/link\/search\//);
  await expect(gangnam.getByRole('link', { name: /네이버 지도에서 보기/ })).toHaveAttribute('href', /^https:\/\/map\.naver\.com\/p\/search\//);
  await expect(gangnam.getByRole('link', { name: '02-3453-1101' })).toHaveAttribute('href', 'tel:02-3453-1101');
  expect(await blockingViolations(page)).toEqual([]);
  await search.getByLabel('매장명·주소').fill('없는매장이름');
  await search.getByRole('button', { name: '검색' }).click();
  await expect(page.getByRole('heading', { name: '조건에 맞는 매장이 없습니다' })).toBeVisible();
});

test('a member registers a 마이샵 and may change or delete it only a month later', PHONE_ONLY, async ({ page }, testInfo) => {
  await newShopper(page, testInfo, { points: 10, memo: '마이샵 e2e', coupons: [] });
  const start = Date.now();
  const at = (ms: number) => page.context().setExtraHTTPHeaders({ 'X-Test-Now': String(ms) });
  await at(start);
  await page.goto('/kr/ko/cu/mypage/my-shop');
  await expect(page.getByText('아직 마이샵이 없습니다.')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: '매장 39곳' })).toBeVisible();
  const search = page.getByRole('search', { name: '매장 검색' });
  await search.getByLabel('지역').selectOption({ label: '서울' });
  await page.getByRole('button', { name: '녹차숍 강남역점 마이샵으로 등록' }).click();
  await choose(page, '등록');
  await noticed(page, '마이샵이 등록되었습니다.');
  const mine = page.getByRole('region', { name: '나의 마이샵' });
  await expect(mine).toContainText('녹차숍 강남역점');
  await expect(mine).toContainText('부터 변경·삭제할 수 있습니다');

  // Within the month neither a change nor 삭제 can be started, and each says from which day it can.
  await expect(page.getByRole('button', { name: '녹차숍 명동본점 마이샵으로 변경' })).toBeDisabled();
  const remove = mine.getByRole('button', { name: '마이샵 삭제' });
  await expect(remove).toBeDisabled();
  await expect(remove).toHaveAccessibleDescription(/\d{4}년 \d{1,2}월 \d{1,2}일\(.\)부터 변경·삭제할 수 있습니다/);
  await expect(mine).toContainText('녹차숍 강남역점');

  // A month and a day later it may be changed, which starts a new month.
  await at(start + 32 * DAY_MS);
  await page.reload();
  await expect(mine).toContainText('지금 변경·삭제할 수 있습니다');
  await expect(page.getByRole('status').filter({ hasText: '매장 39곳' })).toBeVisible();
  await search.getByLabel('지역').selectOption({ label: '서울' });
  await page.getByRole('button', { name: '녹차숍 명동본점 마이샵으로 변경' }).click();
  await choose(page, '변경');
  await noticed(page, '마이샵이 등록되었습니다.');
  await expect(mine).toContainText('녹차숍 명동본점');
  expect(await blockingViolations(page)).toEqual([]);

  await at(start + 64 * DAY_MS);
  await page.reload();
  await mine.getByRole('button', { name: '마이샵 삭제' }).click();
  await choose(page, '삭제');
  await noticed(page, '마이샵이 삭제되었습니다.');
  await expect(page.getByText('아직 마이샵이 없습니다.')).toBeVisible();
});
