/**
 * With `GATEWAY_ORIGIN` set, `/api/*` belongs to the operator's commerce API: every request is
 * passed to `${GATEWAY_ORIGIN}` + the path after `/api` + the query, the body streamed through,
 * hop-by-hop headers dropped both ways, the trace id passed on. Redirects are not followed, so an
 * upstream 302 reaches the browser as the SPEC's client expects (SPEC §7).
 */
import type { MiddlewareHandler } from 'hono';
import { readConfig } from '../config';
import { apiError, logFailure } from './errors';
import type { GatewayEnv } from './gateway-env';
import { TRACE_HEADER } from './trace';

/** Headers that describe one connection, not the message (RFC 9110 §7.6.1), plus `host`. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'te', 'trailer', 'transfer-encoding', 'upgrade', 'host']);

/** A copy of `source` without hop-by-hop headers, `proxy-*`, and those `Connection` names. */
export function withoutHopByHop(source: Headers): Headers {
  const named = new Set((source.get('connection') ?? '').split(',').map((name) => name.trim().toLowerCase()));
  const headers = new Headers();
  for (const [name, value] of source) {
    if (!HOP_BY_HOP.has(name) && !name.startsWith('proxy-') && !named.has(name)) headers.append(name, value);
  }
  return headers;
}

/** Where a request to `requestUrl` (under `basePath`) goes upstream; throws on a bad origin. */
export function upstreamUrl(origin: string, basePath: string, requestUrl: string): URL {
  const base = new URL(origin);
  if (base.protocol !== 'https:' && base.protocol !== 'http:') throw new TypeError(`GATEWAY_ORIGIN must be an http(s) URL: ${origin}`);
  const url = new URL(requestUrl);
  const rest = url.pathname.slice(basePath.length);
  return new URL(`${origin.replace(/\/+$/, '')}${rest}${url.search}`);
}

/** Proxies every request when `GATEWAY_ORIGIN` is set; otherwise hands over to the built-in gateway. */
export function proxyToGatewayOrigin(basePath: string): MiddlewareHandler<GatewayEnv> {
  return async (c, next) => {
    const origin = readConfig(c.env).gatewayOrigin;
    if (origin === '') return next();
    const target = upstreamUrl(origin, basePath, c.req.url);
    const incoming = new URL(c.req.url);
    const headers = withoutHopByHop(c.req.raw.headers);
    headers.set(TRACE_HEADER, c.get('traceId'));
    headers.set('X-Forwarded-Host', incoming.host);
    headers.set('X-Forwarded-Proto', incoming.protocol.slice(0, -1));
    const hasBody = c.req.method !== 'GET' && c.req.method !== 'HEAD';
    let upstream: Response;
    try {
      upstream = await fetch(target, { method: c.req.method, headers, body: hasBody ? c.req.raw.body : null, redirect: 'manual' });
    } catch (error) {
      logFailure(c, error, `upstream ${target.origin} unreachable`);
      return apiError(c, 'UPSTREAM_UNAVAILABLE');
    }
    const answer = withoutHopByHop(upstream.headers);
    if (!answer.has('cache-control')) answer.set('Cache-Control', 'no-store');
    return new Response(upstream.body, { status: upstream.status, statusText: upstream.statusText, headers: answer });
  };
}
