/**
 * The worker's configuration, read from the environment with the defaults the README lists.
 */
import { DEFAULT_APP_MARKER, DEFAULT_IOS_UPDATE_GATE } from '../../shared/constants';
import { authCookieName } from '../../shared/cookies';

export interface WorkerConfig {
  /** `prd`, `qa` or any other name; outside `prd` cookie names carry it as a suffix. */
  environment: string;
  appMarker: string;
  iosUpdateGate: string;
  /** Domain the auth cookie is shared on; empty means the host that set it. */
  authCookieDomain: string;
  /** Whether the site recomputes device info after a resize. */
  deviceRefresh: boolean;
  authCookie: string;
}

/** Reads the configuration from the worker's bindings; missing values take their defaults. */
export function readConfig(env: Partial<Record<keyof Env, unknown>>): WorkerConfig {
  const text = (value: unknown, fallback: string) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback);
  const environment = text(env.ENVIRONMENT, 'local');
  return {
    environment,
    appMarker: text(env.APP_MARKER, DEFAULT_APP_MARKER),
    iosUpdateGate: text(env.IOS_UPDATE_GATE, DEFAULT_IOS_UPDATE_GATE),
    authCookieDomain: text(env.AUTH_COOKIE_DOMAIN, ''),
    deviceRefresh: text(env.DEVICE_REFRESH, 'false') === 'true',
    authCookie: authCookieName(environment),
  };
}
