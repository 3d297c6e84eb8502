/**
 * A login-required link a guest clicked (SPEC §4): asks the session first, then asks the guest to
 * log in, and follows the link (`../link-follow.ts`) if a login turns out to exist after all.
 * Fetched on the first such click: most pages never see one.
 */
import { follow } from '../link-follow';
import { LOGIN_REQUIRED_TEXT, LOGIN_REQUIRED_TITLE } from '../links';
import { loginUrl } from '../link-rules';
import { checkLoggedIn } from '../session';

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
