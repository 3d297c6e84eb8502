import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineContract, guestRoute, memberRoute, operatorRoute, route } from './contract';

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
