/**
 * The one way the site calls its gateways: `/api` by default, `/member` for the member
 * gateway. No retries, redirects handled by hand, same-origin credentials, and the trace and
 * page headers (`X-Trace-Id`, `X-Page-Path`, …) on every call. A redirect answer sends the
 * browser on and the call never settles: the page is leaving, so nothing should react to it.
 * Anything else resolves to the parsed JSON or rejects with an `ApiError` carrying the gateway's
 * `{ code, message }`.
 */
import type { AuthLevel, NoBody, Route } from '#shared/schemas/contract';
import { MEMBER_GATEWAY_BASE } from '#shared/schemas/contract';
import { fillPath, type ParamNames, type PathParams } from '#shared/schemas/route-path';
import { getToken } from '#chrome/session';

export const API_BASE = '/api';
export const MEMBER_BASE = MEMBER_GATEWAY_BASE;

export const NETWORK_ERROR_MESSAGE = '네트워크 연결이 원활하지 않습니다. 잠시 후 다시 시도해 주세요.';
export const UNKNOWN_ERROR_MESSAGE = '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.';

/** A failed call: the gateway's stable code and Korean message, the HTTP status (0: no answer). */
export class ApiError extends Error {
  readonly code: string;
  readonly status: number;
  /** Failing field → its message, on `INVALID_INPUT`. */
  readonly fields: Record<string, string>;

  constructor(code: string, message: string, status: number, fields: Record<string, string> = {}) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.fields = fields;
  }
}

export interface ApiOptions {
  method?: 'GET' | 'POST' | 'PUT';
  /** Sent as JSON; POST without a body sends none. */
  body?: unknown;
  /** `API_BASE` unless given. */
  base?: string;
  /** Send `Authorization: Bearer` when the visitor has a token; on by default. */
  auth?: boolean;
  /** Extra headers for this call, such as an `Idempotency-Key`. */
  headers?: Record<string, string>;
}

/** Header values must be Latin-1; anything else is sent percent-encoded. */
function headerValue(value: string): string {
  return /^[\x20-\x7e]*$/.test(value) ? value : encodeURI(value);
}

export async function requestHeaders(options: Pick<ApiOptions, 'auth' | 'body' | 'headers'>): Promise<Headers> {
  const headers = new Headers({
    Accept: 'application/json',
    'X-Trace-Id': crypto.randomUUID(),
    'X-Page-Path': headerValue(location.pathname),
    'X-Query-String': headerValue(location.search),
    'X-Referrer': headerValue(document.referrer),
  });
  // A file (uploads) goes as its own bytes and type; anything else as JSON.
  if (options.body instanceof Blob) headers.set('Content-Type', options.body.type || 'application/octet-stream');
  else if (options.body !== undefined) headers.set('Content-Type', 'application/json');
  const token = options.auth === false ? null : await getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);
  return headers;
}

/** Where an opaque redirect goes: its URL with this page as both `successUrl` and `cancelUrl`. */
export function withReturnUrls(target: string, here = location.href): string {
  const url = new URL(target, here);
  url.searchParams.set('successUrl', here);
  url.searchParams.set('cancelUrl', here);
  return url.href;
}

const never = <T>() => new Promise<T>(() => {});

/** One request under `base`: a route's call, made only through `callApi`, so no caller spells a path. */
async function apiRequest<T = unknown>(path: string, options: ApiOptions = {}): Promise<T> {
  const { method = options.body === undefined ? 'GET' : 'POST', body, base = API_BASE } = options;
  let response: Response;
  try {
    response = await fetch(base + path, {
      method,
      headers: await requestHeaders(options),
      body: body === undefined || body instanceof Blob ? body : JSON.stringify(body),
      credentials: 'same-origin',
      redirect: 'manual',
      cache: 'no-store',
    });
  } catch {
    throw new ApiError('NETWORK_ERROR', NETWORK_ERROR_MESSAGE, 0);
  }
  if (response.type === 'opaqueredirect') {
    location.assign(withReturnUrls(response.url || base + path));
    return never();
  }
  const json: unknown = await response.json().catch(() => null);
  const answer = (json ?? {}) as { code?: unknown; message?: unknown; fields?: unknown; location?: unknown };
  if (response.status >= 300 && response.status < 400) {
    const target = response.headers.get('Location') ?? (typeof answer.location === 'string' ? answer.location : null);
    if (target) {
      location.assign(target);
      return never();
    }
  }
  if (!response.ok) {
    const code = typeof answer.code === 'string' ? answer.code : `HTTP_${response.status}`;
    const message = typeof answer.message === 'string' && answer.message ? answer.message : UNKNOWN_ERROR_MESSAGE;
    const fields = typeof answer.fields === 'object' && answer.fields !== null ? (answer.fields as Record<string, string>) : {};
    throw new ApiError(code, message, response.status, fields);
  }
  return json as T;
}

/** Options of a typed call: everything but what the route fixes (method, base, body). */
export type CallOptions = Omit<ApiOptions, 'method' | 'body' | 'base'> & {
  /** The values of the route's `:name` path parameters (route-path.ts). */
  params?: Readonly<Record<string, string | number>>;
};

/**
 * A route's arguments: its body (left out when it takes none), then options, which must carry
 * `params` for each `:name` in the route's path `P` (and may not otherwise).
 */
export type CallArgs<Req, P extends string = string> = [ParamNames<P>] extends [never]
  ? [Req] extends [NoBody]
    ? [input?: undefined, options?: CallOptions & { params?: undefined }]
    : [input: Req, options?: CallOptions & { params?: undefined }]
  : [input: Req, options: CallOptions & { params: PathParams<P> }];

/** `path` with a GET's input as its query string (lists as repeated parameters, absent values left out). */
export function withQuery(path: string, input: unknown): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(input ?? {}))
    for (const item of [value].flat()) if (item !== undefined && item !== null) query.append(name, String(item));
  const text = query.toString();
  return text === '' ? path : `${path}?${text}`;
}

/**
 * Calls a route of `shared/schemas` (ADR 016, 046): the route gives the method, base, path and
 * whether a token is needed; its types give the input and the answer, so no call site spells a
 * path or casts. A GET sends its input in the query string; anything else sends it as the body:
 * JSON, or a `Blob` as its own bytes. A form route gets JSON too, which it takes beside form
 * fields, and so answers in JSON. The member gateway reads its cookies, never a token. A path's
 * `:name` parameters come from `options.params`, percent-encoded; a missing one throws.
 */
export function callApi<Req, Res, P extends string>(route: Route<Req, Res, AuthLevel, P>, ...[input, options = {}]: CallArgs<Req, P>): Promise<Res> {
  const { params, ...rest } = options;
  const base = route.base ?? API_BASE;
  const auth = route.base === MEMBER_GATEWAY_BASE ? false : rest.auth;
  const path = fillPath(route.path, params);
  if (route.method === 'GET') return apiRequest<Res>(withQuery(path, input), { ...rest, base, auth, method: 'GET' });
  return apiRequest<Res>(path, { ...rest, base, auth, method: route.method, body: input });
}
