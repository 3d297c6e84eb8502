/**
 * With `MEMBER_GATEWAY_ORIGIN` set, `/member/*` belongs to the operator's member gateway: each
 * request goes to `${MEMBER_GATEWAY_ORIGIN}` + the path after `/member` + the query, by the same
 * rules as the commerce gateway's proxy (`../reverse-proxy.ts`).
 */
import type { MiddlewareHandler } from 'hono';
import { MEMBER_GATEWAY_PATH } from '#shared/constants';
import { readConfig } from '../config';
import { TRACE_HEADER } from '../gateway/trace';
import { forward, upstreamUrl } from '../reverse-proxy';
import type { MemberEnv } from './member-env';
import { apiError } from '../gateway/errors';
import { logFailure } from './respond';

/** Proxies when `MEMBER_GATEWAY_ORIGIN` is set; otherwise the built-in member gateway answers. */
export function proxyToMemberGateway(fetcher: typeof fetch = fetch): MiddlewareHandler<MemberEnv> {
  return async (c, next) => {
    const origin = readConfig(c.env).memberGatewayOrigin;
    if (origin === '') return next();
    const target = upstreamUrl(origin, MEMBER_GATEWAY_PATH, c.req.url);
    try {
      return await forward(c.req.raw, target, { traceHeader: TRACE_HEADER, traceId: c.get('traceId'), fetcher });
    } catch (error) {
      logFailure(c, error, `member gateway ${target.origin} unreachable`);
      return apiError(c, 'MEMBER_GATEWAY_UNAVAILABLE');
    }
  };
}
