/**
 * One gateway endpoint, declared once: method, path, summary, request and response schemas, auth
 * and handler. The gateway mounts it and the OpenAPI document describes it from the same object,
 * so the two cannot drift. The frame around the handler validates the body (400 before anything
 * is touched), resolves the Bearer token, and checks the answer against its schema.
 */
import type { Context, Handler } from 'hono';
import { z } from 'zod';
import { bearerToken, resolveSession, type SessionOwner } from '../auth/sessions';
import { readConfig, type WorkerConfig } from '../config';
import { apiError } from './errors';
import type { GatewayEnv } from './gateway-env';

export type EndpointMethod = 'GET' | 'POST';
/** `optional`: the handler gets the token's customer or null; `none`: the token is not read. */
export type EndpointAuth = 'optional' | 'none';

/** `/{biz}/{domain…}/v{n}/{verb…}`, as the SPEC's calls are spelled. */
export const ENDPOINT_PATH = /^\/[a-z]{2}(?:\/[A-Za-z0-9-]+)+\/v\d+(?:\/[A-Za-z0-9-]+)+$/;

export interface HandlerArgs<In> {
  c: Context<GatewayEnv>;
  db: D1Database;
  config: WorkerConfig;
  /** The validated body; undefined when the endpoint takes none. */
  input: In;
  /** The Bearer token's customer, or null (always null with `auth: 'none'`). */
  owner: SessionOwner | null;
}

export interface EndpointDef<Req extends z.ZodType | undefined, Res extends z.ZodType> {
  method: EndpointMethod;
  /** Path under `/api`. */
  path: string;
  summary: string;
  request: Req;
  response: Res;
  auth: EndpointAuth;
  handler: (args: HandlerArgs<Req extends z.ZodType ? z.output<Req> : undefined>) => Promise<z.input<Res>> | z.input<Res>;
}

/** An endpoint with its types erased, as the gateway and the OpenAPI builder list them. */
export type Endpoint = EndpointDef<z.ZodType | undefined, z.ZodType>;

/** Declares an endpoint; throws at load time on a path that breaks the naming rule. */
export function defineEndpoint<Req extends z.ZodType | undefined, Res extends z.ZodType>(def: EndpointDef<Req, Res>): Endpoint {
  if (!ENDPOINT_PATH.test(def.path)) throw new TypeError(`Endpoint path must look like /{biz}/{domain}/v1/{verb}: ${def.path}`);
  return def as unknown as Endpoint;
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

/** The Hono handler that runs `endpoint` inside the frame. */
export function runEndpoint(endpoint: Endpoint): Handler<GatewayEnv> {
  return async (c) => {
    let input: unknown;
    if (endpoint.request) {
      const text = await c.req.text();
      let raw: unknown = {};
      if (text.trim() !== '') {
        try {
          raw = JSON.parse(text);
        } catch {
          return apiError(c, 'INVALID_JSON');
        }
      }
      const parsed = endpoint.request.safeParse(raw, { error: KOREAN });
      if (!parsed.success) {
        const fields = fieldMessages(parsed.error.issues);
        return apiError(c, 'INVALID_INPUT', Object.keys(fields).length ? { fields } : {});
      }
      input = parsed.data;
    }
    const db = c.env.DB;
    const owner = endpoint.auth === 'optional' ? await resolveSession(db, bearerToken(c.req.header('authorization'))) : null;
    const result = await endpoint.handler({ c, db, config: readConfig(c.env), input, owner });
    // An answer that breaks its own schema is the gateway's bug: it becomes a logged 500.
    return c.json(endpoint.response.parse(result), 200);
  };
}
