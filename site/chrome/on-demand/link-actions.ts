/**
 * A login-required link a guest clicked: asks the session, then the guest, and follows
 * the link as its target says if a login turns out to exist after all. Fetched on the first such
 * click: most pages never see one.
 */
import { LOGIN_REQUIRED_TEXT, LOGIN_REQUIRED_TITLE, loginUrl } from '#features/member/login-question.ts';
import { shouldScrollToTop } from '../link-rules';
import { openWindow } from '../link-windows';
import { checkLoggedIn } from '../session';

/** Follows `anchor` (already prevented); the click was held, so even "as the browser would" is done by hand. */
function follow(anchor: HTMLAnchorElement, url: URL): void {
  if (anchor.dataset.linkTarget === undefined && anchor.target !== '' && anchor.target !== '_self') {
    // A plain target attribute (reached only after the login check held the click).
    window.open(url.href, anchor.target, 'noopener');
    return;
  }
  if (openWindow(anchor, url)) return;
  const currentPath = location.pathname;
  if (shouldScrollToTop({ environment: document.documentElement.dataset.env, currentPath, url, origin: location.origin })) {
    window.scrollTo({ top: 0, behavior: 'smooth' });
  } else location.assign(url.href);
}

/** Set while a login-required click is being answered, so a double tap asks only once. */
let asking = false;

export async function askGuestToLogIn(anchor: HTMLAnchorElement, url: URL): Promise<void> {
  if (asking) return;
  asking = true;
  try {
    if (await checkLoggedIn()) {
      follow(anchor, url);
      return;
    }
    const { showConfirm } = await import('../modal');
    const confirmed = await showConfirm({ title: LOGIN_REQUIRED_TITLE, text: LOGIN_REQUIRED_TEXT });
    if (confirmed) location.assign(loginUrl({ loginToMoveUrl: anchor.dataset.loginToMoveUrl, url }));
  } finally {
    asking = false;
  }
}
