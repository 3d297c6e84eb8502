/**
 * Login state on every page, started by the chrome: the header follows `$customer`, the
 * customer loads, login signals are read when there are any, and inside the app a guest tries
 * the app's auto-login. The signal and auto-login code is fetched only when it has work to do.
 */
import { SIGNAL_COOKIES } from '#shared/cookies';
import { readCookie } from '#lib/cookies';
import { startHeader } from './header';
import { loadCustomer, $customer } from './store';

export function startMember(): void {
  startHeader();
  if (SIGNAL_COOKIES.some((name) => readCookie(name) !== null)) void import('./signals').then(({ readLoginSignals }) => readLoginSignals());
  void loadCustomer().then(() => {
    if ($customer.get().status !== 'member' && document.documentElement.hasAttribute('data-app')) {
      void import('./auto-login').then(({ tryAppAutoLogin }) => tryAppAutoLogin());
    }
  });
}
