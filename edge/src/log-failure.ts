/**
 * One JSON log line per failure, under the request's trace id and with the stack: the client
 * only ever sees the trace id, so this line is how an operator finds what happened.
 */
import type { Context } from 'hono';

/** Any app whose middleware has set a `traceId` variable. */
interface Traced {
  Variables: { traceId: string };
}

export function logFailure<E extends Traced>(c: Context<E>, error: unknown, note?: string): void {
  const failure = error instanceof Error ? error : new Error(String(error));
  console.error(
    JSON.stringify({
      level: 'error',
      traceId: c.get('traceId'),
      method: c.req.method,
      path: new URL(c.req.url).pathname,
      ...(note ? { note } : {}),
      message: failure.message,
      stack: failure.stack,
    }),
  );
}
