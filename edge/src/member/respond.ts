/**
 * How the member gateway answers a browser that is not a script. A call (member-calls.ts) answers
 * a screen's script in JSON (`200 {redirect}`, or the error's `{code, message, fields?}`) through
 * the gateway's frame; a no-JS form gets `303` to the target on success and `303` back to its
 * screen with `?error=<code>&successUrl=…` on failure (sign-in-answers.ts); a browser navigation
 * (the login entry, logout, social callbacks) gets `302`. Nothing the gateway answers may be cached.
 */
import type { Context } from 'hono';
import { GatewayError } from '../gateway/errors';
import type { MemberEnv } from './member-env';
import { logFailure } from '../log-failure';

/** Member answers carry logins and personal data: never cached. */
export const NO_STORE = { 'Cache-Control': 'no-store' } as const;

/** How the browser reads the answer: after a no-JS form, or after a top-level navigation. */
export type AnswerMode = 'form' | 'navigation';

/** The browser goes to `redirect` (already made safe) with `cookies` set. */
export function answerSuccess(c: Context<MemberEnv>, mode: AnswerMode, redirect: string, cookies: readonly string[] = []): Response {
  for (const cookie of cookies) c.header('Set-Cookie', cookie, { append: true });
  return c.body(null, mode === 'form' ? 303 : 302, { ...NO_STORE, Location: redirect });
}

/** Where a failed form goes: back to its screen, with the error code and the safe successUrl. */
export function screenWithError(screen: string, code: string, successUrl: string, extra: Record<string, string> = {}): string {
  const query = new URLSearchParams({ error: code, successUrl, ...extra });
  return `${screen}?${query}`;
}

/** Logs an unexpected failure (stack to the log only) and turns it into `INTERNAL_ERROR`. */
export function internalError(c: Context<MemberEnv>, error: unknown, note?: string): GatewayError {
  logFailure(c, error, note);
  return new GatewayError('INTERNAL_ERROR');
}

/** Failures are logged the one way the worker logs them. */
export { logFailure };
