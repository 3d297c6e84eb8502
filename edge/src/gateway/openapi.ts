/**
 * The OpenAPI 3.1 document of the gateway, built from the endpoint list: each path, method,
 * summary, path and query parameters, request body (by its kind: JSON, form fields or raw bytes, ADR 046)
 * and answer, with JSON Schemas from the same zod schemas that validate them (`z.toJSONSchema`,
 * draft 2020-12, the dialect OpenAPI 3.1 uses).
 */
import { z } from 'zod';
import { ApiErrorSchema } from '#shared/schemas/api-error';
import type { Contract } from '#shared/schemas/contract';
import { openApiPath, paramNamesOf } from '#shared/schemas/route-path';
import type { Endpoint } from './endpoint';
import { API_ERRORS, type ApiErrorCode } from './errors';

/** The parts of an OpenAPI 3.1 document this builder writes. */
export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: { url: string }[];
  paths: Record<string, Record<string, unknown>>;
  components: { schemas: Record<string, unknown>; securitySchemes: Record<string, unknown> };
}

const ERROR_REF = { $ref: '#/components/schemas/ApiError' };

/** A schema as a JSON Schema object for the document; `$schema` is the document's dialect already. */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): Record<string, unknown> {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { target: 'draft-2020-12', io });
  return rest;
}

function json(schema: unknown, description: string) {
  return { description, content: { 'application/json': { schema } } };
}

/** Each answer status a contract may give, with the codes behind it. */
function errorAnswers(contract: Contract): Map<number, string[]> {
  const codes: string[] = [...(contract.errors ?? [])];
  if (contract.request || contract.query) codes.unshift('INVALID_INPUT');
  if (contract.request && contract.method !== 'GET' && (contract.body ?? 'json') === 'json') codes.unshift('INVALID_JSON');
  if (contract.auth === 'member') codes.push('LOGIN_REQUIRED');
  if (contract.auth === 'operator' || contract.auth === 'console') codes.push('OPERATOR_KEY_REQUIRED');
  codes.push('INTERNAL_ERROR');
  const byStatus = new Map<number, string[]>();
  for (const code of codes) {
    const status = code in API_ERRORS ? API_ERRORS[code as ApiErrorCode].status : 500;
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return byStatus;
}

/** Who may call, as OpenAPI security: a guest may send a token, a member must; the console sends its header. */
function securityOf(contract: Contract) {
  if (contract.auth === 'guest') return [{}, { bearerAuth: [] }];
  if (contract.auth === 'member') return [{ bearerAuth: [] }];
  if (contract.auth === 'console') return [{ opsConsole: [] }];
  return [{ operatorKey: [] }];
}

/** The console's own page (ADR 060): its header, from no other site; a key does not open these calls. */
const OPS_CONSOLE_SCHEME = {
  type: 'apiKey',
  in: 'header',
  name: 'X-Ops-Console',
  description: '`1`, sent only by the console at `/ops/console` (same origin; another site’s page is refused by `Sec-Fetch-Site`)',
};

/** The query parameters a schema of an object validates, one per property. */
function queryParameters(schema: z.ZodType): Record<string, unknown>[] {
  const { properties = {}, required = [] } = jsonSchemaOf(schema, 'input') as { properties?: Record<string, unknown>; required?: string[] };
  return Object.entries(properties).map(([name, property]) => ({ name, in: 'query', required: required.includes(name), schema: property }));
}

/** The request body by the contract's kind; a form call takes the same fields as JSON too. */
function requestBody(contract: Contract) {
  if (contract.body === 'bytes') return { required: true, content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } } };
  if (!contract.request) return undefined;
  const schema = jsonSchemaOf(contract.request, 'input');
  const types = contract.body === 'form' ? ['application/x-www-form-urlencoded', 'multipart/form-data', 'application/json'] : ['application/json'];
  return { required: true, content: Object.fromEntries(types.map((type) => [type, { schema }])) };
}

function operation({ contract }: Endpoint) {
  const responses: Record<string, unknown> = contract.noContent
    ? { '204': { description: '성공 (본문 없음)' } }
    : { '200': json(jsonSchemaOf(contract.response, 'output'), '성공') };
  for (const [status, codes] of errorAnswers(contract)) responses[String(status)] = json(ERROR_REF, codes.join(', '));
  return {
    operationId: contract.path.slice(1).replaceAll('/', '.').replaceAll(':', ''),
    summary: contract.summary,
    tags: [contract.path.split('/')[1]],
    security: securityOf(contract),
    ...inputOf(contract),
    responses,
  };
}

/** A path's `:name` segments, each a required string parameter (`{name}` in the document's path). */
const pathParameters = (path: string) => paramNamesOf(path).map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } }));

/** Where a contract's input goes: its path's parameters, a GET's in query parameters, anything else's in its body (and any `query` schema's). */
function inputOf(contract: Contract) {
  const queries = [contract.method === 'GET' && contract.request, contract.query].flatMap((schema) => (schema ? queryParameters(schema) : []));
  const parameters = [...pathParameters(contract.path), ...queries];
  const body = contract.method === 'GET' ? undefined : requestBody(contract);
  return { ...(parameters.length ? { parameters } : {}), ...(body ? { requestBody: body } : {}) };
}

/** The document for `endpoints`, served under `basePath`. */
export function buildOpenApi(endpoints: readonly Endpoint[], basePath: string, title = '녹차숍 커머스 게이트웨이'): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const endpoint of endpoints) {
    const { method } = endpoint.contract;
    const path = openApiPath(endpoint.contract.path);
    paths[path] ??= {};
    paths[path][method.toLowerCase()] = operation(endpoint);
  }
  return {
    openapi: '3.1.0',
    info: {
      title,
      version: '1',
      description: 'Calls without a valid Bearer token answer 200 with `{ "data": {} }` where the call needs a customer.',
    },
    servers: [{ url: basePath }],
    paths,
    components: {
      schemas: { ApiError: jsonSchemaOf(ApiErrorSchema, 'output') },
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer' },
        operatorKey: { type: 'apiKey', in: 'header', name: 'X-Operator-Key' },
        opsConsole: OPS_CONSOLE_SCHEME,
      },
    },
  };
}
