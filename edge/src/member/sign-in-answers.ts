/**
 * The member gateway's calls on the gateway's frame (ADR 046), and how a sign-in form (login,
 * SMS login, join, social join, 아이디·비밀번호 찾기) is answered when a no-JS form sent it: `303` to where it goes
 * on, or `303` back to its screen with `?error=<code>&successUrl=…`, whatever refused it (its
 * fields, a refusal, an unexpected failure, which is logged). A screen's script sends JSON and
 * gets the frame's JSON answers.
 */
import type { Context } from 'hono';
import type { z } from 'zod';
import type { Contract } from '#shared/schemas/contract';
import { defineEndpoint, type EndpointAnswers, type EndpointHandler } from '../gateway/endpoint';
import { GatewayError, InputRefusal } from '../gateway/errors';
import type { MemberEnv } from './member-env';
import { answerSuccess, internalError, screenWithError } from './respond';
import { safeTarget, sentByForm } from './request';

/** A member gateway call: the frame, with the member gateway's context (device, successUrl). */
export function memberEndpoint<C extends Contract>(
  contract: C,
  handler: EndpointHandler<C, MemberEnv>,
  answers?: EndpointAnswers<MemberEnv, z.output<C['response']>>,
) {
  return defineEndpoint<C, MemberEnv>(contract, handler, answers);
}

/** The code a failure answers with; an unexpected one is logged first. */
function failureCode(c: Context<MemberEnv>, error: unknown): string {
  if (error instanceof GatewayError || error instanceof InputRefusal) return error.code;
  return internalError(c, error).code;
}

/** Where the form goes on: what its handler settled, else the form's own `successUrl`, made safe. */
async function formSuccessUrl(c: Context<MemberEnv>): Promise<string> {
  const settled = c.get('successUrl');
  if (settled !== undefined) return settled;
  const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
  return safeTarget(c, form.successUrl);
}

/**
 * How a no-JS form of `screen` is answered when refused (with `extra` query parameters, such as
 * the SMS tab): back to its screen with the code. Its success is the frame's, unless a sign-in's.
 */
export function formAnswers<Result>(screen: string, extra: Record<string, string> = {}): EndpointAnswers<MemberEnv, Result> {
  return {
    failure: async (c, error) => {
      if (!sentByForm(c)) return null;
      const code = failureCode(c, error);
      return answerSuccess(c, 'form', screenWithError(screen, code, await formSuccessUrl(c), extra));
    },
  };
}

/** The answers of a sign-in form whose screen is `screen`: on success the form goes where the call says. */
export function signInAnswers(screen: string, extra: Record<string, string> = {}): EndpointAnswers<MemberEnv, { redirect: string }> {
  return {
    ...formAnswers(screen, extra),
    success: (c, { redirect }) => (sentByForm(c) ? answerSuccess(c, 'form', redirect) : null),
  };
}

/** Sets the answer's cookies (a login's session, its signal, the app's token). */
export function setCookies(c: Context<MemberEnv>, cookies: readonly string[]): void {
  for (const cookie of cookies) c.header('Set-Cookie', cookie, { append: true });
}
