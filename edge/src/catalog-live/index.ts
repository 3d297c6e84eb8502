/**
 * The live refresh as the worker wires it (see `live-rewriter.ts`): the live fields come from the
 * gateway's getProductLiveInfo, called in process, through `caches.default`; a failure is logged
 * once under the request's trace id and the page is served as built.
 */
import type { Context } from 'hono';
import { GetProductLiveInfoResponseSchema, type ProductLiveInfo } from '#shared/schemas/display-calls';
import type { AppEnv } from '../env';
import { TRACE_HEADER, traceIdOf } from '../gateway/trace';
import { logFailure } from '../log-failure';
import { callGatewayInProcess, type GatewayCaller } from './in-process-gateway';
import { refreshLiveFields } from './live-rewriter';

/** The gateway call that gives the live fields (shared/schemas/display-calls.ts). */
export const LIVE_INFO_PATH = '/dp/display/product/v1/getProductLiveInfo';

/** getProductLiveInfo through the gateway: the live fields of `numbers` (1 to 200). */
export async function fetchLiveInfo(caller: GatewayCaller, numbers: readonly string[]): Promise<ProductLiveInfo[]> {
  const answer = await callGatewayInProcess(
    caller,
    { method: 'POST', path: LIVE_INFO_PATH, body: { inmPrdNoList: numbers } },
    GetProductLiveInfoResponseSchema,
  );
  return answer.data;
}

/** The caller for gateway calls made on behalf of the request `c`. */
export function gatewayCallerOf(c: Context<AppEnv>): GatewayCaller {
  return { env: c.env, origin: new URL(c.req.url).origin, traceId: traceIdOf(c.req.header(TRACE_HEADER)) };
}

/** `waitUntil` of the request when the runtime gives one (tests calling `app.request` may not). */
export function waitUntilOf(c: Context): ((promise: Promise<unknown>) => void) | undefined {
  try {
    const context = c.executionCtx;
    return (promise) => context.waitUntil(promise);
  } catch {
    return undefined;
  }
}

/** One log line under the caller's trace id, in the format of every other failure. */
export function logWithTrace(c: Context<AppEnv>, traceId: string, error: unknown, note: string): void {
  // The page app has no trace middleware of its own; the id the gateway call carried is the one.
  const traced = c as unknown as Context<{ Variables: { traceId: string } }>;
  traced.set('traceId', traceId);
  logFailure(traced, error, note);
}

/** `response` (an HTML page of this request) with its live fields refreshed. */
export function refreshLiveFieldsFor(c: Context<AppEnv>, response: Response): Response {
  const caller = gatewayCallerOf(c);
  return refreshLiveFields(response, {
    loadLiveInfo: (numbers) => fetchLiveInfo(caller, numbers),
    cache: caches.default,
    now: Date.now,
    waitUntil: waitUntilOf(c),
    onFailure: (error) => logWithTrace(c, caller.traceId, error, 'live fields not refreshed; page served as built'),
  });
}
