/**
 * Every screen of the route table, in both projects: the right layout, page type and title, only
 * this visitor's layout in the DOM, and no serious or critical accessibility violations.
 */
import AxeBuilder from '@axe-core/playwright';
import { ROUTES } from '../../shared/routes';
import { authCookie, documentTitle, expect, samplePath, test } from './support/fixtures';

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);
const CUST_INFO = '**/api/dp/cust/info/v1/getCustInfo';
const SAMPLE_CUSTOMER = { incsNo: '100000000', custWebId: 'e2emember', inmCustGrdCd: '10', inmCustGrdCdNm: '새싹' };

for (const route of ROUTES) {
  const path = samplePath(route);

  test(`${path} (${route.pageType})`, async ({ shared: { context, page } }, testInfo) => {
    const layout = testInfo.project.name === 'phone' ? 'mobile' : 'pc';
    const baseURL = testInfo.project.use.baseURL!;
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
    await expect(page).toHaveTitle(documentTitle(route));

    // The worker removes the other layout's markup; this layout's header is there when the route has one.
    if (layout === 'mobile') {
      await expect(page.locator('.pc-header')).toHaveCount(0);
      await expect(page.locator('.m-header')).toHaveCount(route.mobileHeader ? 1 : 0);
    } else {
      await expect(page.locator('.m-header')).toHaveCount(0);
      await expect(page.locator('.pc-header')).toHaveCount(route.pcButtons ? 1 : 0);
    }

    const { violations } = await new AxeBuilder({ page }).analyze();
    const blocking = violations
      .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
      .map((violation) => ({
        rule: violation.id,
        impact: violation.impact,
        help: violation.help,
        targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
      }));
    expect(blocking, `axe: serious or critical violations on ${path}`).toEqual([]);
  });
}
