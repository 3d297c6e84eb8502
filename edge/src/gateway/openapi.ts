/**
 * The OpenAPI 3.1 document of the gateway, built from the endpoint list: each path, method,
 * summary, request body and answer, with JSON Schemas from the same zod schemas that validate
 * them (`z.toJSONSchema`, draft 2020-12, the dialect OpenAPI 3.1 uses).
 */
import { z } from 'zod';
import { ApiErrorSchema } from '../../../shared/schemas/api-error';
import type { Endpoint } from './endpoint';

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

function operation(endpoint: Endpoint) {
  const responses: Record<string, unknown> = { '200': json(jsonSchemaOf(endpoint.response, 'output'), '성공') };
  if (endpoint.request) responses['400'] = json(ERROR_REF, '잘못된 요청 (INVALID_JSON, INVALID_INPUT)');
  responses['500'] = json(ERROR_REF, '게이트웨이 오류 (INTERNAL_ERROR)');
  return {
    operationId: endpoint.path.slice(1).replaceAll('/', '.'),
    summary: endpoint.summary,
    tags: [endpoint.path.split('/')[1]],
    // Optional auth: anonymous callers are answered too (with empty data).
    security: endpoint.auth === 'optional' ? [{}, { bearerAuth: [] }] : [],
    ...(endpoint.request
      ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchemaOf(endpoint.request, 'input') } } } }
      : {}),
    responses,
  };
}

/** The document for `endpoints`, served under `basePath`. */
export function buildOpenApi(endpoints: readonly Endpoint[], basePath: string): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const endpoint of endpoints) {
    paths[endpoint.path] ??= {};
    paths[endpoint.path][endpoint.method.toLowerCase()] = operation(endpoint);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: '녹차숍 커머스 게이트웨이',
      version: '1',
      description: 'Calls without a valid Bearer token answer 200 with `{ "data": {} }` where the call needs a customer.',
    },
    servers: [{ url: basePath }],
    paths,
    components: {
      schemas: { ApiError: jsonSchemaOf(ApiErrorSchema, 'output') },
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } },
    },
  };
}
