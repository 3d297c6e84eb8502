/**
 * Opens a link whose target is another window (targets 2–4, and the app's live broadcasts)
 * inside the click itself: Safari on iPhone blocks a `window.open` made after an await, so this
 * is in the chrome, not in the on-demand chunk that follows every other held link.
 */
import { isAppPage, postToApp } from './app-bridge';
import { planWindow, resolveLinkTarget } from './link-targets';

/** Opens `url` where `anchor`'s target says, if that is not this window; says whether it did. */
export function openWindow(anchor: HTMLAnchorElement, url: URL): boolean {
  const inApp = isAppPage();
  const target = resolveLinkTarget({ requested: anchor.dataset.linkTarget, inApp, pathname: url.pathname });
  const plan = planWindow({ target, inApp, url, origin: location.origin, screen: window.screen });
  if (plan?.kind === 'external') postToApp({ type: 'openExternal', url: plan.url });
  else if (plan) window.open(plan.url, plan.name, plan.features);
  return plan !== null;
}
