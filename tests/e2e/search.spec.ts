/**
 * Search as a shopper uses it, through the real worker and gateway: a full word, 초성,
 * a two-letter word and English-layout typing; autocomplete; sort, pages, filters and the URL; the
 * empty result; recent searches kept in IndexedDB across a reload and deleted; a member's recent
 * searches following them to another browser; and the same results, filters and pages with
 * JavaScript off, since the worker draws them into the HTML (docs/decisions/043-search-drawn-at-the-edge.md).
 */
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { blockingViolations } from './support/axe';
import { eventsNamed, handedOn, waitForEcommerce } from './support/data-layer';
import { joinByApi, logIn, newMember } from './support/members';
import { DESKTOP_ONLY, PHONE_ONLY } from './support/one-layout';

const SEARCH = '/kr/ko/dp/search';

/** CSP violations and console errors of the page, collected from before its first script runs. */
async function watch(page: Page): Promise<{ problems: () => Promise<string[]> }> {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  await page.addInitScript(() => {
    const seen: string[] = ((window as unknown as { cspViolations: string[] }).cspViolations = []);
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  return {
    problems: async () => [...errors, ...(await page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? []))],
  };
}

/** Opens the search screen (or a URL of it) once its script has run. */
async function open(page: Page, url = SEARCH): Promise<void> {
  await page.goto(url, { waitUntil: 'load' });
}

const field = (page: Page) => page.getByRole('combobox', { name: '검색어' });
const resultNames = (page: Page) => page.locator('#search-results .pcard__name');
const sorts = (page: Page) => page.getByRole('navigation', { name: '정렬' });

/** The page shows the search for `q`, by the URL. */
async function expectSearchOf(page: Page, q: string): Promise<void> {
  await expect(page).toHaveURL((url) => url.pathname === SEARCH && url.searchParams.get('q') === q);
}

async function search(page: Page, text: string): Promise<void> {
  await field(page).fill(text);
  await page.locator('main').getByRole('button', { name: '검색', exact: true }).click();
  await expectSearchOf(page, text);
  await expect(page.getByRole('heading', { name: `'${text}' 검색 결과` })).toBeAttached({ timeout: 15_000 });
}

/** Opens the filters where a phone folds them and picks the first category; its name and count as the option says them. */
async function chooseFirstCategory(page: Page): Promise<{ catNm: string; count: string }> {
  const filters = page.locator('details.result-filters');
  if (!(await filters.evaluate((details) => (details as HTMLDetailsElement).open))) await filters.locator('summary').click();
  const category = page.locator('main').getByLabel('카테고리', { exact: true });
  const option = (await category.locator('option').nth(1).textContent()) ?? '';
  const [, catNm, count] = /^(.+) \(([\d,]+)\)$/.exec(option) ?? [];
  await category.selectOption({ index: 1 });
  return { catNm, count };
}

async function expectNamesContain(page: Page, word: string, atLeast: number): Promise<void> {
  await expect(page.getByText(/^총 [\d,]+개$/)).toBeVisible();
  const names = await resultNames(page).allTextContents();
  expect(names.length).toBeGreaterThanOrEqual(atLeast);
  expect(
    names.slice(0, atLeast).every((name) => name.includes(word)),
    names.join(', '),
  ).toBe(true);
}

test('search by a full word: results with it, cards with prices, no CSP violation', async ({ page }) => {
  const watcher = await watch(page);
  await open(page);
  await search(page, '세럼');
  await expectNamesContain(page, '세럼', 5);
  const card = page.locator('#search-results .pcard').first();
  await expect(card.locator('img')).toHaveJSProperty('complete', true);
  await expect(card.locator('.price__sale')).toHaveText(/[\d,]+원$/);
  await expect(card.locator('a.pcard__link')).toHaveAttribute('href', /^\/kr\/ko\/dp\/product\/[A-Za-z0-9]+$/);
  expect(await page.evaluate(() => JSON.stringify(window.dataLayer ?? []))).toContain('"event":"search","search_term":"세럼"');
  expect(await blockingViolations(page)).toEqual([]);
  expect(await watcher.problems()).toEqual([]);
});

test('on a PC the header’s search box holds the query of the results shown, and searches again from there', DESKTOP_ONLY, async ({ page }) => {
  await page.goto(`${SEARCH}?q=${encodeURIComponent('세럼')}`);
  const headerField = page.getByRole('search').first().getByRole('searchbox', { name: '상품 검색' });
  await expect(headerField).toHaveValue('세럼');
  await headerField.fill('크림');
  await headerField.press('Enter');
  await expect(page).toHaveURL(/q=%ED%81%AC%EB%A6%BC/);
  await expect(page.getByRole('search').first().getByRole('searchbox', { name: '상품 검색' })).toHaveValue('크림');
});

test('the results page starts with a small script and no React; the suggestions come with the first keystroke', async ({ page }) => {
  const scripts: { url: string; body: Buffer; beforeLoad: boolean }[] = [];
  let loaded = false;
  page.on('load', () => (loaded = true));
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const beforeLoad = !loaded;
    scripts.push({ url: response.url(), body: await response.body(), beforeLoad });
  });
  await open(page, `${SEARCH}?q=${encodeURIComponent('세럼')}`);
  await expect(resultNames(page).first()).toBeVisible();
  await expect.poll(() => scripts.filter((script) => script.beforeLoad).length).toBeGreaterThan(0);
  const startup = scripts.filter((script) => script.beforeLoad);
  const gzipBytes = startup.reduce((sum, script) => sum + gzipSync(script.body).length, 0);
  expect(gzipBytes, startup.map((script) => script.url).join('\n')).toBeLessThanOrEqual(10_000);
  expect(
    scripts.some((script) => /react-dom|__SECRET_INTERNALS|react\.production/.test(script.body.toString())),
    'React was loaded',
  ).toBe(false);

  const suggestionCode = () => scripts.filter((script) => /\/search-box\.[\w-]+\.js$/.test(script.url));
  expect(suggestionCode()).toEqual([]);
  await field(page).clear();
  await field(page).pressSequentially('크림', { delay: 40 });
  await expect(page.getByRole('listbox', { name: '추천 검색어' })).toBeVisible();
  expect(suggestionCode().map((script) => script.beforeLoad)).toEqual([false]);
});

test('results are one GA4 list counted across pages; 담기 is the search page’s purchase event', PHONE_ONLY, async ({ page }) => {
  await open(page, `${SEARCH}?q=${encodeURIComponent('크림')}&page=2`);
  const [list] = await waitForEcommerce(page, 'view_item_list');
  expect(list).toMatchObject({ currency: 'KRW', item_list_id: 'search-results', item_list_name: '검색 결과' });
  expect((list.items as { index: number }[]).map((item) => item.index).slice(0, 2)).toEqual([21, 22]);

  const first = page.locator('#search-results .pcard').first();
  const name = await first.locator('.pcard__name').textContent();
  await first.locator('a.pcard__link').click();
  await page.waitForURL(/\/dp\/product\//);
  expect((await handedOn(page, 'select_item')).ecommerce).toMatchObject({
    item_list_id: 'search-results',
    items: [expect.objectContaining({ item_name: name, index: 21 })],
  });

  await page.goBack();
  await page.locator('#search-results button[data-card-cart]:not([disabled])').first().click();
  await expect.poll(async () => (await eventsNamed(page, 'purchasesrpbtn')).length).toBe(1);
});

test('search by 초성 and by a two-letter word', PHONE_ONLY, async ({ page }) => {
  await open(page);
  await search(page, 'ㅅㄹ');
  await expectNamesContain(page, '세럼', 3);
  await search(page, '크림');
  await expectNamesContain(page, '크림', 5);
});

test('English-layout typing finds the Hangul word and says so', PHONE_ONLY, async ({ page }) => {
  const watcher = await watch(page);
  await open(page, `${SEARCH}?q=tpfja`);
  await expect(page.getByText("'세럼'(으)로 검색한 결과입니다.")).toBeVisible();
  await expectNamesContain(page, '세럼', 5);
  await expect(field(page)).toHaveValue('tpfja');
  // A field with text offers clearing it, not a scan.
  await expect(page.getByRole('button', { name: '검색어 지우기' })).toBeVisible();
  await expect(page.getByRole('button', { name: '바코드 스캔' })).toBeHidden();
  expect(await watcher.problems()).toEqual([]);
});

test('autocomplete suggests while typing and is keyboard navigable', async ({ page }) => {
  await open(page);
  await field(page).pressSequentially('세럼', { delay: 40 });
  const list = page.getByRole('listbox', { name: '추천 검색어' });
  await expect(list).toBeVisible();
  const options = list.getByRole('option');
  await expect(options.first()).toBeVisible();
  expect(await options.count()).toBeGreaterThan(1);
  await expect(list.locator('mark').first()).toHaveText('세럼');

  await field(page).press('ArrowDown');
  await field(page).press('ArrowDown');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(field(page)).toHaveAttribute('aria-activedescendant', 'search-suggestions-1');
  await expect(field(page)).toHaveAttribute('aria-expanded', 'true');
  expect(await blockingViolations(page)).toEqual([]);
  const chosen = (await options.nth(1).locator('span').first().textContent()) ?? '';
  await field(page).press('Enter');
  await expectSearchOf(page, chosen);
  await expect(list).toBeHidden();
  await expect(resultNames(page).first()).toBeVisible();
});

test('sort and pages live in the URL: reload, back and forward show the same results', PHONE_ONLY, async ({ page }) => {
  await open(page);
  await search(page, '크림');
  await sorts(page).getByRole('link', { name: '낮은 가격순' }).click();
  await expect(page).toHaveURL(/sort=priceAsc/);
  const prices = (await page.locator('#search-results .price__sale').allTextContents()).map((text) => Number(text.replace(/\D/g, '')));
  expect(prices).toEqual([...prices].sort((a, b) => a - b));

  const firstOfPage1 = await resultNames(page).first().textContent();
  await page.getByRole('navigation', { name: '검색 결과 페이지' }).getByRole('link', { name: '2 페이지' }).click();
  await expect(page).toHaveURL(/sort=priceAsc&page=2$/);
  await expect(page.getByRole('navigation', { name: '검색 결과 페이지' }).locator('[aria-current="page"]')).toHaveText(/2/);
  const firstOfPage2 = await resultNames(page).first().textContent();
  expect(firstOfPage2).not.toBe(firstOfPage1);

  await page.reload();
  await expect(resultNames(page).first()).toHaveText(firstOfPage2 ?? '');
  await page.goBack();
  await expect(page).toHaveURL(/sort=priceAsc$/);
  await expect(resultNames(page).first()).toHaveText(firstOfPage1 ?? '');
  await expect(sorts(page).locator('[aria-current="page"]')).toHaveText('낮은 가격순');
  await page.goForward();
  await expect(resultNames(page).first()).toHaveText(firstOfPage2 ?? '');

  // A category filter: folded on a phone, open on PC; its count is the filtered total.
  // Choosing is enough: the form goes without 적용, and its empty fields stay out of the address.
  const { catNm, count } = await chooseFirstCategory(page);
  await expect(page).toHaveURL((url) => url.searchParams.get('catNm') === catNm && !url.searchParams.has('page') && !url.searchParams.has('brandCd'));
  await expect(page.getByText(/^총 [\d,]+개$/)).toHaveText(`총 ${count}개`);
});

test('a search that finds nothing offers other keywords', async ({ page }) => {
  await open(page);
  await search(page, '뷁뷁');
  await expect(page.getByText("'뷁뷁'에 대한 검색 결과가 없습니다.")).toBeVisible();
  const offered = page.getByRole('region', { name: '이런 검색어는 어떠세요?' }).getByRole('link');
  await expect(offered.first()).toBeVisible();
  const keyword = (await offered.first().textContent()) ?? '';
  await offered.first().click();
  await expectSearchOf(page, keyword);
  await expect(resultNames(page).first()).toBeVisible();
});

test('recent searches appear newest first, survive a reload, and are deleted one and all', async ({ page }) => {
  await open(page);
  const recent = page.getByRole('region', { name: '최근 검색어' });
  await expect(recent.getByText('최근 검색어가 없습니다.')).toBeVisible();
  await expect(page.getByRole('region', { name: '인기 검색어' }).getByRole('link').first()).toBeVisible();

  await search(page, '세럼');
  await search(page, '크림');
  await search(page, '세럼');
  await open(page);
  const words = recent.locator('.recent-searches__word');
  await expect(words).toHaveText(['세럼', '크림']);

  await page.reload();
  await expect(words).toHaveText(['세럼', '크림']);

  await recent.getByRole('button', { name: '세럼 검색어 삭제' }).click();
  await expect(words).toHaveText(['크림']);
  await page.reload();
  await expect(words).toHaveText(['크림']);

  // A recent search searches again.
  await words.first().click();
  await expectSearchOf(page, '크림');
  await page.goBack();
  await recent.getByRole('button', { name: '전체 삭제' }).click();
  await expect(recent.getByText('최근 검색어가 없습니다.')).toBeVisible();
  await page.reload();
  await expect(recent.getByText('최근 검색어가 없습니다.')).toBeVisible();
});

test("a member's recent searches are synced and follow them to another browser", PHONE_ONLY, async ({ page, browser, request }, testInfo) => {
  const member = newMember(testInfo);
  await joinByApi(request, member);
  await page.goto('/kr/ko/cu/login');
  await logIn(page, member);
  await page.waitForURL((url) => url.pathname === '/kr/ko');

  await open(page);
  await search(page, '토너');
  await expect(resultNames(page).first()).toBeVisible();
  await open(page);
  await expect(page.locator('.recent-searches__word')).toHaveText(['토너']);

  // Another browser, same member: an empty IndexedDB fills from the gateway.
  const other = await browser.newContext({ ...testInfo.project.use, baseURL: testInfo.project.use.baseURL });
  const second = await other.newPage();
  await second.goto('/kr/ko/cu/login');
  await logIn(second, member);
  await second.waitForURL((url) => url.pathname === '/kr/ko');
  await open(second);
  await expect(second.locator('.recent-searches__word')).toHaveText(['토너']);
  await second.getByRole('button', { name: '토너 검색어 삭제' }).click();
  await expect(second.getByText('최근 검색어가 없습니다.')).toBeVisible();
  await other.close();

  // The deletion reached the gateway: the first browser loses it on its next sync.
  await page.reload();
  await expect(page.getByRole('region', { name: '최근 검색어' }).getByText('최근 검색어가 없습니다.')).toBeVisible();
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('a search with a filter and pages: results, counts and the next page are in the HTML', async ({ page }) => {
    await page.goto(SEARCH);
    await field(page).fill('크림');
    await page.locator('main').getByRole('button', { name: '검색', exact: true }).click();
    await expectSearchOf(page, '크림');
    await expectNamesContain(page, '크림', 5);
    const total = Number(((await page.locator('.search-results__count strong').textContent()) ?? '').replace(/\D/g, ''));

    // The filters: a plain form with 적용.
    const { catNm, count } = await chooseFirstCategory(page);
    await page.getByRole('button', { name: '적용' }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get('catNm') === catNm && url.searchParams.get('q') === '크림');
    await expect(page.locator('main').getByLabel('카테고리', { exact: true })).toHaveValue(catNm);
    // The total is the chosen category's count as this same page shows it: the counts are kept per
    // catalog generation, so a change another test made a moment ago may move both, never one alone.
    const chosen = (await page.locator('main').getByLabel('카테고리', { exact: true }).locator('option:checked').textContent()) ?? '';
    const shown = /\(([\d,]+)\)$/.exec(chosen)?.[1] ?? 'none';
    await expect(page.getByText(/^총 [\d,]+개$/)).toHaveText(`총 ${shown}개`);
    expect(Math.abs(Number(shown.replace(/\D/g, '')) - Number(count.replace(/\D/g, '')))).toBeLessThanOrEqual(1);
    expect(Number(shown.replace(/\D/g, ''))).toBeLessThanOrEqual(total + 1);

    // The next page keeps the filter and shows other cards.
    const first = await resultNames(page).first().textContent();
    await page.getByRole('navigation', { name: '검색 결과 페이지' }).getByRole('link', { name: '다음 페이지' }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get('page') === '2' && url.searchParams.get('catNm') === catNm);
    await expect(resultNames(page).first()).not.toHaveText(first ?? '');

    // A sort is a link that keeps the filter and starts again at page 1.
    await sorts(page).getByRole('link', { name: '높은 가격순' }).click();
    await expect(page).toHaveURL(
      (url) => url.searchParams.get('sort') === 'priceDesc' && !url.searchParams.has('page') && url.searchParams.get('catNm') === catNm,
    );
    const prices = (await page.locator('#search-results .price__sale').allTextContents()).map((text) => Number(text.replace(/\D/g, '')));
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
  });

  test('초성, English-layout and empty searches answer in the HTML', PHONE_ONLY, async ({ page }) => {
    await page.goto(`${SEARCH}?q=${encodeURIComponent('ㅅㄹ')}`);
    await expectNamesContain(page, '세럼', 3);
    await page.goto(`${SEARCH}?q=tpfja`);
    await expect(page.getByText("'세럼'(으)로 검색한 결과입니다.")).toBeVisible();
    await expect(field(page)).toHaveValue('tpfja');
    await page.goto(`${SEARCH}?q=${encodeURIComponent('뷁뷁')}`);
    await expect(page.getByText("'뷁뷁'에 대한 검색 결과가 없습니다.")).toBeVisible();
    const offered = page.getByRole('region', { name: '이런 검색어는 어떠세요?' }).getByRole('link');
    const keyword = (await offered.first().textContent()) ?? '';
    await offered.first().click();
    await expectSearchOf(page, keyword);
  });
});
