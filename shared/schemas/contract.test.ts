import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineContract, guestRoute, memberGatewayRoute, memberRoute, operatorRoute, route, sentAs } from './contract';

const Req = z.object({ qty: z.number().int().min(1) });
const Res = z.object({ data: z.object({ ok: z.boolean() }) });
type ReqIn = z.input<typeof Req>;
type ResOut = z.output<typeof Res>;

describe('routes', () => {
  it('keep the /{biz}/…/v{n}/… path style under /api and /v{n}/… for operators', () => {
    expect(memberRoute('POST', '/or/thing/v1/add')).toEqual({ method: 'POST', path: '/or/thing/v1/add', auth: 'member' });
    expect(operatorRoute('POST', '/v1/orders/status').auth).toBe('operator');
    expect(() => guestRoute('GET', '/thing/add')).toThrow(TypeError);
    expect(() => operatorRoute('POST', '/or/thing/v1/add')).toThrow(TypeError);
    expect(() => route('GET', '/dp/x/v1/y', 'guest')).not.toThrow();
  });
});

describe('member gateway routes and body kinds', () => {
  it('keep the member gateway’s own paths under /member, for anyone', () => {
    expect(memberGatewayRoute('GET', '/check-id')).toEqual({ method: 'GET', path: '/check-id', auth: 'guest', base: '/member' });
    expect(memberGatewayRoute('POST', '/')).toMatchObject({ path: '/' });
    expect(() => memberGatewayRoute('POST', '/cu/x/v1/y')).toThrow(TypeError);
    expect(() => memberGatewayRoute('POST', 'sms/send')).toThrow(TypeError);
  });

  it('mark how a body is sent, and refuse a body kind on a GET', () => {
    expect(sentAs('form', memberGatewayRoute('POST', '/sms/send')).body).toBe('form');
    expect(sentAs('bytes', memberRoute<Blob>('POST', '/cm/upload/v1/review')).body).toBe('bytes');
    expect(() => sentAs('form', guestRoute('GET', '/dp/x/v1/y'))).toThrow(TypeError);
  });

  it('take no request schema for raw bytes', () => {
    const upload = sentAs('bytes', memberRoute<Blob, ResOut>('POST', '/cm/upload/v1/review'));
    expect(defineContract(upload, { summary: '올리기', request: undefined, response: Res }).body).toBe('bytes');
    // @ts-expect-error the handler reads the bytes itself; no schema parses them
    defineContract(upload, { summary: 'x', request: Req, response: Res });
  });
});

describe('contracts', () => {
  it('join a route to its schemas and keep its method, path and auth', () => {
    const contract = defineContract(memberRoute<ReqIn, ResOut>('POST', '/or/thing/v1/add'), {
      summary: '추가',
      request: Req,
      response: Res,
      errors: ['SOLD_OUT'],
    });
    expect(contract).toMatchObject({ method: 'POST', path: '/or/thing/v1/add', auth: 'member', summary: '추가', errors: ['SOLD_OUT'] });
    expect(contract.request.parse({ qty: 2 })).toEqual({ qty: 2 });
  });

  it('refuse, at compile time, schemas whose types are not the route’s', () => {
    const thing = memberRoute<ReqIn, ResOut>('POST', '/or/thing/v1/add');
    // @ts-expect-error the answer schema does not match the route's answer type
    defineContract(thing, { summary: 'x', request: Req, response: z.object({ data: z.string() }) });
    // @ts-expect-error the request schema does not match the route's body type
    defineContract(thing, { summary: 'x', request: z.object({ qty: z.string() }), response: Res });
    // @ts-expect-error the route takes no body, so no request schema
    defineContract(memberRoute<undefined, ResOut>('POST', '/or/thing/v1/get'), { summary: 'x', request: Req, response: Res });
    expect(true).toBe(true);
  });
});
