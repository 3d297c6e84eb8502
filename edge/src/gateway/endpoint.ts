/**
 * One endpoint: a contract from `shared/schemas` (method, path, auth level, request and answer
 * schemas) and the handler that serves it. The gateway mounts it and the OpenAPI document
 * describes it from the same contract, so the two cannot drift. The frame around the handler
 * applies the contract's auth level, then reads the input by its kind (query, JSON, form fields or
 * raw bytes: endpoint-input.ts, ADR 046) and validates it (400 before anything is touched), and
 * checks the answer against its schema (ADR 016). Authentication comes first, so a caller without
 * a login or an operator's right learns nothing about a call's fields from its refusals.
 */
import type { Context, Handler } from 'hono';
import type { z } from 'zod';
import type { Contract, IncomingBytes } from '#shared/schemas/contract';
import type { PathParams } from '#shared/schemas/route-path';
import { isConsoleCall, operatorActor, type OperatorActor } from '../auth/operator';
import { bearerToken, resolveSession, type SessionOwner } from '../auth/sessions';
import { readConfig, type WorkerConfig } from '../config';
import { keepBookmark, openD1Session } from './d1-session';
import { readCallInput } from './endpoint-input';
import { GatewayError } from './errors';
import type { GatewayEnv } from './gateway-env';

/**
 * What each auth level hands the handler: a guest's customer or null, a member's customer, the
 * operator or key; the console's own calls get no one (their handlers read the session cookie).
 */
interface AuthArgs {
  guest: { owner: SessionOwner | null };
  member: { owner: SessionOwner };
  operator: { owner: null; actor: OperatorActor };
  console: { owner: null };
}

type InputOf<C extends Contract> = C extends { body: 'bytes' } ? IncomingBytes : C['request'] extends z.ZodType ? z.output<C['request']> : undefined;
/** The validated query parameters, for a call that declares a `query` schema beside its body. */
type QueryArgs<C extends Contract> = C['query'] extends z.ZodType ? { query: z.output<C['query']> } : unknown;

/** What a handler gets; `E` is the Hono environment of the gateway serving it (the member gateway's has more). */
export type HandlerArgs<C extends Contract, E extends GatewayEnv = GatewayEnv> = {
  c: Context<E>;
  db: D1Database;
  config: WorkerConfig;
  /** The validated input (a GET's query, else the body); the stream of a `bytes` call; undefined when it takes none. */
  input: InputOf<C>;
  /** The path's `:name` parameters as sent (decoded), by name; the handler judges their values. */
  params: PathParams<C['path'], string>;
} & QueryArgs<C> &
  AuthArgs[C['auth']];

export type EndpointHandler<C extends Contract, E extends GatewayEnv = GatewayEnv> = (
  args: HandlerArgs<C, E>,
) => Promise<z.input<C['response']>> | z.input<C['response']>;

/**
 * Answers in place of the frame's JSON, for a caller that is not a script: a no-JS form is
 * answered with a redirect, to the next page or back to its screen with the error (ADR 046).
 * Each returns null to leave the answer to the frame.
 */
export interface EndpointAnswers<E extends GatewayEnv = GatewayEnv, Result = unknown> {
  /** The answer to a success, given the result the response schema accepted. */
  success?: (c: Context<E>, result: Result) => Response | null;
  /** The answer to any failure: a refusal, refused input, or an unexpected error (which it logs). */
  failure?: (c: Context<E>, error: unknown) => Promise<Response | null> | Response | null;
}

/** An endpoint with its types erased, as the gateway and the OpenAPI builder list them. */
export interface Endpoint<E extends GatewayEnv = GatewayEnv> {
  readonly contract: Contract;
  readonly answers?: EndpointAnswers<E>;
  readonly handler: (args: HandlerArgs<Contract, E> & { owner: SessionOwner | null; actor?: OperatorActor; query?: unknown }) => unknown;
}

/** Pairs a contract with its handler. */
export function defineEndpoint<C extends Contract, E extends GatewayEnv = GatewayEnv>(
  contract: C,
  handler: EndpointHandler<C, E>,
  answers?: EndpointAnswers<E, z.output<C['response']>>,
): Endpoint<E> {
  return { contract, handler: handler as Endpoint<E>['handler'], answers: answers as EndpointAnswers<E> | undefined };
}

/**
 * The caller the auth level allows: the token's customer (or null for a guest), the operator, or
 * for a `console` call no one, once it is the console's own page (CSRF, auth/operator.ts).
 */
async function callerFor(c: Context<GatewayEnv>, contract: Contract): Promise<{ owner: SessionOwner | null; actor?: OperatorActor }> {
  if (contract.auth === 'operator') return { owner: null, actor: await operatorActor(c, contract) };
  if (contract.auth === 'console') {
    if (!isConsoleCall(c)) throw new GatewayError('OPERATOR_KEY_REQUIRED');
    return { owner: null };
  }
  const header = c.req.header('authorization');
  const owner = header ? await resolveSession(c.env.DB, bearerToken(header)) : null;
  if (contract.auth === 'member' && !owner) throw new GatewayError('LOGIN_REQUIRED');
  return { owner };
}

/** The Hono handler that runs `endpoint` inside the frame, answered its own way when it asks to be. */
export function runEndpoint<E extends GatewayEnv>(endpoint: Endpoint<E>): Handler<E> {
  const framed = frame(endpoint);
  const failure = endpoint.answers?.failure;
  if (!failure) return framed;
  return async (c, next) => {
    try {
      return await framed(c, next);
    } catch (error) {
      const answer = await failure(c, error);
      if (answer) return answer;
      throw error;
    }
  };
}

function frame<E extends GatewayEnv>({ contract, handler, answers }: Endpoint<E>): Handler<E> {
  return async (c) => {
    // The frame reads only what every gateway's environment has (bindings, the trace id).
    const frame = c as unknown as Context<GatewayEnv>;
    const caller = await callerFor(frame, contract);
    const read = await readCallInput(frame, contract);
    // The D1 session opens when the handler first reads `db`: a call that never touches D1 (or
    // reads `c.env.DB` itself, as the member gateway's do) neither opens one nor sets a bookmark.
    let session: D1DatabaseSession | undefined;
    const signedIn = caller.owner !== null || caller.actor !== undefined;
    const result = await handler({
      c,
      // Handlers use only `prepare` and `batch`, which a session has as the database does.
      get db() {
        return (session ??= openD1Session(frame, signedIn)) as unknown as D1Database;
      },
      config: readConfig(c.env),
      input: read.input as never,
      query: read.query as never,
      params: c.req.param() as never,
      ...caller,
    });
    if (session) keepBookmark(frame, session);
    // An answer that breaks its own schema is the gateway's bug: it becomes a logged 500.
    const answer = contract.response.parse(result);
    if (contract.noContent) return c.body(null, 204);
    return answers?.success?.(c, answer) ?? c.json(answer, 200);
  };
}
