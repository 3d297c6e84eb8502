/**
 * App auto-login: inside the app a guest asks the member gateway once per page;
 * the gateway itself allows one attempt per 30 minutes (its flag cookie). When it logs the
 * visitor in, the customer is loaded again and the new signal cookie read.
 */
import { MEMBER_BASE, apiPost } from '#lib/api-client';
import { resetSession } from '#chrome/session';
import { loadCustomer } from './store';
import { readLoginSignals } from './signals';

let tried = false;

/** Resolves whether the gateway logged the visitor in. Never throws. */
export async function tryAppAutoLogin(): Promise<boolean> {
  if (tried || !document.documentElement.hasAttribute('data-app')) return false;
  tried = true;
  try {
    await apiPost('/autologin', undefined, { base: MEMBER_BASE, auth: false });
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
