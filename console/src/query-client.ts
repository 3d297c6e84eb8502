/**
 * The console's react-query client, which react-admin runs every query on. A refusal (4xx) is the
 * API's answer, not a hiccup: a 401 from the session check means "logged out", so the login form
 * shows at once instead of after react-query's three retries (about 8 seconds). A lost connection
 * (status 0) or a server failure (5xx) is tried again, as react-query would by default.
 */
import { QueryClient } from '@tanstack/react-query';

/** Tries after the first failure, for the failures worth trying again. */
export const MAX_RETRIES = 3;

/** Whether a query that failed `failureCount` times with `error` is tried again. */
export function retryQuery(failureCount: number, error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  if (typeof status === 'number' && status >= 400 && status < 500) return false;
  return failureCount < MAX_RETRIES;
}

export function consoleQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: retryQuery } } });
}
