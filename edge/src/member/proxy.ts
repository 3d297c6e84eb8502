/**
 * With `MEMBER_GATEWAY_ORIGIN` set, `/member/*` belongs to the operator's member gateway: each
 * request goes to `${MEMBER_GATEWAY_ORIGIN}` + the path after `/member` + the query, with the
 * rules of the commerce gateway's proxy (`../gateway/proxy.ts`): the body streams through,
 * hop-by-hop headers are dropped both ways, the trace id is passed on, and redirects are not
 * followed, so the upstream's 302s and Set-Cookies reach the browser as they are.
 */
import type { MiddlewareHandler } from 'hono';
import { MEMBER_GATEWAY_PATH } from '../../../shared/constants';
import { readConfig } from '../config';
import { upstreamUrl, withoutHopByHop } from '../gateway/proxy';
import { TRACE_HEADER } from '../gateway/trace';
import { MemberError } from './errors';
import type { MemberEnv } from './member-env';
import { jsonError, logFailure } from './respond';

/** Proxies when `MEMBER_GATEWAY_ORIGIN` is set; otherwise the built-in member gateway answers. */
export function proxyToMemberGateway(fetcher: typeof fetch = fetch): MiddlewareHandler<MemberEnv> {
  return async (c, next) => {
    const origin = readConfig(c.env).memberGatewayOrigin;
    if (origin === '') return next();
    const target = upstreamUrl(origin, MEMBER_GATEWAY_PATH, c.req.url);
    const incoming = new URL(c.req.url);
    const headers = withoutHopByHop(c.req.raw.headers);
    headers.set(TRACE_HEADER, c.get('traceId'));
    headers.set('X-Forwarded-Host', incoming.host);
    headers.set('X-Forwarded-Proto', incoming.protocol.slice(0, -1));
    const hasBody = c.req.method !== 'GET' && c.req.method !== 'HEAD';
    let upstream: Response;
    try {
      upstream = await fetcher(target, { method: c.req.method, headers, body: hasBody ? c.req.raw.body : null, redirect: 'manual' });
    } catch (error) {
      logFailure(c, error, `member gateway ${target.origin} unreachable`);
      return jsonError(c, new MemberError('MEMBER_GATEWAY_UNAVAILABLE'));
    }
    const answer = withoutHopByHop(upstream.headers);
    if (!answer.has('cache-control')) answer.set('Cache-Control', 'no-store');
    return new Response(upstream.body, { status: upstream.status, statusText: upstream.statusText, headers: answer });
  };
}
