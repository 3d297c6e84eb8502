/**
 * Reading a call's input by its contract (ADR 046): a GET's query string, a body as JSON, as form
 * fields, or as raw bytes, and the query parameters of a call that also takes a body. Schemas
 * validate what was read; a refusal is the 400 `INVALID_INPUT` with each failing field's Korean
 * message, the same answer whatever the kind.
 */
import type { Context } from 'hono';
import { z } from 'zod';
import type { Contract, IncomingBytes } from '#shared/schemas/contract';
import { InputRefusal } from './errors';
import type { GatewayEnv } from './gateway-env';

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

function validated(schema: z.ZodType, raw: unknown): unknown {
  const parsed = schema.safeParse(raw, { error: KOREAN });
  if (parsed.success) return parsed.data;
  throw new InputRefusal('INVALID_INPUT', fieldMessages(parsed.error.issues));
}

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];
const contentType = (c: Context<GatewayEnv>) => (c.req.header('content-type') ?? '').toLowerCase();

/** Form fields as strings, a repeated field (or `name[]`) as a list of strings; files are not fields. */
async function formFields(c: Context<GatewayEnv>): Promise<Record<string, string | string[]>> {
  const fields: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries(await c.req.parseBody({ all: true }))) {
    const strings = [value].flat().filter((item): item is string => typeof item === 'string');
    const name = key.endsWith('[]') ? key.slice(0, -2) : key;
    if (strings.length > 0) fields[name] = strings.length === 1 && !key.endsWith('[]') ? strings[0] : strings;
  }
  return fields;
}

/**
 * The JSON body (`{}` when empty). A `form` call, whose caller holds cookies rather than a token,
 * takes JSON only as `application/json`: a body in another type (`text/plain`) is what another
 * site's form could send without a preflight.
 */
async function jsonBody(c: Context<GatewayEnv>, strictType: boolean): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  if (strictType && !contentType(c).startsWith('application/json')) {
    throw new InputRefusal('INVALID_INPUT', { body: '요청 본문은 JSON(application/json) 또는 폼으로 보내 주세요.' });
  }
  try {
    return JSON.parse(text);
  } catch {
    throw strictType ? new InputRefusal('INVALID_INPUT', { body: '요청 본문이 올바른 JSON 객체가 아닙니다.' }) : new InputRefusal('INVALID_JSON');
  }
}

/** The body of a `bytes` call, unread: the handler streams it and checks its first bytes. */
function incomingBytes(c: Context<GatewayEnv>): IncomingBytes {
  const declared = c.req.header('content-length');
  return { stream: c.req.raw.body, length: declared === undefined ? null : Number(declared) };
}

/** The raw input of a call, by its method and body kind. */
async function rawInput(c: Context<GatewayEnv>, contract: Contract): Promise<unknown> {
  if (contract.method === 'GET') return c.req.query();
  if (contract.body === 'form' && FORM_TYPES.some((type) => contentType(c).startsWith(type))) return formFields(c);
  return jsonBody(c, contract.body === 'form');
}

/** The validated input and query of a call; throws `InputRefusal` for what its schemas refuse. */
export async function readCallInput(c: Context<GatewayEnv>, contract: Contract): Promise<{ input: unknown; query: unknown }> {
  const query = contract.query ? validated(contract.query, c.req.query()) : undefined;
  if (contract.body === 'bytes') return { input: incomingBytes(c), query };
  const input = contract.request ? validated(contract.request, await rawInput(c, contract)) : undefined;
  return { input, query };
}
