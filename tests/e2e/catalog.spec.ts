/**
 * The catalog as a shopper browses it, on a phone and on a desktop: a category from the all-menu,
 * sorting and paging (품절 last), a product with its options and price, the buttons that are not ready yet,
 * the shopping log across a reload, the hot deal countdown, the main page's shelves, live and event
 * strips, the banner tracking and the 404 for an unknown product.
 */
import type { Locator, Page } from '@playwright/test';
import { PRODUCT_LIST_PAGE_SIZE, productListUrl } from '#shared/catalog/paths';
import type { ProductCard } from '#shared/schemas/display-calls';
import { expect, test } from './support/fixtures';
import { isPhone } from './support/members';
import { PHONE_ONLY } from './support/one-layout';
import { gatewayData } from './support/orders';

const WON = /^\d{1,3}(,\d{3})*원$/;

async function salePrices(grid: Locator): Promise<number[]> {
  const texts = await grid.locator('.price__sale').allTextContents();
  return texts.map((text) => Number(text.replace(/\D/g, '')));
}

async function cardNames(grid: Locator): Promise<string[]> {
  return grid.locator('.pcard__name').allTextContents();
}

/** The all-menu: the action bar's 카테고리 on a phone, the header's 전체 카테고리 on a desktop. */
async function openAllMenu(page: Page, phone: boolean): Promise<void> {
  await page.goto('/kr/ko');
  if (phone) await page.getByRole('link', { name: '카테고리', exact: true }).click();
  else await page.getByRole('navigation', { name: '카테고리', exact: true }).getByRole('link', { name: '전체 카테고리' }).click();
  await page.waitForURL('**/kr/ko/dp/all-menu');
}

test('browse a category, sort by price, page on, narrow to a subcategory and open a product', async ({ page }, testInfo) => {
  // Seven page loads in one flow.
  test.slow();
  await openAllMenu(page, isPhone(testInfo));
  await page
    .getByRole('navigation', { name: '전체 카테고리' })
    .getByRole('link', { name: /^스킨케어/ })
    .first()
    .click();
  await page.waitForURL((url) => url.pathname === '/kr/ko/dp/product-list' && url.searchParams.get('catNm') === '스킨케어');
  const grid = page.getByRole('list', { name: '스킨케어 상품' });
  await expect(grid.getByRole('listitem')).toHaveCount(20);
  await expect(page.getByText(/^총 \d+개$/)).toBeVisible();
  // The subcategories' row sits under a line with room on both sides: the line crosses no chip.
  const filter = page.getByRole('navigation', { name: '카테고리 선택' });
  const categories = (await filter.getByRole('list').first().boundingBox())!;
  const subcategories = filter.getByRole('list', { name: '스킨케어 세부 카테고리' });
  const line = (await subcategories.boundingBox())!;
  expect(line.y - (categories.y + categories.height)).toBeGreaterThanOrEqual(8);
  expect((await subcategories.getByRole('link').first().boundingBox())!.y - line.y).toBeGreaterThanOrEqual(8);

  await page.getByRole('navigation', { name: '정렬' }).getByRole('link', { name: '낮은 가격순' }).click();
  await page.waitForURL((url) => url.searchParams.get('sort') === 'priceAsc');
  await expect(page.getByRole('navigation', { name: '정렬' }).getByRole('link', { name: '낮은 가격순' })).toHaveAttribute('aria-current', 'page');
  const firstPage = await salePrices(grid);
  expect(firstPage.length).toBe(20);
  expect(firstPage, 'prices ascend').toEqual([...firstPage].sort((a, b) => a - b));
  const firstNames = await cardNames(grid);

  await page.getByRole('navigation', { name: '페이지 이동' }).getByRole('link', { name: '2 페이지' }).click();
  await page.waitForURL((url) => url.searchParams.get('page') === '2' && url.searchParams.get('sort') === 'priceAsc');
  await expect(page.getByRole('navigation', { name: '페이지 이동' }).getByRole('link', { name: '2 페이지' })).toHaveAttribute('aria-current', 'page');
  const secondNames = await cardNames(grid);
  expect(secondNames.length).toBeGreaterThan(0);
  expect(
    secondNames.filter((name) => firstNames.includes(name)),
    'page 2 shows other products',
  ).toEqual([]);
  const secondPage = await salePrices(grid);
  expect(secondPage[0]).toBeGreaterThanOrEqual(firstPage[firstPage.length - 1]);

  await page.getByRole('navigation', { name: '카테고리 선택' }).getByRole('link', { name: /^크림/ }).click();
  await page.waitForURL((url) => url.searchParams.get('subCatNm') === '크림' && url.searchParams.get('catNm') === '스킨케어');
  const creams = page.getByRole('list', { name: '크림 상품' });
  // A card whose 품절 overlay is hidden: a product that can be bought.
  const card = creams
    .getByRole('listitem')
    .filter({ has: page.locator('.pcard__soldout[hidden]') })
    .first();
  const name = (await card.locator('.pcard__name').textContent())!;
  await card.getByRole('link').click();
  await page.waitForURL('**/kr/ko/dp/product/*');

  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.locator('.pd__price .price__sale')).toHaveText(WON);
  const options = page.getByRole('group', { name: '옵션 선택' }).getByRole('radio');
  expect(await options.count()).toBeGreaterThan(0);
  const option = page.getByRole('group', { name: '옵션 선택' }).getByRole('radio', { disabled: false }).first();
  await option.check();
  await expect(option).toBeChecked();
  await expect(page.locator('[data-purchase-total]')).toHaveText(WON);

  await page.getByRole('button', { name: '장바구니', exact: true }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('장바구니에 담았습니다.');
  await dialog.getByRole('button', { name: '계속 쇼핑하기' }).click();
  await expect(dialog).toHaveCount(0);
});

test('a subcategory in 인기순 shows its 품절 cards after every buyable one', PHONE_ONLY, async ({ page, request }) => {
  // Of the seeded subcategories whose whole list fits a page and holds both kinds, the one with the most 품절 (에센스/세럼).
  const pages = await Promise.all(
    [1, 2].map((listPage) =>
      request
        .post('/api/dp/display/product/v1/getProductList', { data: { size: 200, page: listPage } })
        .then((response) => gatewayData<{ items: ProductCard[] }>(response)),
    ),
  );
  const bySub = Map.groupBy(
    pages.flatMap((data) => data.items),
    (card) => `${card.catNm}|${card.subCatNm}`,
  );
  const soldOutCount = (cards: ProductCard[]) => cards.filter((card) => card.soldOutYn === 'Y').length;
  const mixed = [...bySub]
    .filter(([, cards]) => cards.length <= PRODUCT_LIST_PAGE_SIZE && new Set(cards.map((card) => card.soldOutYn)).size === 2)
    .sort(([, a], [, b]) => soldOutCount(b) - soldOutCount(a))
    .at(0);
  expect(mixed, 'a seeded subcategory with sold-out and buyable products on one page').toBeDefined();
  const [catNm, subCatNm] = mixed![0].split('|');

  await page.goto(productListUrl({ catNm, subCatNm }));
  await expect(page.getByRole('navigation', { name: '정렬' }).getByRole('link', { name: '인기순' })).toHaveAttribute('aria-current', 'page');
  const cards = page.getByRole('list', { name: `${subCatNm} 상품` }).getByRole('listitem');
  await expect(cards).toHaveCount(mixed![1].length);
  const soldOut = await Promise.all((await cards.all()).map((card) => card.getByText('품절', { exact: true }).isVisible()));
  expect(soldOut, '품절 cards last').toEqual([...soldOut].sort((a, b) => Number(a) - Number(b)));
  expect(soldOut).toContain(true);
  expect(soldOut).toContain(false);
});

test('the shopping log keeps a viewed product over a reload and can be cleared', PHONE_ONLY, async ({ page }) => {
  await page.goto('/kr/ko/dp/best');
  const card = page.getByRole('list', { name: '전체 베스트' }).getByRole('listitem').first();
  const name = (await card.locator('.pcard__name').textContent())!;
  await card.getByRole('link').click();
  await page.waitForURL('**/kr/ko/dp/product/*');
  await expect(page.getByRole('heading', { name })).toBeVisible();

  await page.goto('/kr/ko/dp/shopping-log');
  await page.reload();
  const log = page.getByRole('list', { name: '최근 본 상품 목록' });
  await expect(log.getByRole('link', { name: new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })).toBeVisible();
  await expect(log.getByRole('button', { name: `${name} 삭제` })).toBeVisible();

  await page.getByRole('button', { name: '전체 삭제' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '삭제' }).click();
  await expect(page.getByText('최근 본 상품이 없습니다.')).toBeVisible();
  await page.reload();
  await expect(page.getByText('최근 본 상품이 없습니다.')).toBeVisible();
  await expect(page.getByRole('link', { name: '베스트 상품 보러 가기' })).toBeVisible();
});

test('the hot deal countdown ticks', async ({ page }) => {
  await page.goto('/kr/ko/dp/hot-deal');
  const timer = page.getByRole('timer').first();
  await expect(timer).toHaveText(/\d{2}:\d{2}:\d{2} 남음$/);
  const before = await timer.textContent();
  await expect.poll(() => timer.textContent(), { timeout: 4000 }).not.toBe(before);
});

test('the main page shows event banners, best sellers, live broadcasts, new arrivals, hot deals and events, and banners are tracked', async ({
  page,
}, testInfo) => {
  await page.goto('/kr/ko');
  if (isPhone(testInfo)) {
    // The phone header's logo is in the middle of the screen, whatever the buttons beside it.
    const logo = (await page.getByRole('banner').getByRole('link', { name: '녹차숍 홈' }).boundingBox())!;
    expect(Math.abs(logo.x + logo.width / 2 - page.viewportSize()!.width / 2)).toBeLessThan(3);
  } else {
    // The PC header's buttons end where its row ends (the category bar's edge), not just after the search box.
    const buttons = (await page.getByRole('navigation', { name: '내 쇼핑' }).boundingBox())!;
    const row = (await page.getByRole('navigation', { name: '카테고리' }).getByRole('list').first().boundingBox())!;
    expect(row.x + row.width - (buttons.x + buttons.width)).toBeLessThan(40);
  }
  for (const title of ['베스트', '신상품', '오늘의 특가']) {
    await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
    expect(await page.getByRole('list', { name: title, exact: true }).getByRole('listitem').count(), `${title} products`).toBeGreaterThan(0);
  }

  // 지금 라이브: the seed always has a broadcast on air or to come, each labelled for now.
  const live = page.getByRole('region', { name: '지금 라이브' });
  await expect(live.getByRole('heading', { name: '지금 라이브' })).toBeVisible();
  const broadcasts = live.getByRole('list', { name: '지금 라이브' }).getByRole('listitem');
  expect(await broadcasts.count()).toBeGreaterThan(0);
  expect(await broadcasts.count()).toBeLessThanOrEqual(4);
  await expect(broadcasts.first().getByRole('link')).toHaveAttribute('href', /\/kr\/ko\/dp\/live-broadcast\?liveId=\d+$/);
  for (const label of await broadcasts.locator('[data-broadcast-label]').allTextContents()) expect(['LIVE', '방송 예정']).toContain(label);
  await expect(live.getByRole('link', { name: '라이브 전체보기' })).toHaveAttribute('href', '/kr/ko/dp/live');

  // 진행 중인 이벤트: running events only, each to its page.
  const events = page.getByRole('region', { name: '진행 중인 이벤트' });
  const eventCards = events.getByRole('list', { name: '진행 중인 이벤트' }).getByRole('listitem');
  expect(await eventCards.count()).toBeGreaterThan(0);
  expect(await eventCards.count()).toBeLessThanOrEqual(4);
  await expect(eventCards.getByText('종료', { exact: true })).toHaveCount(0);
  await expect(eventCards.first().getByRole('link')).toHaveAttribute('href', /\/kr\/ko\/ca\/event\/\d+$/);
  await expect(events.getByRole('link', { name: '이벤트 전체보기' })).toHaveAttribute('href', '/kr/ko/ca/event');

  // The first banner is a running event with its artwork; the standing promotions follow.
  const banners = page.getByRole('region', { name: '기획전' }).getByRole('link');
  const firstBanner = banners.first();
  const eventHref = await firstBanner.getAttribute('href');
  const eventId = /^\/kr\/ko\/ca\/event\/(\d+)$/.exec(eventHref ?? '')?.[1];
  expect(eventId, `first banner links to an event (${eventHref})`).toBeTruthy();
  await expect(firstBanner.locator('img')).toHaveAttribute('src', `/images/events/${eventId}.svg`);
  // Its artwork shows the title: the caption names the link for screen readers only, so the eye reads it once.
  const title = (await firstBanner.locator('.hero__title').textContent()) ?? '';
  await expect(firstBanner).toHaveAccessibleName(new RegExp(title));
  expect(await firstBanner.locator('.hero__title').evaluate((node) => node.getBoundingClientRect().width)).toBeLessThanOrEqual(1);

  // Keep the page (and its dataLayer) so the events can be read after the clicks.
  await page.evaluate(() => document.addEventListener('click', (event) => event.preventDefault()));
  await firstBanner.click();
  await page.getByRole('link', { name: /녹차숍 베스트 100/ }).click();
  const promotions = () =>
    page.evaluate(() =>
      (window.dataLayer ?? []).flatMap((entry) => {
        const { event, ecommerce } = entry as { event?: string; ecommerce?: unknown };
        return event === 'select_promotion' ? [ecommerce] : [];
      }),
    );
  await expect.poll(promotions).toEqual([
    expect.objectContaining({
      promotion_id: `event-${eventId}`,
      promotion_name: expect.any(String),
      creative_slot: 'main_banner_1',
      location_id: 'main_banner',
    }),
    expect.objectContaining({ promotion_id: 'best-weekly', promotion_name: '이번 주 베스트', creative_slot: expect.stringMatching(/^main_banner_\d+$/) }),
  ]);
});

test('an unknown product code gets the 404 screen', async ({ page }) => {
  const response = await page.goto('/kr/ko/dp/product/NOPE999');
  expect(response?.status()).toBe(404);
});
