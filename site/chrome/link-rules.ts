/**
 * The decisions behind every link click that a click needs at once, as pure functions
 * so they can be tested as tables; `links.ts` reads the DOM and carries them out. Where a special
 * link opens (targets 2–4, the app) is decided in `link-targets.ts`.
 */
import { LOCALE_BASE, MAIN_PATH } from '#shared/site-path';

/** Set on <html> by the idle build watch (`idle/build-watch.ts`) once a newer build is live. */
export const NEW_BUILD_LIVE_ATTRIBUTE = 'data-new-build-live';
const LIVE_BROADCAST_PATH = `${LOCALE_BASE}/dp/live-broadcast`;
/** Environments that behave as production, where a link to main reloads it like any other. */
const PRODUCTION_LIKE = ['qa', 'prd'];

/** A live broadcast's page, which the app always opens in a new window. */
export function isLiveBroadcastPath(pathname: string): boolean {
  return pathname === LIVE_BROADCAST_PATH || pathname.startsWith(`${LIVE_BROADCAST_PATH}/`);
}

/** A link to a place on this very page (a skip link, a table of contents) is never intercepted. */
export function isInPageLink(url: URL, current: { href: string }): boolean {
  const here = new URL(current.href);
  return url.hash !== '' && url.origin === here.origin && url.pathname === here.pathname && url.search === here.search;
}

/** Going back is only right when the previous entry is one of our pages. */
export function hasSameOriginHistory(options: { referrer: string; origin: string; historyLength: number }): boolean {
  const { referrer, origin, historyLength } = options;
  if (historyLength <= 1 || referrer === '') return false;
  try {
    return new URL(referrer).origin === origin;
  } catch {
    return false;
  }
}

/** `/kr/ko` and `/kr/ko/dp` are both the main page. */
export function isMainPath(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '');
  return path === MAIN_PATH || path === `${MAIN_PATH}/dp`;
}

export function shouldScrollToTop(options: { environment?: string; currentPath: string; url: URL; origin: string }): boolean {
  const { environment, currentPath, url, origin } = options;
  if (environment !== undefined && PRODUCTION_LIKE.includes(environment)) return false;
  return url.origin === origin && isMainPath(url.pathname) && isMainPath(currentPath);
}
