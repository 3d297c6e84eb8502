/**
 * One click listener for every link on the page (SPEC §4): section links get the locale base,
 * the mobile back button goes back through our own history and a link to main on main scrolls
 * up. A link to another window (targets 2–4, the app's live broadcasts) opens at once, inside the
 * click (`link-windows.ts`). Any other held link (a newer live build, a login-required link a
 * guest clicked) is carried out by `on-demand/link-actions.ts`, fetched then: most clicks never
 * need it. The decisions live in `link-rules.ts` and `link-targets.ts`.
 */
import { sitePath } from '#shared/site-path';
import { isAppPage } from './app-bridge';
import { openWindow } from './link-windows';
import { hasSameOriginHistory, isInPageLink, isLiveBroadcastPath, NEW_BUILD_LIVE_ATTRIBUTE, shouldScrollToTop } from './link-rules';
import { $session } from './session';

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
  const handling = handlingOf(anchor, url);
  if (handling === 'browser') return;
  event.preventDefault();
  if (handling === 'scroll-up') window.scrollTo({ top: 0, behavior: 'smooth' });
  else if (handling === 'follow') {
    if (!openWindow(anchor, url)) void import('./on-demand/link-actions').then(({ follow }) => follow(anchor, url));
  } else void import('./on-demand/link-actions').then(({ askGuestToLogIn }) => askGuestToLogIn(anchor, url));
}

/** Who carries out a plain click on `anchor`: the browser, a scroll to the top, `follow` (a window at once, else on demand) or the login question. */
function handlingOf(anchor: HTMLAnchorElement, url: URL): 'browser' | 'scroll-up' | 'follow' | 'ask-login' {
  const requested = anchor.dataset.linkTarget;
  if (anchor.hasAttribute('data-login-required') && $session.get() !== 'logged-in') return 'ask-login';
  // A plain target attribute is the browser's business.
  if (requested === undefined && anchor.target !== '' && anchor.target !== '_self') return 'browser';
  const special =
    (requested !== undefined && requested !== '1') ||
    (isAppPage() && isLiveBroadcastPath(url.pathname)) ||
    document.documentElement.hasAttribute(NEW_BUILD_LIVE_ATTRIBUTE);
  if (special) return 'follow';
  // This window's link to main, on main: outside qa and prd it scrolls up instead (SPEC §2).
  const env = document.documentElement.dataset.env;
  return shouldScrollToTop({ environment: env, currentPath: location.pathname, url, origin: location.origin }) ? 'scroll-up' : 'browser';
}

function parseUrl(href: string): URL | null {
  try {
    return new URL(href);
  } catch {
    return null;
  }
}
