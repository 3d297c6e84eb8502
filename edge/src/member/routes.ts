/**
 * The member gateway at `/member`. Request order:
 * trace id, no-store, the proxy to `MEMBER_GATEWAY_ORIGIN` when set, a body limit, then:
 *
 * - `GET /login` → the login, join or popup screen with a safe successUrl (entry.ts)
 * - `POST /` → login with ID and password; `?loginType=sms` with an SMS code;
 *   `?processType=join` a new member; `?processType=kakaoJoin` completes a social join
 * - `GET /check-id?custWebId=` → `{available}`
 * - `POST /autologin`, `GET /logout?domain=`, `GET /channellogout`
 * - `/sms/*` (sms/routes.ts) and `/social/*` (social/routes.ts)
 *
 * Anything else under `/member` is a JSON 404; failures are JSON with a stable code.
 */
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { traceIdOf, TRACE_HEADER } from '../gateway/trace';
import { autoLogin } from './auto-login';
import { loginEntry } from './entry';
import { MemberError } from './errors';
import { checkWebId, join } from './join';
import { loginWithPassword } from './login';
import { channelLogout, logout } from './logout';
import type { MemberEnv } from './member-env';
import { proxyToMemberGateway } from './proxy';
import { assertSameSite, readInput, requestMode } from './request';
import { internalError, jsonError, NO_STORE } from './respond';
import { loginWithSms } from './sms/login';
import { smsRoutes } from './sms/routes';
import { mailRoutes } from '../mail/routes';
import { completeSocialJoin } from './social/complete-join';
import { createSocialRoutes } from './social/routes';

/** Member requests are small forms; anything bigger is refused unread. */
export const MAX_BODY_BYTES = 16 * 1024;

/** What tests replace in a member gateway. */
export interface MemberGatewayOptions {
  /** Reaches the social providers and the upstream member gateway; a fake in tests. */
  fetch?: typeof fetch;
}

/** `POST /`: which of the four member forms this is. */
async function memberPost(c: Context<MemberEnv>): Promise<Response> {
  assertSameSite(c);
  const mode = requestMode(c);
  const input = await readInput(c, mode);
  const processType = c.req.query('processType');
  if (processType === 'join') return join(c, mode, input);
  if (processType === 'kakaoJoin') return completeSocialJoin(c, mode, input);
  if (processType !== undefined && processType !== '') throw new MemberError('INVALID_INPUT', { processType: '알 수 없는 요청 종류입니다.' });
  return c.req.query('loginType') === 'sms' ? loginWithSms(c, mode, input) : loginWithPassword(c, mode, input);
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
  member.use(bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => jsonError(c, new MemberError('PAYLOAD_TOO_LARGE')) }));

  member.get('/login', loginEntry);
  member.post('/', memberPost);
  member.get('/check-id', async (c) => c.json(await checkWebId(c), 200, NO_STORE));
  member.post('/autologin', autoLogin);
  member.get('/logout', logout);
  member.get('/channellogout', channelLogout);
  member.route('/sms', smsRoutes);
  member.route('/mail', mailRoutes);
  member.route('/social', createSocialRoutes(fetcher));
  member.all('*', (c) => {
    // `POST /member/`: the router files the trailing-slash form under the wildcard.
    if (c.req.method === 'POST' && c.req.path === c.req.routePath.replace(/\*$/, '')) return memberPost(c);
    throw new MemberError('NOT_FOUND');
  });

  member.onError((error, c) => jsonError(c, error instanceof MemberError ? error : internalError(c, error)));
  return member;
}

/** The member gateway the worker serves. */
export const member = createMemberGateway();
