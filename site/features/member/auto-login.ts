/**
 * App auto-login: inside the app a guest asks the member gateway at most once per 30 minutes.
 * The gateway's own flag cookie is HttpOnly, so the page cannot read it: this browser keeps when it
 * last asked, and a page within the window does not ask again (asking would only be refused, and
 * a guest browsing would see a refusal on every page). When the gateway logs the visitor in, the
 * customer is loaded again and the new signal cookie read.
 */
import { callApi } from '#lib/api-client';
import { AUTO_LOGIN_TRIED_MAX_AGE } from '#shared/cookies';
import { MEMBER_ROUTES } from '#shared/schemas/member-routes';
import { resetSession } from '#chrome/session';
import { loadCustomer } from './store';
import { readLoginSignals } from './signals';

/** Epoch ms of this browser's last attempt, in localStorage. */
export const AUTO_LOGIN_TRIED_AT_KEY = 'inm_auto_login_tried_at';

let tried = false;

function askedRecently(now: number): boolean {
  try {
    const at = Number(localStorage.getItem(AUTO_LOGIN_TRIED_AT_KEY));
    return at > 0 && at <= now && now - at < AUTO_LOGIN_TRIED_MAX_AGE * 1000;
  } catch {
    return false;
  }
}

function rememberAsking(now: number): void {
  try {
    localStorage.setItem(AUTO_LOGIN_TRIED_AT_KEY, String(now));
  } catch {
    // Without storage (a private window) the gateway's flag still refuses a second attempt.
  }
}

/** Resolves whether the gateway logged the visitor in. Never throws. */
export async function tryAppAutoLogin(now = Date.now()): Promise<boolean> {
  if (tried || !document.documentElement.hasAttribute('data-app') || askedRecently(now)) return false;
  tried = true;
  rememberAsking(now);
  try {
    await callApi(MEMBER_ROUTES.autoLogin);
  } catch {
    return false;
  }
  resetSession();
  await loadCustomer();
  void readLoginSignals();
  return true;
}

/** For tests: a new page, which may try again (its browser's memory of the last attempt aside). */
export function resetAutoLogin(): void {
  tried = false;
}
