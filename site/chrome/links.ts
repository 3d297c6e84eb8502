/**
 * One click listener for every link on the page (SPEC §4): section links get the locale base,
 * `data-link-target` picks the window, login-required links ask guests first, the mobile back
 * button goes back through our own history, and a newer live build turns the next navigation
 * into a full load. The decisions live in `link-rules.ts`.
 */
import { sitePath } from '#shared/site-path';
import { $newBuildLive } from './build-watch';
import { hasSameOriginHistory, isInPageLink, loginUrl, planNavigation, resolveLinkTarget, shouldScrollToTop } from './link-rules';
import { $session, checkLoggedIn } from './session';

export const LOGIN_REQUIRED_TITLE = '알림';
export const LOGIN_REQUIRED_TEXT = '로그인이 필요한 서비스입니다. 로그인 하시겠습니까?';

export function startLinks(): () => void {
  document.addEventListener('click', onClick);
  // Middle clicks and "copy link address" never reach `click`, but must see the prefixed path too.
  document.addEventListener('auxclick', prefixHref);
  document.addEventListener('contextmenu', prefixHref);
  return () => {
    document.removeEventListener('click', onClick);
    document.removeEventListener('auxclick', prefixHref);
    document.removeEventListener('contextmenu', prefixHref);
  };
}

/** Rewrites `dp/best` to `/kr/ko/dp/best` on the link itself, so the browser follows the right path. */
function prefixHref(event: Event): HTMLAnchorElement | null {
  const anchor = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null;
  if (!anchor) return null;
  const raw = anchor.getAttribute('href') ?? '';
  const prefixed = sitePath(raw);
  if (prefixed !== raw) anchor.setAttribute('href', prefixed);
  return anchor;
}

function onClick(event: MouseEvent): void {
  const anchor = prefixHref(event);
  if (!anchor || event.defaultPrevented || anchor.hasAttribute('download')) return;
  // Ctrl/⌘/Shift clicks and other buttons open what the user asked for, the browser's way.
  if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
  const url = parseUrl(anchor.href);
  if (!url || !/^https?:$/.test(url.protocol) || isInPageLink(url, location)) return;

  if (anchor.dataset.action === 'back') {
    const sameOrigin = hasSameOriginHistory({ referrer: document.referrer, origin: location.origin, historyLength: history.length });
    if (sameOrigin) {
      event.preventDefault();
      history.back();
      return;
    }
  }
  if (anchor.hasAttribute('data-login-required') && $session.get() !== 'logged-in') {
    event.preventDefault();
    void askGuestToLogIn(anchor, url);
    return;
  }
  follow(anchor, url, event);
}

/** Set while a login-required click is being answered, so a double tap asks only once. */
let asking = false;

async function askGuestToLogIn(anchor: HTMLAnchorElement, url: URL): Promise<void> {
  if (asking) return;
  asking = true;
  try {
    if (await checkLoggedIn()) {
      follow(anchor, url, null);
      return;
    }
    // The modal is fetched on its first use: most pages never show one, and every page carries this script.
    const { showConfirm } = await import('./modal');
    const confirmed = await showConfirm({ title: LOGIN_REQUIRED_TITLE, text: LOGIN_REQUIRED_TEXT });
    if (confirmed) location.assign(loginUrl({ loginToMoveUrl: anchor.dataset.loginToMoveUrl, url }));
  } finally {
    asking = false;
  }
}

function parseUrl(href: string): URL | null {
  try {
    return new URL(href);
  } catch {
    return null;
  }
}

/**
 * Carries the link out. `event` is null when the click was already held back (for the login
 * check), so "let the browser do it" has to be done by hand.
 */
function follow(anchor: HTMLAnchorElement, url: URL, event: MouseEvent | null): void {
  const root = document.documentElement;
  const requested = anchor.dataset.linkTarget;
  if (requested === undefined && anchor.target !== '' && anchor.target !== '_self') {
    // A plain target attribute is the browser's business.
    if (!event) window.open(url.href, anchor.target, 'noopener');
    return;
  }
  const inApp = root.hasAttribute('data-app');
  const target = resolveLinkTarget({ requested, inApp, pathname: url.pathname });
  const origin = location.origin;
  if (target === '1' && shouldScrollToTop({ environment: root.dataset.env, currentPath: location.pathname, url, origin })) {
    event?.preventDefault();
    window.scrollTo({ top: 0, behavior: 'smooth' });
    return;
  }
  const plan = planNavigation({ target, inApp, url, origin, screen: window.screen, newBuildLive: $newBuildLive.get() });
  if (plan.kind === 'native') {
    if (!event) location.assign(url.href);
    return;
  }
  event?.preventDefault();
  if (plan.kind === 'assign') location.assign(plan.url);
  else window.open(plan.url, plan.name, plan.features);
}
