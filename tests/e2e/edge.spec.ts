/**
 * The edge rules, through the real worker: locale redirects, the 404 screen, the login gate, the
 * app-version gate, security headers, Vary, and the cookie endpoints.
 */
import type { APIResponse, Page } from '@playwright/test';
import { AUTH_COOKIE, authCookie, expect, test } from './support/fixtures';
import { androidAppUA, iosAppUA } from './support/user-agents';

/** The path and query a Location header points at, relative or absolute. */
function target(response: APIResponse, baseURL: string): URL {
  const location = response.headers()['location'];
  expect(location, `Location header of ${response.url()}`).toBeTruthy();
  return new URL(location!, baseURL);
}

function directives(csp: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of csp.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), values);
  }
  return map;
}

test.describe('locale', () => {
  for (const path of ['/', '/kr']) {
    test(`${path} redirects to /kr/ko`, async ({ request, page, baseURL }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect([301, 302, 303, 307, 308]).toContain(response.status());
      expect(target(response, baseURL!).pathname).toBe('/kr/ko');

      await page.goto(path);
      expect(new URL(page.url()).pathname).toBe('/kr/ko');
    });
  }
});

test.describe('unknown pages', () => {
  test('an unknown path gets the 404 screen', async ({ page }) => {
    const response = await page.goto('/kr/ko/nope');
    expect(response!.status()).toBe(404);
    await expect(page.getByText('Page not found: /kr/ko/nope')).toBeVisible();
  });

  test('a parameter that fails validation gets the 404 screen', async ({ page, context, baseURL }) => {
    await context.addCookies([authCookie(baseURL!)]);
    const response = await page.goto('/kr/ko/cu/mypage/review/view/abc');
    expect(response!.status()).toBe(404);
    await expect(page.getByText('Page not found: /kr/ko/cu/mypage/review/view/abc')).toBeVisible();
  });
});

test.describe('login gate', () => {
  test('a guest asking for a login-required page is sent to the member login', async ({ request, baseURL }) => {
    const asked = '/kr/ko/cu/mypage/couponzone?tab=1';
    const response = await request.get(asked, { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    const location = target(response, baseURL!);
    expect(location.pathname).toBe('/member/login');
    const successUrl = location.searchParams.get('successUrl');
    expect(successUrl, 'successUrl parameter').toBeTruthy();
    expect(new URL(successUrl!, baseURL).href).toBe(new URL(asked, baseURL).href);
  });

  test('a member with the auth cookie gets the page', async ({ request }) => {
    const response = await request.get('/kr/ko/cu/mypage', {
      maxRedirects: 0,
      headers: { Cookie: `${AUTH_COOKIE}=e2e-token` },
    });
    expect(response.status()).toBe(200);
  });
});

test.describe('app-version gate', () => {
  test('the iOS app at 6.4.0 lands on the update page', async ({ request }) => {
    const response = await request.get('/kr/ko/dp/best', { headers: { 'User-Agent': iosAppUA('6.4.0') } });
    expect(response.status()).toBe(200);
    expect(new URL(response.url()).pathname).toBe('/kr/ko/dp/update-app');
  });

  test('the update page offers both stores and no way back into the gate', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, userAgent: iosAppUA('6.4.0'), viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto('/kr/ko');
    await expect(page).toHaveURL(/\/kr\/ko\/dp\/update-app$/);
    await expect(page.locator('html')).toHaveAttribute('data-layout', 'mobile');
    await expect(page.getByRole('link', { name: /Google Play에서 업데이트/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /App Store에서 업데이트/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /모바일 웹으로 계속 쇼핑하기/ })).toHaveCount(0);
    await context.close();
  });

  test('a web visitor on the update page may go on shopping', async ({ page }) => {
    await page.goto('/kr/ko/dp/update-app');
    await expect(page.getByRole('link', { name: /모바일 웹으로 계속 쇼핑하기/ })).toBeVisible();
  });

  test('the iOS app at 6.3.9 and the Android app are not redirected', async ({ request }) => {
    for (const userAgent of [iosAppUA('6.3.9'), androidAppUA('6.4.0'), androidAppUA('7.0.0')]) {
      const response = await request.get('/kr/ko/dp/best', { maxRedirects: 0, headers: { 'User-Agent': userAgent } });
      expect(response.status(), userAgent).toBe(200);
    }
  });

  test('static files are never redirected', async ({ request }) => {
    const response = await request.get('/favicon.svg', { maxRedirects: 0, headers: { 'User-Agent': iosAppUA('6.4.0') } });
    expect(response.status()).toBe(200);
  });
});

test.describe('headers', () => {
  test('a page carries the security headers', async ({ request }) => {
    const response = await request.get('/kr/ko');
    expect(response.status()).toBe(200);
    const headers = response.headers();

    const csp = headers['content-security-policy'];
    expect(csp, 'Content-Security-Policy').toBeTruthy();
    const policy = directives(csp!);
    const scriptSrc = policy.get('script-src') ?? policy.get('default-src');
    expect(scriptSrc, 'script-src or default-src').toBeTruthy();
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(policy.has('frame-ancestors'), 'frame-ancestors').toBe(true);

    const hsts = headers['strict-transport-security'];
    expect(hsts, 'Strict-Transport-Security').toBeTruthy();
    expect(Number(/max-age=(\d+)/i.exec(hsts!)?.[1] ?? 0)).toBeGreaterThanOrEqual(31_536_000);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy'], 'Referrer-Policy').toBeTruthy();
    expect(headers['permissions-policy'], 'Permissions-Policy').toBeTruthy();
  });

  test('pages vary on the user agent', async ({ request }) => {
    const response = await request.get('/kr/ko/dp/best');
    const vary = (response.headers()['vary'] ?? '').split(',').map((name) => name.trim().toLowerCase());
    expect(vary).toContain('user-agent');
  });
});

test.describe('cookie endpoints', () => {
  async function fetchFromPage(page: Page, path: string) {
    return page.evaluate(async (url) => {
      const response = await fetch(url, { credentials: 'same-origin' });
      return { status: response.status, cacheControl: response.headers.get('cache-control'), body: await response.text() };
    }, path);
  }

  test('get-cookie gives the auth token to the shop itself', async ({ page, context, baseURL }) => {
    await context.addCookies([authCookie(baseURL!, 'e2e-token-42')]);
    // The page's customer store would find the fake token dead and clear it: answer a member.
    await page.route('**/api/dp/cust/info/v1/getCustInfo', (request) => request.fulfill({ json: { data: { incsNo: '100000000' } } }));
    await page.goto('/kr/ko');
    for (const biz of ['dp', 'or', 'ca', 'cu']) {
      const answer = await fetchFromPage(page, `/kr/ko/${biz}/node/cookie/get-cookie`);
      expect(answer.status, biz).toBe(200);
      expect(answer.cacheControl ?? '', biz).toContain('no-store');
      expect(() => JSON.parse(answer.body), `${biz} answers JSON`).not.toThrow();
      expect(answer.body, biz).toContain('e2e-token-42');
    }
  });

  test('both endpoints refuse a cross-site caller', async ({ request }) => {
    const crossSite = { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site', Cookie: `${AUTH_COOKIE}=e2e-token` };
    const get = await request.get('/kr/ko/dp/node/cookie/get-cookie', { headers: crossSite });
    expect(get.status()).toBe(403);
    expect(await get.text()).not.toContain('e2e-token');
    // A cross-site page must not be able to log a shopper out either.
    const remove = await request.get(`/kr/ko/dp/node/cookie/delete-cookie/${AUTH_COOKIE}`, { headers: crossSite });
    expect(remove.status()).toBe(403);
    expect(remove.headers()['set-cookie'] ?? '').toBe('');
  });

  test('delete-cookie refuses a cookie it may not delete', async ({ request, baseURL }) => {
    const response = await request.get('/kr/ko/dp/node/cookie/delete-cookie/sessId', {
      headers: { Origin: new URL(baseURL!).origin },
    });
    expect(response.status()).toBe(400);
    const body = await response.json();
    expect(typeof body.code).toBe('string');
    expect(typeof body.message).toBe('string');
    expect(body.message.length).toBeGreaterThan(0);
  });

  test('delete-cookie expires a login-signal cookie', async ({ request, baseURL }) => {
    const response = await request.get('/kr/ko/cu/node/cookie/delete-cookie/inm_login_success', {
      headers: { Origin: new URL(baseURL!).origin, Cookie: 'inm_login_success=Y|1' },
    });
    expect(response.status()).toBe(200);
    const setCookie = response.headersArray().filter((header) => header.name.toLowerCase() === 'set-cookie');
    const expiring = setCookie.find((header) => header.value.startsWith('inm_login_success='));
    expect(expiring, 'Set-Cookie for inm_login_success').toBeTruthy();
    expect(expiring!.value).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/i);
  });

  test('the page can delete a login-signal cookie it has read', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'inm_signup_success', value: 'Y|2', url: baseURL! }]);
    await page.goto('/kr/ko');
    const answer = await fetchFromPage(page, '/kr/ko/dp/node/cookie/delete-cookie/inm_signup_success');
    expect(answer.status).toBe(200);
    const names = (await context.cookies()).map((cookie) => cookie.name);
    expect(names).not.toContain('inm_signup_success');
  });
});

test('the main page loads without console errors or CSP violations', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const list = ((window as unknown as { __csp?: string[] }).__csp ??= []);
      list.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });

  const response = await page.goto('/kr/ko', { waitUntil: 'load' });
  expect(response!.status()).toBe(200);
  // Give idle-time work (islands, deferred scripts) a moment to run.
  await page.waitForLoadState('networkidle');
  const violations = await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []);
  expect([...problems, ...violations.map((violation) => `CSP: ${violation}`)]).toEqual([]);
});
