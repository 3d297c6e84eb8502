/**
 * The campaign screens as a shopper meets them, on a phone and a desktop: the live list and a
 * broadcast, events and their coupons, editor postings, the sample market and the employee shop.
 * Data comes from the seeded built-in gateway through the static build.
 */
import { expect, test } from './support/fixtures';
import { POSTING_PAGE_SIZE } from '#shared/postings/posting-rules';

test.describe.configure({ mode: 'parallel' });

test('the live list shows what is on air and the upcoming schedule by day', async ({ page }) => {
  await page.goto('/kr/ko/dp/live');
  await expect(page.locator('html')).toHaveAttribute('data-page-type', 'LIVE_LIST');

  const onAir = page.locator('#live-onair');
  await expect(onAir.getByRole('heading', { name: /지금 방송 중/ })).toBeVisible();
  // The label is set in the browser from the broadcast's times, so it is right when the page is read.
  await expect(onAir.locator('[data-broadcast-status="live"] [data-broadcast-label]').first()).toHaveText('LIVE');

  const schedule = page.locator('#live-schedule');
  const firstDay = schedule.locator('.live-day__heading').first();
  await expect(firstDay).toHaveText(/^\d{1,2}월 \d{1,2}일\([일월화수목금토]\)$/);
  const upcoming = schedule.locator('.live-card').first();
  await expect(upcoming.locator('[data-broadcast-label]')).toHaveText('방송 예정');
  await expect(upcoming.locator('.live-card__time')).toHaveText(/^(오전|오후) \d{1,2}:\d{2} ~ (오전|오후) \d{1,2}:\d{2}$/);
});

test('a broadcast from the list has a player area, its schedule and linked products with prices', async ({ page }) => {
  await page.goto('/kr/ko/dp/live');
  const link = page.locator('#live-onair .live-card__link').first();
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/kr\/ko\/dp\/live-broadcast\?liveId=\d+$/);
  const title = (await link.locator('.live-card__title').textContent())!.trim();
  // The worker draws `?liveId=N` from D1 into the broadcast page's one shell.
  await link.click();
  await expect(page).toHaveURL(/\/kr\/ko\/dp\/live-broadcast\?liveId=\d+$/);
  await expect(page.locator('html')).toHaveAttribute('data-page-type', 'LIVE_DETAIL');
  await expect(page.getByRole('heading', { name: title })).toBeVisible();

  const player = page.locator('[data-live-player]');
  await expect(player).toBeVisible();
  await expect(player.locator('video')).toHaveAttribute('poster', /\/images\/live\/\d+\.svg$/);
  await expect(player.getByRole('button', { name: '방송 보기' })).toBeVisible();
  await expect(page.getByText(/방송 일시/)).toBeVisible();
  await expect(page.locator('.live-info time')).toHaveText(/(오전|오후) \d{1,2}:\d{2}/);

  const products = page.getByRole('list', { name: '방송 소개 상품' });
  await expect(products.getByRole('listitem').first()).toBeVisible();
  await expect(products.locator('.price__sale').first()).toHaveText(/^[\d,]+원$/);
});

test('pressing play on a broadcast whose stream cannot load says so in Korean', async ({ page }) => {
  // No streaming provider runs beside the test worker, so the playlist is missing: the player must not be a broken box.
  await page.route('**/*.m3u8', (route) => route.fulfill({ status: 404, body: '' }));
  await page.goto('/kr/ko/dp/live');
  await page.locator('#live-onair .live-card__link').first().click();
  await page.getByRole('button', { name: '방송 보기' }).click();
  await expect(page.locator('[data-player-message]')).toHaveText('방송을 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.', { timeout: 15_000 });
});

test('event list → event detail → 쿠폰 받기 asks a guest to log in', async ({ page }) => {
  await page.goto('/kr/ko/ca/event');
  await expect(page.locator('html')).toHaveAttribute('data-page-type', 'EVENT_LIST');
  const ongoing = page.locator('#events-ongoing');
  const card = ongoing.locator('.event-card').first();
  await expect(card.locator('.event-card__period')).toHaveText(/^\d{4}년 \d{1,2}월 \d{1,2}일\([일월화수목금토]\) ~ /);
  await expect(page.getByRole('heading', { name: '종료된 이벤트' })).toBeVisible();

  // An event with coupons: the list names how many it has.
  const withCoupons = ongoing.locator('.event-card', { hasText: /쿠폰 \d+종/ }).first();
  const title = (await withCoupons.locator('.event-card__title').textContent())!.trim();
  await withCoupons.getByRole('link').click();
  await expect(page).toHaveURL(/\/kr\/ko\/ca\/event\/\d+$/);
  await expect(page.locator('html')).toHaveAttribute('data-page-type', 'EVENT_DETAIL');
  await expect(page.getByRole('heading', { name: title })).toBeVisible();

  await expect(page.locator('[data-event-page][data-campaign-ready]')).toHaveCount(1);
  const download = page.getByRole('button', { name: '쿠폰 받기' }).first();
  await download.click();
  const dialog = page.getByRole('alertdialog', { name: '알림' });
  await expect(dialog).toContainText('로그인이 필요한 서비스입니다. 로그인하시겠습니까?');
  await dialog.getByRole('button', { name: '취소' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/kr\/ko\/ca\/event\/\d+$/);
});

test('an ended event says so and takes no coupon presses', async ({ page }) => {
  await page.goto('/kr/ko/ca/event');
  await page.locator('#events-ended .event-card__link').first().click();
  await expect(page.getByText('종료된 이벤트입니다')).toBeVisible();
  for (const button of await page.locator('button[data-coupon-id]').all()) await expect(button).toBeDisabled();
});

test('the posting list shows published postings only, newest first, on a PC in a grid across the page', async ({ page, request }, testInfo) => {
  const answer = await request.post('/api/dp/display/posting/v1/getPostingList', { data: { page: 1, size: 100 } });
  expect(answer.ok()).toBe(true);
  const { data } = (await answer.json()) as { data: { total: number; items: { title: string; publishedDttm: string }[] } };

  await page.goto('/kr/ko/dp/posting-list');
  await expect(page.getByText(`총 ${data.total}개의 포스팅`, { exact: false })).toBeVisible();
  const titles = page.locator('.posting-card h2');
  await expect(titles.first()).toHaveText(data.items[0].title);
  // Every posting on the page is one the gateway calls published.
  const published = new Set(data.items.map((item) => item.title));
  const shown = await page.locator('.posting-card h2').allTextContents();
  // The first page: other specs publish postings too, so there may be more than one page.
  expect(shown.length).toBe(Math.min(data.total, POSTING_PAGE_SIZE));
  for (const title of shown) expect(published.has(title.trim()), `${title} is published`).toBe(true);
  await expect(page.locator('.posting-card').first().locator('.posting-card__meta')).toHaveText(/^에디터 .+ · \d{4}년 \d{1,2}월 \d{1,2}일$/);
  if (testInfo.project.name !== 'desktop') return;
  // Side by side in rows that reach the page's right edge, not a column leaving the right third empty.
  const [first, second] = await Promise.all([0, 1].map(async (index) => (await page.locator('.posting-card').nth(index).boundingBox())!));
  expect(second.y).toBe(first.y);
  expect(second.x).toBeGreaterThan(first.x + first.width);
  const grid = (await page.locator('.posting-grid').boundingBox())!;
  const main = (await page.getByRole('main').boundingBox())!;
  expect(grid.x + grid.width).toBeGreaterThan(main.x + main.width - 40);
});

test('the sample market lists items with price, stock and 신청', async ({ page }) => {
  await page.goto('/kr/ko/dp/sample-market');
  const items = page.getByRole('list', { name: '샘플 목록' }).getByRole('listitem');
  await expect(items.first()).toBeVisible();
  await expect(items.first().locator('.sample-card__price')).toHaveText(/([\d,]+원|[\d,]+P)$/);
  await expect(page.locator('[data-sample-market][data-campaign-ready]')).toHaveCount(1);
  const open = page.getByRole('button', { name: '신청', exact: true }).first();
  await open.click();
  await expect(page.getByRole('alertdialog')).toContainText('준비하고 있습니다');
});

test('the employee shop tells a guest to log in', async ({ page }) => {
  await page.goto('/kr/ko/dp/employees');
  const shop = page.locator('[data-employee-shop]');
  await expect(shop.getByText('로그인이 필요한 서비스입니다.')).toBeVisible();
  const login = shop.getByRole('link', { name: '로그인', exact: true });
  await expect(login).toHaveAttribute('href', '/member/login?successUrl=%2Fkr%2Fko%2Fdp%2Femployees');
  // The explanation is part of the static page, for crawlers and visitors without script.
  await expect(page.getByRole('link', { name: '임직원 인증 안내', exact: true })).toBeVisible();
});
