/**
 * One endpoint: a contract from `shared/schemas` (method, path, auth level, request and answer
 * schemas) and the handler that serves it. The gateway mounts it and the OpenAPI document
 * describes it from the same contract, so the two cannot drift. The frame around the handler
 * applies the contract's auth level, then validates the body (400 before anything is touched), and
 * checks the answer against its schema (ADR 016). Authentication comes first, so a caller without
 * a login or an operator's right learns nothing about a call's fields from its refusals.
 */
import type { Context, Handler } from 'hono';
import { z } from 'zod';
import type { Contract } from '#shared/schemas/contract';
import { operatorActor, type OperatorActor } from '../auth/operator';
import { bearerToken, resolveSession, type SessionOwner } from '../auth/sessions';
import { readConfig, type WorkerConfig } from '../config';
import { keepBookmark, openD1Session } from './d1-session';
import { apiError, GatewayError } from './errors';
import type { GatewayEnv } from './gateway-env';

/** What each auth level hands the handler: a guest's customer or null, a member's customer. */
interface AuthArgs {
  guest: { owner: SessionOwner | null };
  member: { owner: SessionOwner };
  operator: { owner: null; actor: OperatorActor };
}

type InputOf<C extends Contract> = C['request'] extends z.ZodType ? z.output<C['request']> : undefined;

export type HandlerArgs<C extends Contract> = {
  c: Context<GatewayEnv>;
  db: D1Database;
  config: WorkerConfig;
  /** The validated body; undefined when the contract takes none. */
  input: InputOf<C>;
} & AuthArgs[C['auth']];

export type EndpointHandler<C extends Contract> = (args: HandlerArgs<C>) => Promise<z.input<C['response']>> | z.input<C['response']>;

/** An endpoint with its types erased, as the gateway and the OpenAPI builder list them. */
export interface Endpoint {
  readonly contract: Contract;
  readonly handler: (args: HandlerArgs<Contract> & { owner: SessionOwner | null; actor?: OperatorActor }) => unknown;
}

/** Pairs a contract with its handler. */
export function defineEndpoint<C extends Contract>(contract: C, handler: EndpointHandler<C>): Endpoint {
  return { contract, handler: handler as Endpoint['handler'] };
}

/** Zod's Korean messages for issues the schemas do not word themselves. */
const KOREAN = z.locales.ko().localeError;

/** Failing field path → its first message. */
function fieldMessages(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.');
    if (key !== '' && !(key in fields)) fields[key] = issue.message;
  }
  return fields;
}

/** The body parsed by `schema`, or the 400 answer that refuses it. */
async function readInput(c: Context<GatewayEnv>, schema: z.ZodType): Promise<{ input: unknown } | Response> {
  const text = await c.req.text();
  let raw: unknown = {};
  if (text.trim() !== '') {
    try {
      raw = JSON.parse(text);
    } catch {
      return apiError(c, 'INVALID_JSON');
    }
  }
  const parsed = schema.safeParse(raw, { error: KOREAN });
  if (parsed.success) return { input: parsed.data };
  const fields = fieldMessages(parsed.error.issues);
  return apiError(c, 'INVALID_INPUT', Object.keys(fields).length ? { fields } : {});
}

/** The caller the auth level allows: the token's customer (or null for a guest), or the operator. */
async function callerFor(c: Context<GatewayEnv>, contract: Contract): Promise<{ owner: SessionOwner | null; actor?: OperatorActor }> {
  if (contract.auth === 'operator') return { owner: null, actor: await operatorActor(c, contract.path) };
  const header = c.req.header('authorization');
  const owner = header ? await resolveSession(c.env.DB, bearerToken(header)) : null;
  if (contract.auth === 'member' && !owner) throw new GatewayError('LOGIN_REQUIRED');
  return { owner };
}

/** The Hono handler that runs `endpoint` inside the frame. */
export function runEndpoint({ contract, handler }: Endpoint): Handler<GatewayEnv> {
  return async (c) => {
    const caller = await callerFor(c, contract);
    let input: unknown;
    if (contract.request) {
      const read = await readInput(c, contract.request);
      if (read instanceof Response) return read;
      input = read.input;
    }
    const session = openD1Session(c, caller.owner !== null || caller.actor !== undefined);
    // Handlers use only `prepare` and `batch`, which a session has as the database does.
    const db = session as unknown as D1Database;
    const result = await handler({ c, db, config: readConfig(c.env), input: input as never, ...caller });
    keepBookmark(c, session);
    // An answer that breaks its own schema is the gateway's bug: it becomes a logged 500.
    const answer = contract.response.parse(result);
    return contract.noContent ? c.body(null, 204) : c.json(answer, 200);
  };
}
