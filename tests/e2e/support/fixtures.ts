/**
 * Helpers the e2e specs share: the local auth cookie, sample URLs for the route table, and a
 * page that lives as long as the worker process so that a long list of screens stays fast.
 */
import { test as base, type BrowserContext, type Page } from '@playwright/test';
import { authCookieName } from '#shared/cookies';
import { LOCALE_BASE } from '#shared/site-path';
import type { RouteDef } from '#shared/routes';

export { expect } from '@playwright/test';

/** `inm_auth_token_local`: the worker runs with ENVIRONMENT=local under `wrangler dev`. */
export const AUTH_COOKIE = authCookieName('local');
export const SHOP_SUFFIX = ' | 녹차숍';
export const MAIN_TITLE = '녹차숍 | 자연을 담은 스킨케어';

/** An auth-token cookie for the server under test; any value counts as logged in at the edge. */
export function authCookie(baseURL: string, value = 'e2e-token') {
  return { name: AUTH_COOKIE, value, url: baseURL };
}

/** A URL for a route pattern: digit-only parameters get '123', the others 'P0001'. */
export function samplePath(route: RouteDef): string {
  const path = route.path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const check = route.params?.[name];
    return check && !check.test('P0001') ? '123' : 'P0001';
  });
  return LOCALE_BASE + path;
}

/** The document title a screen must carry. */
export function documentTitle(route: RouteDef): string {
  return route.pageType === 'MAIN' ? MAIN_TITLE : `${route.title}${SHOP_SUFFIX}`;
}

interface WorkerFixtures {
  /** One context and page per worker, with the project's device settings. */
  shared: { context: BrowserContext; page: Page };
}

export const test = base.extend<object, WorkerFixtures>({
  shared: [
    async ({ browser }, use, workerInfo) => {
      const options = workerInfo.project.use;
      const context = await browser.newContext({
        baseURL: options.baseURL,
        userAgent: options.userAgent,
        viewport: options.viewport,
        screen: options.screen,
        deviceScaleFactor: options.deviceScaleFactor,
        isMobile: options.isMobile,
        hasTouch: options.hasTouch,
        locale: options.locale,
        timezoneId: options.timezoneId,
      });
      const page = await context.newPage();
      await use({ context, page });
      await context.close();
    },
    { scope: 'worker' },
  ],
});
