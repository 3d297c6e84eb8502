/**
 * Trace ids: the site sends a random UUID in `X-Trace-Id` with every call. The gateway
 * keeps it, or makes one, logs under it, passes it to the upstream and echoes it on the answer,
 * so a shopper's report, the worker log and the upstream's log meet on one id.
 */
import type { MiddlewareHandler } from 'hono';
import type { GatewayEnv } from './gateway-env';

export const TRACE_HEADER = 'X-Trace-Id';

/** What is accepted from outside: short, and nothing that could break a header or a log line. */
const TRACE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The caller's trace id when it is well formed, otherwise a new UUID. */
export function traceIdOf(header: string | null | undefined): string {
  return header && TRACE_ID.test(header) ? header : crypto.randomUUID();
}

/** Sets `traceId` for the handlers after it and echoes it on every response. */
export function traceId(): MiddlewareHandler<GatewayEnv> {
  return async (c, next) => {
    const id = traceIdOf(c.req.header(TRACE_HEADER));
    c.set('traceId', id);
    await next();
    c.header(TRACE_HEADER, id);
  };
}
