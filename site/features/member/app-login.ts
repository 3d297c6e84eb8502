/**
 * Login success in the app (docs/app-bridge.md): once a login signal is read, the app hears
 * which provider it was and, through its message handlers only, the auth token, so it can keep the
 * session for its own calls and its auto-login. The bridge leaves the token out of the custom
 * scheme; an app without handlers reads the auth cookie from its cookie store instead.
 */
import { LOGIN_PROVIDERS, type LoginProvider } from '#shared/constants';
import { isAppPage, postToApp } from '#chrome/app-bridge';
import { getToken } from '#chrome/session';

/** Sends the `login` message; outside the app it does nothing and asks nothing. Never throws. */
export async function tellAppLoggedIn(provider: LoginProvider): Promise<void> {
  if (!isAppPage()) return;
  const token = await getToken();
  const message = { type: 'login', provider: LOGIN_PROVIDERS[provider] } as const;
  postToApp(token ? { ...message, token } : message);
}
