/**
 * The decisions behind every link click (SPEC §4), as pure functions so they can be tested as
 * tables; `links.ts` only reads the DOM and carries them out.
 */
import { MEMBER_LOGIN_PATH } from '#shared/constants';
import { LOCALE_BASE, MAIN_PATH, sitePath } from '#shared/site-path';

/** '1' same window, '2' new tab, '3' in-app external browser, '4' centred popup. */
export type LinkTarget = '1' | '2' | '3' | '4';

/** The app opens `nokchaapp://external?url=…` in its external browser. */
export const APP_EXTERNAL_PREFIX = 'nokchaapp://external?url=';
export const POPUP_SIZE = { width: 480, height: 629 } as const;
const LIVE_BROADCAST_PATH = `${LOCALE_BASE}/dp/live-broadcast`;
/** Environments that behave as production, where a link to main reloads it like any other. */
const PRODUCTION_LIKE = ['qa', 'prd'];

export function isLinkTarget(value: string | undefined): value is LinkTarget {
  return value === '1' || value === '2' || value === '3' || value === '4';
}

/** The target a link opens in: its `data-link-target`, except that the app opens live broadcasts in a new tab. */
export function resolveLinkTarget(options: { requested?: string; inApp: boolean; pathname: string }): LinkTarget {
  const { requested, inApp, pathname } = options;
  if (inApp && (pathname === LIVE_BROADCAST_PATH || pathname.startsWith(`${LIVE_BROADCAST_PATH}/`))) return '2';
  return isLinkTarget(requested) ? requested : '1';
}

/** `window.open` features for a 480x629 popup in the middle of the screen. */
export function popupFeatures(screen: { width: number; height: number }): string {
  const { width, height } = POPUP_SIZE;
  const left = Math.max(0, Math.round((screen.width - width) / 2));
  const top = Math.max(0, Math.round((screen.height - height) / 2));
  return `width=${width},height=${height},left=${left},top=${top}`;
}

export function appExternalUrl(absoluteUrl: string): string {
  return `${APP_EXTERNAL_PREFIX}${encodeURIComponent(absoluteUrl)}`;
}

export type NavigationPlan =
  /** Let the browser follow the link as it would anyway. */
  | { kind: 'native' }
  /** A full load in this window, or the app's custom scheme. */
  | { kind: 'assign'; url: string }
  | { kind: 'open'; url: string; name: string; features: string };

export function planNavigation(options: {
  target: LinkTarget;
  inApp: boolean;
  url: URL;
  origin: string;
  screen: { width: number; height: number };
  /** A newer build is live: take the navigation as a full load that nothing intercepts. */
  newBuildLive: boolean;
}): NavigationPlan {
  const { target, inApp, url, origin, screen, newBuildLive } = options;
  const newTab: NavigationPlan = { kind: 'open', url: url.href, name: '_blank', features: 'noopener' };
  switch (target) {
    case '2':
      return newTab;
    case '3':
      return inApp ? { kind: 'assign', url: appExternalUrl(url.href) } : newTab;
    case '4': {
      // Our own popups (the login popup) report back through window.opener; others must not get it.
      const features = popupFeatures(screen) + (url.origin === origin ? '' : ',noopener');
      return { kind: 'open', url: url.href, name: '_blank', features };
    }
    default:
      return newBuildLive ? { kind: 'assign', url: url.href } : { kind: 'native' };
  }
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

/** `/kr/ko` and `/kr/ko/dp` are both the main page (SPEC §2). */
export function isMainPath(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '');
  return path === MAIN_PATH || path === `${MAIN_PATH}/dp`;
}

export function shouldScrollToTop(options: { environment?: string; currentPath: string; url: URL; origin: string }): boolean {
  const { environment, currentPath, url, origin } = options;
  if (environment !== undefined && PRODUCTION_LIKE.includes(environment)) return false;
  return url.origin === origin && isMainPath(url.pathname) && isMainPath(currentPath);
}

/** Where a guest goes after agreeing to log in: the link's own choice, else the login page that returns here. */
export function loginUrl(options: { loginToMoveUrl?: string; url: URL }): string {
  const { loginToMoveUrl, url } = options;
  if (loginToMoveUrl) return sitePath(loginToMoveUrl);
  return `${MEMBER_LOGIN_PATH}?successUrl=${encodeURIComponent(url.pathname + url.search + url.hash)}`;
}
