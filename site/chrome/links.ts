/**
 * One click listener for every link on the page: section links get the locale base,
 * the mobile back button goes back through our own history and a link to main on main scrolls
 * up. A link to another window (targets 2–4, the app's live broadcasts) opens inside the click
 * (`link-windows.ts`), as Safari requires; after a newer build went live a link is a full load.
 * Only a login-required link a guest clicked needs `on-demand/link-actions.ts`, fetched then.
 * The decisions live in `link-rules.ts` and `link-targets.ts`.
 */
import { sitePath } from '#shared/site-path';
import { openWindow } from './link-windows';
import { hasSameOriginHistory, isInPageLink, NEW_BUILD_LIVE_ATTRIBUTE, shouldScrollToTop } from './link-rules';
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
  if (anchor.hasAttribute('data-login-required') && $session.get() !== 'logged-in') {
    event.preventDefault();
    void import('./on-demand/link-actions').then(({ askGuestToLogIn }) => askGuestToLogIn(anchor, url));
    return;
  }
  // A plain target attribute is the browser's business.
  if (anchor.dataset.linkTarget === undefined && anchor.target !== '' && anchor.target !== '_self') return;
  if (openWindow(anchor, url)) {
    event.preventDefault();
    return;
  }
  // This window's link to main, on main: outside qa and prd it scrolls up instead.
  if (shouldScrollToTop({ environment: document.documentElement.dataset.env, currentPath: location.pathname, url, origin: location.origin })) {
    event.preventDefault();
    window.scrollTo({ top: 0, behavior: 'smooth' });
  } else if (document.documentElement.hasAttribute(NEW_BUILD_LIVE_ATTRIBUTE)) {
    // A newer build is live: the navigation is a full load that nothing intercepts.
    event.preventDefault();
    location.assign(url.href);
  }
}

function parseUrl(href: string): URL | null {
  try {
    return new URL(href);
  } catch {
    return null;
  }
}
