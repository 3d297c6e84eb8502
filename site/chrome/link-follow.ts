/**
 * Opens a link the click listener (`links.ts`) held back where its target says (`link-targets.ts`):
 * a new tab, a popup, the app's external browser through the app bridge, or a full load in this
 * window. It runs inside the click: Safari on iPhone blocks a `window.open` made after an await.
 */
import { isAppPage, postToApp } from './app-bridge';
import { NEW_BUILD_LIVE_ATTRIBUTE, shouldScrollToTop } from './link-rules';
import { planNavigation, resolveLinkTarget } from './link-targets';

/** Follows `anchor` (already prevented) as the shopper meant it; the click was held, so even "as the browser would" is done by hand. */
export function follow(anchor: HTMLAnchorElement, url: URL): void {
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
