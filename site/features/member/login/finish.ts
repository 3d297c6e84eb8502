/**
 * Where the browser goes after a login or join: the gateway's `redirect`. The login popup
 * instead reloads the page that opened it, when that page is the shop's
 * own, and closes; a popup without such an opener simply goes on itself.
 */

/** The opener when it is a page of this origin; reading a foreign opener's location throws. */
export function sameOriginOpener(win: Window = window): Window | null {
  const opener = win.opener as Window | null;
  if (!opener || opener === win || opener.closed) return null;
  try {
    return opener.location.origin === win.location.origin ? opener : null;
  } catch {
    return null;
  }
}

export function finishLogin(redirect: string | undefined, popup: boolean, win: Window = window): void {
  const target = redirect || '/kr/ko';
  const opener = popup ? sameOriginOpener(win) : null;
  if (opener) {
    opener.location.reload();
    win.close();
    return;
  }
  win.location.assign(target);
}
