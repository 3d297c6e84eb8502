/**
 * Every screen of the route table, in both projects: the right layout, page type and title, only
 * this visitor's layout in the DOM, and no serious or critical accessibility violations.
 */
import type { APIRequestContext } from '@playwright/test';
import { productPath } from '#shared/catalog/paths';
import { ROUTES, type RouteDef } from '#shared/routes';
import { LOCALE_BASE } from '#shared/site-path';
import { blockingViolations } from './support/axe';
import { authCookie, documentTitle, expect, samplePath, test } from './support/fixtures';

const CUST_INFO = '**/api/dp/cust/info/v1/getCustInfo';
const SAMPLE_CUSTOMER = { incsNo: '100000000', custWebId: 'e2emember', inmCustGrdCd: '10', inmCustGrdCdNm: '새싹' };

/** Screens whose parameter names a document in D1 (an unknown one is the 404 screen): a seeded one. */
const SEEDED_DOCUMENTS: Record<string, string> = { '/cu/tnc/:id': '/cu/tnc/terms', '/cu/tnc/pc-tnc-content/:inmTncCd': '/cu/tnc/pc-tnc-content/TNC001' };

/** Screens whose parameter names a catalog item (a product, an event): an unknown one is the 404 screen. */
const ITEM_ROUTES = new Set(['/dp/product/:productCode', '/ca/event/:id']);
const namesItem = (route: RouteDef) => ITEM_ROUTES.has(route.path);

/**
 * The URL to visit for a screen. A screen that names a catalog item is visited with the first
 * product or event of the seeded catalog, as the gateway lists it; the rest with the sample parameters.
 */
async function visitPath(route: RouteDef, request: APIRequestContext): Promise<string> {
  const seeded = SEEDED_DOCUMENTS[route.path];
  if (seeded) return LOCALE_BASE + seeded;
  if (!namesItem(route)) return samplePath(route);
  if (route.path === '/dp/product/:productCode') {
    const answer = await request.post('/api/dp/display/product/v1/getProductList', { data: { size: 1 } });
    const { data } = (await answer.json()) as { data: { items: { productCode: string }[] } };
    return productPath(data.items[0].productCode);
  }
  if (route.path === '/ca/event/:id') {
    const answer = await request.post('/api/ca/campaign/v1/event/getEventList', { data: { size: 1 } });
    const { data } = (await answer.json()) as { data: { items: { eventId: number }[] } };
    return `${LOCALE_BASE}/ca/event/${data.items[0].eventId}`;
  }
  throw new Error(`No sample URL for the catalog screen ${route.path}`);
}

for (const route of ROUTES) {
  const seeded = SEEDED_DOCUMENTS[route.path];
  const name = seeded ? LOCALE_BASE + seeded : namesItem(route) ? LOCALE_BASE + route.path : samplePath(route);

  test(`${name} (${route.pageType})`, async ({ shared: { context, page } }, testInfo) => {
    const layout = testInfo.project.name === 'phone' ? 'mobile' : 'pc';
    const baseURL = testInfo.project.use.baseURL!;
    const path = await visitPath(route, context.request);
    await context.clearCookies();
    await page.unroute(CUST_INFO);
    if (route.loginRequired) {
      await context.addCookies([authCookie(baseURL)]);
      // The fake token passes the edge's login gate; the gateway would call it dead and the page
      // would clear it and send the visitor to login, so the customer call answers a member.
      await page.route(CUST_INFO, (request) => request.fulfill({ json: { data: SAMPLE_CUSTOMER } }));
    }

    const response = await page.goto(path);
    expect(response, `no response for ${path}`).not.toBeNull();
    expect(response!.status(), `status of ${path}`).toBe(200);
    expect(new URL(page.url()).pathname, 'no redirect').toBe(path);

    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-layout', layout);
    await expect(html).toHaveAttribute('data-page-type', route.pageType);
    // A product or an event page is titled with its own name.
    await expect(page).toHaveTitle(namesItem(route) ? /^\S.* \| 녹차숍$/ : documentTitle(route));

    // The worker removes the other layout's markup; this layout's header is there when the route has one.
    if (layout === 'mobile') {
      await expect(page.locator('.pc-header')).toHaveCount(0);
      await expect(page.locator('.m-header')).toHaveCount(route.mobileHeader ? 1 : 0);
    } else {
      await expect(page.locator('.m-header')).toHaveCount(0);
      await expect(page.locator('.pc-header')).toHaveCount(route.pcButtons ? 1 : 0);
    }

    expect(await blockingViolations(page), `axe: serious or critical violations on ${path}`).toEqual([]);
  });
}
