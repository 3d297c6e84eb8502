/**
 * How the member gateway answers. JSON mode: `200 {redirect}` on success, `{code, message,
 * fields?}` with the error's status on failure. Form mode (a no-JS form): `303` to the target on
 * success, `303` back to the screen with `?error=<code>&successUrl=…` on failure. A browser
 * navigation (social callbacks): `302`. Nothing the gateway answers may be cached.
 */
import type { Context } from 'hono';
import { errorBody, MEMBER_ERRORS, MemberError } from './errors';
import type { MemberEnv } from './member-env';
import type { RequestMode } from './request';
import { logFailure } from '../log-failure';

/** Member answers carry logins and personal data: never cached. */
export const NO_STORE = { 'Cache-Control': 'no-store' } as const;

/** How the caller reads the answer: the two body modes, or a top-level navigation. */
export type AnswerMode = RequestMode | 'navigation';

function withCookies(c: Context<MemberEnv>, cookies: readonly string[]): void {
  for (const cookie of cookies) c.header('Set-Cookie', cookie, { append: true });
}

/** The success answer: the browser goes to `redirect` (already made safe) with `cookies` set. */
export function answerSuccess(c: Context<MemberEnv>, mode: AnswerMode, redirect: string, cookies: readonly string[] = []): Response {
  withCookies(c, cookies);
  if (mode === 'json') return c.json({ redirect }, 200, NO_STORE);
  return c.body(null, mode === 'form' ? 303 : 302, { ...NO_STORE, Location: redirect });
}

/** Where a failed form goes: back to its screen, with the error code and the safe successUrl. */
export function screenWithError(screen: string, code: string, successUrl: string, extra: Record<string, string> = {}): string {
  const query = new URLSearchParams({ error: code, successUrl, ...extra });
  return `${screen}?${query}`;
}

/**
 * The failure answer for `error` (a MemberError, or anything else as `INTERNAL_ERROR`, logged
 * with the trace id). In form mode the browser returns to `screen`.
 */
export function answerFailure(
  c: Context<MemberEnv>,
  error: unknown,
  mode: AnswerMode,
  back: { screen: string; successUrl: string; extra?: Record<string, string> },
  cookies: readonly string[] = [],
): Response {
  const failure = error instanceof MemberError ? error : internalError(c, error);
  withCookies(c, cookies);
  if (mode === 'form') return c.body(null, 303, { ...NO_STORE, Location: screenWithError(back.screen, failure.code, back.successUrl, back.extra) });
  return jsonError(c, failure);
}

/** The JSON error answer; 5xx answers carry the trace id. */
export function jsonError(c: Context<MemberEnv>, error: MemberError): Response {
  const { status } = MEMBER_ERRORS[error.code];
  const traceId = status >= 500 ? c.get('traceId') : undefined;
  return c.json(errorBody(error.code, { fields: error.fields, traceId }), status, NO_STORE);
}

/** Logs an unexpected failure (stack to the log only) and turns it into `INTERNAL_ERROR`. */
export function internalError(c: Context<MemberEnv>, error: unknown, note?: string): MemberError {
  logFailure(c, error, note);
  return new MemberError('INTERNAL_ERROR');
}

/** Failures are logged the one way the worker logs them. */
export { logFailure };
