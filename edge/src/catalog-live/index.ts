/**
 * What the worker's pages need to call the gateway in process on a request's behalf: the caller
 * (bindings, origin, trace id), the request's `waitUntil`, and one log line under its trace id.
 */
import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { TRACE_HEADER, traceIdOf } from '../gateway/trace';
import { logFailure } from '../log-failure';
import type { GatewayCaller } from './in-process-gateway';

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
