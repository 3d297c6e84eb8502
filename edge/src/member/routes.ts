/**
 * The member gateway at `/member`. Request order:
 * trace id, no-store, the proxy to `MEMBER_GATEWAY_ORIGIN` when set, a body limit, then:
 *
 * - `GET /login` → the login, join or popup screen with a safe successUrl (entry.ts)
 * - the calls (member-calls.ts, contracts in `shared/schemas/member-calls.ts`): `POST /` login with
 *   ID and password, `?loginType=sms` with an SMS code, `?processType=join` a new member,
 *   `?processType=kakaoJoin` completes a social join; `GET /check-id`, `POST /autologin`,
 *   `POST /sms/send`, `POST /find-id`, `POST /password-reset/verify`, `POST /password-reset`,
 *   `GET /social/providers`, `GET /social/pending`
 * - `GET /logout?domain=`, `GET /channellogout`
 * - `/sms/*` (sms/routes.ts) and `/social/*` (social/routes.ts)
 *
 * Anything else under `/member` is a JSON 404; failures are JSON with a stable code.
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { apiError, GatewayError, onGatewayError } from '../gateway/errors';
import { traceIdOf, TRACE_HEADER } from '../gateway/trace';
import { loginEntry } from './entry';
import { channelLogout, logout } from './logout';
import { MEMBER_ENDPOINTS, mountMemberCalls } from './member-calls';
import type { MemberEnv } from './member-env';
import { MEMBER_NOT_FOUND_MESSAGE } from './member-errors';
import { proxyToMemberGateway } from './proxy';
import { NO_STORE } from './respond';
import { smsRoutes } from './sms/routes';
import { mailRoutes } from '../mail/routes';
import { createSocialRoutes } from './social/routes';

/** Member requests are small forms; anything bigger is refused unread. */
export const MAX_BODY_BYTES = 16 * 1024;

/** What tests replace in a member gateway. */
export interface MemberGatewayOptions {
  /** Reaches the social providers and the upstream member gateway; a fake in tests. */
  fetch?: typeof fetch;
}

/** A member gateway; index.ts mounts the default one at `/member`. */
export function createMemberGateway(options: MemberGatewayOptions = {}): Hono<MemberEnv> {
  const fetcher = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const member = new Hono<MemberEnv>();

  member.use(async (c, next) => {
    const traceId = traceIdOf(c.req.header(TRACE_HEADER));
    c.set('traceId', traceId);
    await next();
    c.header(TRACE_HEADER, traceId);
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', NO_STORE['Cache-Control']);
  });
  member.use(proxyToMemberGateway(fetcher));
  member.use(bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => apiError(c, 'PAYLOAD_TOO_LARGE') }));

  member.get('/login', loginEntry);
  const calls = mountMemberCalls(member, MEMBER_ENDPOINTS);
  const signIn = calls.get('POST /')!;
  member.get('/logout', logout);
  member.get('/channellogout', channelLogout);
  member.route('/sms', smsRoutes);
  member.route('/mail', mailRoutes);
  member.route('/social', createSocialRoutes(fetcher));
  member.all('*', (c) => {
    // `POST /member/`: the router files the trailing-slash form under the wildcard.
    if (c.req.method === 'POST' && c.req.path === c.req.routePath.replace(/\*$/, '')) return signIn(c, async () => undefined);
    throw new GatewayError('NOT_FOUND', MEMBER_NOT_FOUND_MESSAGE);
  });

  member.onError(onGatewayError);
  return member;
}

/** The member gateway the worker serves. */
export const member = createMemberGateway();
