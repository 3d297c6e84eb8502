import { env } from 'cloudflare:test';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { CustomerInfoSchema } from '#shared/schemas/customer';
import { openApiPath } from '#shared/schemas/route-path';
import { ENDPOINTS } from './endpoints';
import { gateway } from './index';
import { jsonSchemaOf, type OpenApiDocument } from './openapi';

const app = new Hono().route('/api', gateway);

async function fetchDocument(): Promise<{ response: Response; document: OpenApiDocument }> {
  const response = await app.request('https://shop.example/api/openapi.json', {}, env);
  return { response, document: (await response.clone().json()) as OpenApiDocument };
}

type Operation = {
  operationId: string;
  summary: string;
  security: unknown[];
  requestBody?: { required: boolean; content: { 'application/json': { schema: unknown } } };
  responses: Record<string, { content: { 'application/json': { schema: Record<string, unknown> } } }>;
};

function operationOf(document: OpenApiDocument, method: string, path: string): Operation {
  return document.paths[path]?.[method] as Operation;
}

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document served under /api, uncached', async () => {
    const { response, document } = await fetchDocument();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(document.openapi).toBe('3.1.0');
    expect(document.servers).toEqual([{ url: '/api' }]);
    expect(document.components.securitySchemes).toEqual({
      bearerAuth: { type: 'http', scheme: 'bearer' },
      operatorKey: { type: 'apiKey', in: 'header', name: 'X-Operator-Key' },
      opsConsole: expect.objectContaining({ type: 'apiKey', in: 'header', name: 'X-Ops-Console' }),
    });
    expect(document.components.schemas.ApiError).toMatchObject({ type: 'object', required: ['code', 'message'] });
  });

  it('lists every declared endpoint once, in the order of ENDPOINTS', async () => {
    const { document } = await fetchDocument();
    const listed = Object.entries(document.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`));
    expect(listed).toEqual(ENDPOINTS.map(({ contract }) => `${contract.method} ${openApiPath(contract.path)}`));
    expect(listed.slice(0, 7)).toEqual([
      'GET /dp/cust/info/v1/getCustInfo',
      'GET /cu/customer/support/v1/getEncCustomer',
      'POST /cu/customer/support/v1/searchIncsNo',
      'POST /ca/campaign/v1/coupon/login/getCustCpnCnt',
      'POST /cu/customer/support/v1/getptinq',
      'POST /or/order/v1/getOrderCartCount',
      'POST /dp/display/product/v1/getProductOptionCategory',
    ]);
  });

  it.each(ENDPOINTS.map(({ contract }) => [`${contract.method} ${contract.path}`, contract] as const))(
    'describes %s from its contract',
    async (_name, contract) => {
      const { document } = await fetchDocument();
      const operation = operationOf(document, contract.method.toLowerCase(), openApiPath(contract.path));
      expect(operation.summary).toBe(contract.summary);
      expect(operation.operationId).toBe(contract.path.slice(1).replaceAll('/', '.').replaceAll(':', ''));
      expect(operation.security).toEqual(contract.auth === 'member' ? [{ bearerAuth: [] }] : [{}, { bearerAuth: [] }]);
      if (contract.auth === 'member') expect(JSON.stringify(operation.responses['401'])).toContain('LOGIN_REQUIRED');
      if (contract.noContent) expect(operation.responses['204']).toEqual({ description: '성공 (본문 없음)' });
      else expect(operation.responses['200'].content['application/json'].schema).toEqual(jsonSchemaOf(contract.response, 'output'));
      expect(operation.responses['500'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/ApiError' });
      if (contract.body === 'bytes') {
        expect(operation.requestBody).toEqual({ required: true, content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } } });
      } else if (contract.request) {
        expect(operation.requestBody).toEqual({ required: true, content: { 'application/json': { schema: jsonSchemaOf(contract.request, 'input') } } });
        expect(operation.responses['400'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/ApiError' });
      } else {
        expect(operation.requestBody).toBeUndefined();
        expect(operation.responses['400']).toBeUndefined();
      }
    },
  );

  it('names a path’s parameters as OpenAPI does, each a required path parameter', async () => {
    const { document } = await fetchDocument();
    const part = operationOf(document, 'put', '/cm/upload/v1/{use}/parts/{uploadId}/{partNumber}') as Operation & { parameters: unknown[] };
    expect(part.operationId).toBe('cm.upload.v1.use.parts.uploadId.partNumber');
    expect(part.parameters).toEqual(['use', 'uploadId', 'partNumber'].map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } })));
    expect(Object.keys(document.paths).filter((path) => path.includes(':'))).toEqual([]);
  });

  it('spells out the fields, their types and the empty answer', async () => {
    const { document } = await fetchDocument();
    const coupons = operationOf(document, 'post', '/ca/campaign/v1/coupon/login/getCustCpnCnt');
    expect(coupons.requestBody?.content['application/json'].schema).toEqual({
      type: 'object',
      properties: { inmChnCd: { type: 'string', enum: ['1', '2', '3'] } },
      required: ['inmChnCd'],
    });
    const info = operationOf(document, 'get', '/dp/cust/info/v1/getCustInfo').responses['200'].content['application/json'].schema as {
      properties: { data: { anyOf: { required?: string[]; properties: Record<string, unknown>; additionalProperties?: boolean }[] } };
    };
    const [customer, empty] = info.properties.data.anyOf;
    expect(customer.required?.sort()).toEqual(Object.keys(CustomerInfoSchema.shape).sort());
    expect(customer.properties.incsNo).toEqual({ type: 'string' });
    expect(customer.properties.age).toEqual({ anyOf: [{ type: 'integer', minimum: -9007199254740991, maximum: 9007199254740991 }, { type: 'null' }] });
    expect(empty).toEqual({ type: 'object', properties: {}, additionalProperties: false });
    expect(JSON.stringify(document)).not.toContain('$schema');
  });
});
