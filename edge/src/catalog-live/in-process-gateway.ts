/**
 * Calls the commerce gateway from inside the worker, without a network hop: the request goes
 * through the same app `/api` serves, so an operator's `GATEWAY_ORIGIN` proxy and the built-in
 * endpoints answer exactly as they would a browser. The gateway is mounted under `API_BASE` here
 * because the proxy forwards the path after that base.
 */
import { Hono } from 'hono';
import type { ZodType } from 'zod';
import type { HttpMethod } from '#shared/schemas/contract';
import { readConfig } from '../config';
import { API_BASE, gateway } from '../gateway';
import type { GatewayEnv } from '../gateway/gateway-env';
import { TRACE_HEADER } from '../gateway/trace';

const mounted = new Hono<GatewayEnv>().route(API_BASE, gateway);

/** Who is calling: the bindings, the shop origin the visitor used, and the trace id to log under. */
export interface GatewayCaller {
  env: Env;
  /** The visitor's origin (`https://shop.example`); the proxy passes it on as X-Forwarded-Host. */
  origin: string;
  traceId: string;
}

/** A gateway answer other than 2xx: `status` tells an address that names nothing (404) from a failure. */
export class GatewayStatusError extends Error {
  constructor(
    readonly path: string,
    readonly status: number,
  ) {
    super(`${path} answered ${status}`);
  }
}

/** How long a page waits for the gateway before it is served as built. */
export const IN_PROCESS_TIMEOUT_MS = 1_500;

/**
 * Calls `method path` (a gateway path such as `/dp/display/product/v1/getProductLiveInfo`) and
 * answers the body checked against `schema`. Rejects on a non-2xx answer, a body of another shape,
 * or no answer within `timeoutMs`. The built-in gateway has already checked its answer against the
 * call's contract before sending it (../gateway/endpoint.ts), so only an answer from the
 * operator's `GATEWAY_ORIGIN` is checked again here: parsing a page's data twice cost every page
 * drawn on a miss a share of its CPU.
 */
export async function callGatewayInProcess<T>(
  caller: GatewayCaller,
  request: { method: HttpMethod; path: string; body?: unknown },
  schema: ZodType<T>,
  timeoutMs = IN_PROCESS_TIMEOUT_MS,
): Promise<T> {
  const url = new URL(`${API_BASE}${request.path}`, caller.origin);
  const headers: Record<string, string> = { Accept: 'application/json', [TRACE_HEADER]: caller.traceId };
  const body = request.body === undefined ? undefined : new TextEncoder().encode(JSON.stringify(request.body));
  if (body) {
    headers['Content-Type'] = 'application/json';
    // With its length told, the gateway's body limit checks the header instead of reading the body through.
    headers['Content-Length'] = String(body.byteLength);
  }
  const answer = mounted.request(url.href, { method: request.method, headers, body }, caller.env);
  const response = await withTimeout(Promise.resolve(answer), timeoutMs, `${request.path} gave no answer within ${timeoutMs} ms`);
  if (!response.ok) throw new GatewayStatusError(request.path, response.status);
  if (readConfig(caller.env).gatewayOrigin === '') return (await response.json()) as T;
  const parsed = schema.safeParse(await response.json());
  if (!parsed.success) throw new Error(`${request.path} answered an unexpected body: ${parsed.error.message}`);
  return parsed.data;
}

/** `promise`, or a rejection with `message` after `ms`; the timer never outlives the race. */
export async function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    if (timer !== undefined) clearTimeout(timer);
  }
}
