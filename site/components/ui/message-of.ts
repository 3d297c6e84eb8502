/**
 * What to tell the shopper about a failed call: the gateway's own Korean message when it answered
 * with one (`ApiError`), otherwise `fallback`, which says what did not happen. Anything else thrown
 * (a bug, a browser error) carries English or internals, so it is never shown.
 */
import { ApiError, UNKNOWN_ERROR_MESSAGE } from '#lib/api-client';

export function messageOf(error: unknown, fallback: string = UNKNOWN_ERROR_MESSAGE): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}
