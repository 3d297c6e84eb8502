/**
 * The frame reads a call's input by its kind (ADR 046): a GET's query string, form fields (or
 * the same fields as `application/json`), raw bytes handed over unread, and the query of a call
 * that also takes a body. Every kind is refused the same way (400 `INVALID_INPUT` with the
 * fields, in Korean), and only after the caller's login was checked.
 */
import { env } from 'cloudflare:test';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { callGateway, expectJson } from '../testing/gateway-call';
import { loginAs, seedCustomer } from '../testing/seed';
import { defineContract, guestRoute, memberRoute, sentAs, type RequestOf, type ResponseOf } from '#shared/schemas/contract';
import { defineEndpoint } from './endpoint';
import { createGateway } from './index';
import { buildOpenApi } from './openapi';

const Find = z.object({ custWebId: z.string().min(4, '아이디는 4자 이상입니다.') });
const Note = z.object({ text: z.string().min(1, '내용을 입력해 주세요.'), tags: z.array(z.string()).default([]) });
const Page = z.object({ page: z.coerce.number().int().min(1, '1쪽부터 있습니다.') });
const Echo = z.object({ data: z.unknown() });
type EchoOut = ResponseOf<typeof Echo>;

const find = defineEndpoint(
  defineContract(guestRoute<RequestOf<typeof Find>, EchoOut>('GET', '/dp/kind/v1/find'), { summary: 'query', request: Find, response: Echo }),
  ({ input }) => ({ data: input }),
);
const note = defineEndpoint(
  defineContract(sentAs('form', guestRoute<RequestOf<typeof Note>, EchoOut>('POST', '/dp/kind/v1/note')), {
    summary: 'form',
    request: Note,
    query: Page,
    response: Echo,
  }),
  ({ input, query }) => ({ data: { ...input, page: query.page } }),
);
const file = defineEndpoint(
  defineContract(sentAs('bytes', memberRoute<Blob, EchoOut>('POST', '/dp/kind/v1/file')), { summary: 'bytes', request: undefined, response: Echo }),
  async ({ input }) => ({ data: { length: input.length, text: input.stream ? await new Response(input.stream).text() : null } }),
);

const endpoints = [find, note, file];
const app = new Hono().route('/api', createGateway(endpoints));
const form = (fields: string) => ({ body: fields, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
const INVALID = { code: 'INVALID_INPUT', message: '입력값을 확인해 주세요.' };

describe('a GET reads its query string', () => {
  it('validates the parameters and refuses a bad one by name', async () => {
    await expectJson(await callGateway('GET', '/dp/kind/v1/find?custWebId=leaf01', {}, app), 200, { data: { custWebId: 'leaf01' } });
    await expectJson(await callGateway('GET', '/dp/kind/v1/find?custWebId=ab', {}, app), 400, {
      ...INVALID,
      fields: { custWebId: '아이디는 4자 이상입니다.' },
    });
  });
});

describe('a form call', () => {
  it('takes urlencoded fields, a repeated field as a list, and its query', async () => {
    const response = await callGateway('POST', '/dp/kind/v1/note?page=2', form('text=%EB%85%B9%EC%B0%A8&tags=a&tags=b'), app);
    await expectJson(response, 200, { data: { text: '녹차', tags: ['a', 'b'], page: 2 } });
  });

  it('takes multipart fields, and the same fields as application/json', async () => {
    const body = new FormData();
    body.append('text', '말차');
    const multipart = await app.request('https://shop.example/api/dp/kind/v1/note?page=1', { method: 'POST', body }, env);
    await expectJson(multipart, 200, { data: { text: '말차', tags: [], page: 1 } });
    await expectJson(await callGateway('POST', '/dp/kind/v1/note?page=1', { body: '{"text":"홍차"}' }, app), 200, {
      data: { text: '홍차', tags: [], page: 1 },
    });
  });

  it('refuses bad fields, a bad query and JSON in another type with 400 INVALID_INPUT', async () => {
    await expectJson(await callGateway('POST', '/dp/kind/v1/note?page=1', form('text='), app), 400, { ...INVALID, fields: { text: '내용을 입력해 주세요.' } });
    await expectJson(await callGateway('POST', '/dp/kind/v1/note?page=0', form('text=a'), app), 400, { ...INVALID, fields: { page: '1쪽부터 있습니다.' } });
    const plain = await callGateway('POST', '/dp/kind/v1/note?page=1', { body: '{"text":"a"}', headers: { 'Content-Type': 'text/plain' } }, app);
    await expectJson(plain, 400, { ...INVALID, fields: { body: '요청 본문은 JSON(application/json) 또는 폼으로 보내 주세요.' } });
  });
});

describe('a bytes call', () => {
  it('hands the handler the unread body and its declared length, and refuses a guest first', async () => {
    const token = await loginAs(env.DB, await seedCustomer(env.DB));
    const sent = await callGateway(
      'POST',
      '/dp/kind/v1/file',
      { token, body: 'GIF89a raw', headers: { 'Content-Type': 'image/gif', 'Content-Length': '10' } },
      app,
    );
    await expectJson(sent, 200, { data: { length: 10, text: 'GIF89a raw' } });
    await expectJson(await callGateway('POST', '/dp/kind/v1/file', { body: 'not json at all' }, app), 401, {
      code: 'LOGIN_REQUIRED',
      message: '로그인이 필요합니다.',
    });
  });
});

describe('the OpenAPI document', () => {
  const document = buildOpenApi(endpoints, '/api');
  it('lists a GET’s input as query parameters', () => {
    expect(document.paths['/dp/kind/v1/find'].get).toMatchObject({
      parameters: [{ name: 'custWebId', in: 'query', required: true, schema: { type: 'string', minLength: 4 } }],
    });
    expect(document.paths['/dp/kind/v1/find'].get).not.toHaveProperty('requestBody');
  });

  it('gives a form call its form and JSON types and its query parameters', () => {
    const operation = document.paths['/dp/kind/v1/note'].post as { parameters: unknown; requestBody: { content: Record<string, unknown> } };
    expect(Object.keys(operation.requestBody.content)).toEqual(['application/x-www-form-urlencoded', 'multipart/form-data', 'application/json']);
    expect(operation.parameters).toMatchObject([{ name: 'page', in: 'query', required: true }]);
  });

  it('gives a bytes call a binary body', () => {
    expect(document.paths['/dp/kind/v1/file'].post).toMatchObject({
      requestBody: { required: true, content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } } },
    });
  });
});
