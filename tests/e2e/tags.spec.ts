/**
 * Third-party tags (ADR 030): with none configured no request leaves the shop's origin; with
 * every tag configured against local fakes (the second worker of playwright.config.ts) each tag
 * runs after the page has loaded and the Content-Security-Policy refuses nothing.
 */
import type { Page } from '@playwright/test';
import { LOCALE_BASE } from '#shared/site-path';
import { expect, test } from './support/fixtures';
import { eventsNamed } from './support/data-layer';
import { SEEDED_MEMBER } from './support/members';
import { buyableProduct, deliveryAddress, orderMovedTo } from './support/orders';
import { PHONE_ONLY } from './support/one-layout';

const TAGGED = `http://127.0.0.1:${process.env.E2E_TAGGED_PORT}`;
const FAKE_TAGS = `http://127.0.0.1:${process.env.FAKE_TAGS_PORT}`;
const FAKE_GA4 = `http://127.0.0.1:${process.env.FAKE_GA4_PORT}`;
/** The last one lists products, which the first test then opens. */
const CATALOG_PAGES = [
  LOCALE_BASE,
  `${LOCALE_BASE}/ca/event`,
  `${LOCALE_BASE}/dp/best`,
  `${LOCALE_BASE}/dp/product-list?catNm=${encodeURIComponent('스킨케어')}`,
];

interface Hit {
  path: string;
  query: Record<string, string>;
  body: string;
  at: number;
}

async function hitsSince(since: number): Promise<Hit[]> {
  const response = await fetch(`${FAKE_TAGS}/hits`);
  return ((await response.json()) as Hit[]).filter((hit) => hit.at >= since);
}

/** Collects the page's CSP refusals from its first script on. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

test('with no tag configured, browsing the catalog sends nothing beyond the shop', PHONE_ONLY, async ({ page, baseURL }) => {
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(`${baseURL}/`) && !/^(data|blob):/.test(url)) elsewhere.push(url);
  });
  for (const path of CATALOG_PAGES) {
    await page.goto(path);
    await expect(page.locator('html')).not.toHaveAttribute('data-tags', /./);
    // The idle loader has run: the page's idle chunk is in.
    await page.waitForLoadState('networkidle');
  }
  const product = page.locator('main a[href*="/dp/product/"]').first();
  await product.click();
  await page.waitForLoadState('networkidle');
  expect(elsewhere).toEqual([]);
});

test('with every tag configured, each one runs once the page has loaded and the policy refuses none', async ({ page }) => {
  const since = Date.now();
  const violations = await watchViolations(page);
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.goto(`${TAGGED}${LOCALE_BASE}/dp/best`);
  await expect(page.locator('html')).toHaveAttribute('data-tags', /GTM-E2ETEST1/);

  await expect
    .poll(async () => (await hitsSince(since)).map((hit) => hit.path).sort())
    .toEqual(expect.arrayContaining(['/api/4242/envelope/', '/collect', '/gtm-pixel', '/personalization/collect', '/pixel']));
  const hits = (await hitsSince(since)).filter((hit) => hit.body.includes('/dp/best') || hit.query.page?.includes('/dp/best'));
  // The tag manager got the layer, the start entry included.
  expect(hits.some((hit) => hit.path === '/collect' && JSON.parse(hit.body).entry.event === 'gtm.js')).toBe(true);
  // The qa environment's personalization script, not the default one.
  expect(hits.filter((hit) => hit.path === '/personalization/collect').map((hit) => JSON.parse(hit.body).script)).toContain('/personalization-qa.js');
  expect(hits.some((hit) => hit.path === '/pixel' && hit.query.call === 'pageView' && hit.query.id === '1234567890123456789')).toBe(true);
  const monitoring = hits.find((hit) => hit.path === '/api/4242/envelope/');
  expect(JSON.parse(monitoring!.body)).toEqual({
    page: `${LOCALE_BASE}/dp/best`,
    environment: 'qa',
    tracesSampleRate: 0.1,
    replaysSessionSampleRate: 0.1,
    replaysOnErrorSampleRate: 1,
    integrations: ['BrowserTracing', 'Replay'],
  });

  // Every tag started after the load event: none competed with the page's first paint.
  const timing = await page.evaluate((fake) => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const starts = performance
      .getEntriesByType('resource')
      .filter((entry) => (entry.name.startsWith(fake) && entry.name.endsWith('.js')) || entry.name.includes('/gtm.js'))
      .map((entry) => entry.startTime);
    return { loadEnd: navigation.loadEventEnd, starts };
  }, FAKE_TAGS);
  expect(timing.starts.length).toBeGreaterThanOrEqual(4);
  for (const start of timing.starts) expect(start).toBeGreaterThanOrEqual(timing.loadEnd);

  expect(await violations()).toEqual([]);
  expect(pageErrors).toEqual([]);
});

test('with every tag configured, the catalog pages keep the policy whole on each page', async ({ page }) => {
  const violations = await watchViolations(page);
  for (const path of CATALOG_PAGES) {
    const since = Date.now();
    await page.goto(`${TAGGED}${path}`);
    await expect.poll(async () => (await hitsSince(since)).some((hit) => hit.path === '/pixel' && hit.query.call === 'pageView')).toBe(true);
    expect(await violations(), path).toEqual([]);
  }
});

interface Ga4Hit {
  measurementId: string;
  body: { client_id: string; events: { name: string; params: Record<string, unknown> }[] };
  validationMessages: unknown[];
}

/** The Measurement Protocol events the worker sent for one order. */
async function ga4EventsOf(ordNo: string): Promise<{ name: string; params: Record<string, unknown> }[]> {
  const hits = (await (await fetch(`${FAKE_GA4}/hits`)).json()) as Ga4Hit[];
  return hits.flatMap((hit) => hit.body.events).filter((event) => event.params.transaction_id === ordNo);
}

test.describe('with GA4 configured', () => {
  // The page and its requests talk to the tagged worker, whose pages say `serverRevenue`.
  test.use({ baseURL: TAGGED });

  test(
    'the worker itself reports a paid order and its cancel; the browser’s purchase names the same items, marked for the container to skip',
    PHONE_ONLY,
    async ({ page }) => {
      // The page's own request context: the browser is logged in as the member too. The qa worker has
      // no SMS outbox to join with, so this is the seeded member of its own database.
      const api = page.request;
      const member = SEEDED_MEMBER;
      expect((await api.post('/member/', { data: { custWebId: member.custWebId, password: member.password } })).status()).toBeLessThan(400);
      const { token } = (await (await api.get('/kr/ko/or/node/cookie/get-cookie', { headers: { 'Sec-Fetch-Site': 'same-origin' } })).json()) as {
        token: string;
      };
      const dlvAddrNo = await deliveryAddress(api, token, member.custNm);
      const { productCode, inmOptnPrdNo } = await buyableProduct(api);
      const { ordNo, payAmt } = await orderMovedTo('PAID', api, token, dlvAddrNo, inmOptnPrdNo, 1, 0, TAGGED);

      await expect
        .poll(() => ga4EventsOf(ordNo))
        .toEqual([expect.objectContaining({ name: 'purchase', params: expect.objectContaining({ transaction_id: ordNo, value: payAmt, currency: 'KRW' }) })]);
      const [purchase] = await ga4EventsOf(ordNo);
      // Named by the product code, as the product's list and page items are.
      expect(purchase.params.items).toEqual([expect.objectContaining({ item_id: productCode, quantity: 1 })]);

      // The order-complete view pushes the browser's purchase: the worker's parameters, marked server_reported.
      await page.goto(`${LOCALE_BASE}/or/order?result=complete&ordNo=${ordNo}`);
      await expect(page.getByRole('heading', { name: '주문이 완료되었습니다' })).toBeVisible();
      expect(await eventsNamed(page, 'purchase')).toEqual([{ event: 'purchase', server_reported: true, ecommerce: purchase.params }]);

      const cancelled = await api.post('/api/or/order/v1/cancelOrder', {
        headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': crypto.randomUUID() },
        data: { ordNo, reasonCd: 'CHANGE_MIND' },
      });
      expect(cancelled.status(), await cancelled.text()).toBe(200);
      await expect
        .poll(async () => (await ga4EventsOf(ordNo)).map((event) => [event.name, event.params.value]))
        .toEqual([
          ['purchase', payAmt],
          ['refund', payAmt],
        ]);
      const hits = (await (await fetch(`${FAKE_GA4}/hits`)).json()) as Ga4Hit[];
      const mine = hits.filter((hit) => hit.body.events.some((event) => event.params.transaction_id === ordNo));
      // GA would take each body as it is, and both name the same client.
      expect(mine.map((hit) => [hit.measurementId, hit.validationMessages])).toEqual([
        ['G-E2ETEST01', []],
        ['G-E2ETEST01', []],
      ]);
      expect(new Set(mine.map((hit) => hit.body.client_id)).size).toBe(1);
    },
  );
});
