/**
 * The login signals: after a login, a join or an app auto-login the gateway leaves a
 * JS-readable cookie `Y` or `Y|{provider number}`. Each is read once, expired in the page and
 * through the worker's delete-cookie endpoint, and turned into a tracking event.
 */
import { LOGIN_PROVIDERS, type LoginProvider } from '#shared/constants';
import { APP_AUTO_LOGIN_SUCCESS_COOKIE, LOGIN_SUCCESS_COOKIE, SIGNUP_SUCCESS_COOKIE } from '#shared/cookies';
import { deleteServerCookie, expireReadableCookie, readCookie } from '#lib/cookies';
import { track } from '#lib/tracking';
import { tellAppLoggedIn } from './app-login';

const EVENTS = [
  [LOGIN_SUCCESS_COOKIE, 'login_complete'],
  [APP_AUTO_LOGIN_SUCCESS_COOKIE, 'login_complete'],
  [SIGNUP_SUCCESS_COOKIE, 'sign_up_complete'],
] as const;

/** The provider a signal names; ID when it names none or one we do not know. Null when it is no success. */
export function parseSignal(value: string | null): LoginProvider | null {
  if (value === null || !value.startsWith('Y')) return null;
  const number = Number(value.split('|')[1]);
  const provider = (Object.keys(LOGIN_PROVIDERS) as LoginProvider[]).find((name) => LOGIN_PROVIDERS[name] === number);
  return provider ?? 'ID';
}

/**
 * Reads every signal cookie present, tracks it and asks the worker to delete it. A successful
 * login (or join) also merges the guest cart into the member's, once the member has loaded.
 */
export function readLoginSignals(cookies = document.cookie): Promise<boolean[]> {
  const deletions: Promise<boolean>[] = [];
  let merging: Promise<unknown> | undefined;
  let tellingApp: Promise<void> | undefined;
  for (const [name, event] of EVENTS) {
    const value = readCookie(name, cookies);
    if (value === null) continue;
    // Deleted whatever it says, so a malformed signal is not read again on every page: here at
    // once, so a page opened before the worker answers cannot track it again, and by the worker.
    expireReadableCookie(name);
    deletions.push(deleteServerCookie(name));
    const provider = parseSignal(value);
    if (!provider) continue;
    track(event, name === APP_AUTO_LOGIN_SUCCESS_COOKIE ? { provider, autoLogin: true } : { provider });
    merging ??= import('../cart/cart-merge').then(({ mergeAfterLogin }) => mergeAfterLogin()).catch(() => null);
    // Inside the app, the app keeps the session too (docs/app-bridge.md); once, whichever signal.
    tellingApp ??= tellAppLoggedIn(provider);
  }
  return Promise.all(deletions);
}
