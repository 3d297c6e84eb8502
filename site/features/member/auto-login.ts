/**
 * App auto-login: inside the app a guest asks the member gateway once per page;
 * the gateway itself allows one attempt per 30 minutes (its flag cookie). When it logs the
 * visitor in, the customer is loaded again and the new signal cookie read.
 */
import { callApi } from '#lib/api-client';
import { MEMBER_ROUTES } from '#shared/schemas/member-routes';
import { resetSession } from '#chrome/session';
import { loadCustomer } from './store';
import { readLoginSignals } from './signals';

let tried = false;

/** Resolves whether the gateway logged the visitor in. Never throws. */
export async function tryAppAutoLogin(): Promise<boolean> {
  if (tried || !document.documentElement.hasAttribute('data-app')) return false;
  tried = true;
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

/** For tests: allows another attempt. */
export function resetAutoLogin(): void {
  tried = false;
}
