/**
 * The one way the worker hands a request to an operator's own service (`GATEWAY_ORIGIN`,
 * `MEMBER_GATEWAY_ORIGIN`): the body streams through, hop-by-hop headers are dropped both ways,
 * the trace id is passed on, and redirects are not followed, so an upstream's 302s and
 * Set-Cookies reach the browser as they are.
 */

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
  if (base.protocol !== 'https:' && base.protocol !== 'http:') throw new TypeError(`The upstream origin must be an http(s) URL: ${origin}`);
  const url = new URL(requestUrl);
  const rest = url.pathname.slice(basePath.length);
  return new URL(`${origin.replace(/\/+$/, '')}${rest}${url.search}`);
}

export interface ForwardOptions {
  traceHeader: string;
  traceId: string;
  fetcher?: typeof fetch;
}

/** Sends `request` to `target` and answers with the upstream's response; rejects when unreachable. */
export async function forward(request: Request, target: URL, options: ForwardOptions): Promise<Response> {
  const incoming = new URL(request.url);
  const headers = withoutHopByHop(request.headers);
  headers.set(options.traceHeader, options.traceId);
  headers.set('X-Forwarded-Host', incoming.host);
  headers.set('X-Forwarded-Proto', incoming.protocol.slice(0, -1));
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  const upstream = await (options.fetcher ?? fetch)(target, { method: request.method, headers, body: hasBody ? request.body : null, redirect: 'manual' });
  const answer = withoutHopByHop(upstream.headers);
  if (!answer.has('cache-control')) answer.set('Cache-Control', 'no-store');
  return new Response(upstream.body, { status: upstream.status, statusText: upstream.statusText, headers: answer });
}
