/**
 * Carries out a link the click listener (`../links.ts`) held back: asks a guest to log in first,
 * then opens the link where its target says (`link-targets.ts`): a new tab, a popup, the app's
 * external browser through the app bridge, or a full load in this window.
 */
import { isAppPage, postToApp } from '../app-bridge';
import { LOGIN_REQUIRED_TEXT, LOGIN_REQUIRED_TITLE } from '../links';
import { loginUrl, NEW_BUILD_LIVE_ATTRIBUTE, shouldScrollToTop } from '../link-rules';
import { $session, checkLoggedIn } from '../session';
import { planNavigation, resolveLinkTarget } from './link-targets';

/** Follows `anchor` (already prevented) as the shopper meant it. */
export async function carryOut(anchor: HTMLAnchorElement, url: URL): Promise<void> {
  if (anchor.hasAttribute('data-login-required') && $session.get() !== 'logged-in') return askGuestToLogIn(anchor, url);
  follow(anchor, url);
}

/** Set while a login-required click is being answered, so a double tap asks only once. */
let asking = false;

async function askGuestToLogIn(anchor: HTMLAnchorElement, url: URL): Promise<void> {
  if (asking) return;
  asking = true;
  try {
    if (await checkLoggedIn()) {
      follow(anchor, url);
      return;
    }
    // The modal is fetched on its first use: most pages never show one.
    const { showConfirm } = await import('../modal');
    const confirmed = await showConfirm({ title: LOGIN_REQUIRED_TITLE, text: LOGIN_REQUIRED_TEXT });
    if (confirmed) location.assign(loginUrl({ loginToMoveUrl: anchor.dataset.loginToMoveUrl, url }));
  } finally {
    asking = false;
  }
}

/** Opens the link where its target says; the click was held back, so even "as the browser would" is done by hand. */
function follow(anchor: HTMLAnchorElement, url: URL): void {
  const root = document.documentElement;
  const requested = anchor.dataset.linkTarget;
  if (requested === undefined && anchor.target !== '' && anchor.target !== '_self') {
    // A plain target attribute (reached only after the login check held the click).
    window.open(url.href, anchor.target, 'noopener');
    return;
  }
  const inApp = isAppPage();
  const target = resolveLinkTarget({ requested, inApp, pathname: url.pathname });
  const origin = location.origin;
  if (target === '1' && shouldScrollToTop({ environment: root.dataset.env, currentPath: location.pathname, url, origin })) {
    window.scrollTo({ top: 0, behavior: 'smooth' });
    return;
  }
  const plan = planNavigation({ target, inApp, url, origin, screen: window.screen, newBuildLive: root.hasAttribute(NEW_BUILD_LIVE_ATTRIBUTE) });
  if (plan.kind === 'native' || plan.kind === 'assign') location.assign(url.href);
  else if (plan.kind === 'external') postToApp({ type: 'openExternal', url: plan.url });
  else window.open(plan.url, plan.name, plan.features);
}
