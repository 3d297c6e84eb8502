/**
 * The worker's configuration, read from the environment with the defaults the README lists.
 */
import { DEFAULT_APP_MARKER, DEFAULT_IOS_UPDATE_GATE } from '#shared/constants';
import { BUSINESS } from '#shared/business';
import { authCookieName } from '#shared/cookies';

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
  /** The operator's commerce API that `/api/*` is proxied to, without a trailing slash; empty means the built-in gateway. */
  gatewayOrigin: string;
  /** Base64 of the 32-byte AES-256-GCM key getEncCustomer encrypts with (the `CUSTOMER_ENC_KEY` secret); empty means not configured. */
  customerEncKey: string;
  /** The operator's member gateway that `/member/*` is proxied to, without a trailing slash; empty means the built-in one. */
  memberGatewayOrigin: string;
  /**
   * Origins of the shop besides the one a request came to (`SHOP_ORIGINS`, comma separated):
   * where `successUrl`, `cancelUrl` and the logout `domain` may point absolutely.
   */
  shopOrigins: string[];
  /** The customer centre's phone (`CS_PHONE`) and hours (`CS_HOURS`), drawn into every page. */
  csPhone: string;
  csHours: string;
}

/**
 * The configuration of each bindings object, read once: an isolate's bindings do not change while
 * it lives, and a request asks for its configuration several times.
 */
const configs = new WeakMap<object, Readonly<WorkerConfig>>();

/** Reads the configuration from the worker's bindings; missing values take their defaults. */
export function readConfig(env: Partial<Record<keyof Env, unknown>>): Readonly<WorkerConfig> {
  let config = configs.get(env);
  if (!config) {
    config = Object.freeze(configOf(env));
    configs.set(env, config);
  }
  return config;
}

function configOf(env: Partial<Record<keyof Env, unknown>>): WorkerConfig {
  const text = (value: unknown, fallback: string) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback);
  // No name is production: a worker that lost its settings must not start behaving like a test one.
  const environment = text(env.ENVIRONMENT, 'prd');
  return {
    environment,
    appMarker: text(env.APP_MARKER, DEFAULT_APP_MARKER),
    iosUpdateGate: text(env.IOS_UPDATE_GATE, DEFAULT_IOS_UPDATE_GATE),
    authCookieDomain: text(env.AUTH_COOKIE_DOMAIN, ''),
    deviceRefresh: text(env.DEVICE_REFRESH, 'false') === 'true',
    authCookie: authCookieName(environment),
    gatewayOrigin: text(env.GATEWAY_ORIGIN, '').replace(/\/+$/, ''),
    // A secret in every environment (locally from `.dev.vars`); there is no built-in one.
    customerEncKey: text(env.CUSTOMER_ENC_KEY, ''),
    memberGatewayOrigin: text(env.MEMBER_GATEWAY_ORIGIN, '').replace(/\/+$/, ''),
    shopOrigins: text(env.SHOP_ORIGINS, '')
      .split(/[\s,]+/)
      .filter((origin) => origin !== ''),
    // A value that is not a phone number keeps the built-in one rather than printing it on every page.
    csPhone: /^\d[\d-]{6,14}$/.test(text(env.CS_PHONE, '')) ? text(env.CS_PHONE, '') : BUSINESS.csPhone,
    csHours: text(env.CS_HOURS, BUSINESS.csHours).slice(0, 80),
  };
}
