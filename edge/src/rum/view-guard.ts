/**
 * The beacon's authentication, run before the endpoint frame validates the body: a beacon whose
 * `viewToken` this worker did not sign for its `pageType`, or signed too long ago, is refused
 * whatever else it says (./view-token.ts). The frame then reads the same body again (Hono keeps it).
 */
import type { Context, MiddlewareHandler } from 'hono';
import { GatewayError } from '../gateway/errors';
import type { GatewayEnv } from '../gateway/gateway-env';
import { clientAddress } from '../member/request';
import { addressKeyOf } from './address-key';
import type { CountedView } from './rum-store';
import { checkViewToken, rumTokenSecret } from './view-token';

/** The view each checked request is for, by its context: the endpoint's handler takes it from here. */
const checked = new WeakMap<Context, CountedView>();

/** Refuses the beacon unless it carries a token this worker signed for its page type. */
export const requireViewToken: MiddlewareHandler<GatewayEnv> = async (c, next) => {
  const secret = rumTokenSecret(c.env);
  if (!secret) throw new GatewayError('RUM_COLLECTION_OFF');
  const body = parsed(await c.req.text());
  const check = await checkViewToken(secret, body.viewToken, body.pageType);
  if (!check.ok) throw new GatewayError(check.reason === 'expired' ? 'RUM_TOKEN_EXPIRED' : 'RUM_TOKEN_INVALID');
  checked.set(c, { ...check.view, addressKey: await addressKeyOf(secret, clientAddress(c.req.raw.headers)) });
  await next();
};

/** The view `requireViewToken` let through; a request that did not pass it is refused here too. */
export function checkedView(c: Context): CountedView {
  const view = checked.get(c);
  if (!view) throw new GatewayError('RUM_TOKEN_INVALID');
  return view;
}

/** The body's fields when it is a JSON object; anything else has no token. */
function parsed(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
