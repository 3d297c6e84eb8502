import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { defineContract, memberGatewayRoute, memberRoute, sentAs, typedRoutes, type NoSchemaNamed, type RouteRequest, type RouteResponse } from './contract';
import { readRoute } from './ops-route';

const Req = z.object({ qty: z.number().int().min(1) });
const Res = z.object({ data: z.object({ ok: z.boolean() }) });
type ReqIn = z.input<typeof Req>;
type ResOut = z.output<typeof Res>;

// A calls file as `import type * as S from './…-calls'` shows it to `typedRoutes<typeof S>()`.
interface Calls {
  AddThingRequestSchema: typeof Req;
  AddThingResponseSchema: typeof Res;
  GetThingResponseSchema: typeof Res;
  SignInRequestSchema: typeof Req;
  SignInResponseSchema: typeof Res;
  ListThingsResponseSchema: typeof Res;
}
const routes = typedRoutes<Calls>()({
  addThing: memberRoute('POST', '/or/thing/v1/addThing'),
  getThing: memberRoute('POST', '/or/thing/v1/getThing'),
  // No `GetThangResponseSchema`: a misnamed schema.
  getThang: memberRoute('POST', '/or/thing/v1/getThang'),
  byHand: memberRoute<{ thingNo: number }, ResOut>('POST', '/or/thing/v1/byHand'),
  signIn: sentAs('form', memberGatewayRoute('POST', '/sign-in')),
  listThings: readRoute('/v1/things/list', ['CS']),
});

describe('routes typed by their names', () => {
  it('are the routes they were given, untouched', () => {
    const given = { getThing: memberRoute('POST', '/or/thing/v1/getThing') };
    expect(typedRoutes<Calls>()(given)).toBe(given);
    expect(routes.signIn).toEqual({ method: 'POST', path: '/sign-in', auth: 'guest', base: '/member', body: 'form' });
    expect(routes.listThings).toMatchObject({ path: '/v1/things/list', roles: ['CS'], audit: 'read' });
  });

  it('take the input and answer of the schemas named after their key', () => {
    expectTypeOf<RouteRequest<typeof routes.addThing>>().toEqualTypeOf<ReqIn>();
    expectTypeOf<RouteResponse<typeof routes.addThing>>().toEqualTypeOf<ResOut>();
    // No request schema by its name: the call takes no body.
    expectTypeOf<RouteRequest<typeof routes.getThing>>().toEqualTypeOf<undefined>();
    expectTypeOf<RouteResponse<typeof routes.getThang>>().toEqualTypeOf<NoSchemaNamed<'GetThangResponseSchema'>>();
    // A route typed by hand keeps its types.
    expectTypeOf<RouteRequest<typeof routes.byHand>>().toEqualTypeOf<{ thingNo: number }>();
    // Wrapped (`sentAs`) or an operator's, a route is typed by its name all the same.
    expectTypeOf<RouteRequest<typeof routes.signIn>>().toEqualTypeOf<ReqIn>();
    expectTypeOf<RouteResponse<typeof routes.listThings>>().toEqualTypeOf<ResOut>();
    // The body kind, the member gateway's base and an operator route's roles and audit rule stay.
    expectTypeOf(routes.signIn.body).toEqualTypeOf<'form'>();
    expectTypeOf(routes.signIn.base).toEqualTypeOf<'/member'>();
    expectTypeOf(routes.listThings.audit).toEqualTypeOf<'read'>();
  });

  it('join only the schemas they are named after, at compile time', () => {
    expect(defineContract(routes.addThing, { summary: '추가', request: Req, response: Res }).path).toBe('/or/thing/v1/addThing');
    expect(defineContract(routes.listThings, { summary: '목록', request: undefined, response: Res }).audit).toBe('read');
    // @ts-expect-error a request schema whose input is not the route's
    defineContract(routes.addThing, { summary: 'x', request: z.object({ qty: z.string() }), response: Res });
    // @ts-expect-error an answer schema whose output is not the route's
    defineContract(routes.addThing, { summary: 'x', request: Req, response: z.object({ data: z.string() }) });
    // @ts-expect-error no request schema is named after getThing, so it takes no body
    defineContract(routes.getThing, { summary: 'x', request: Req, response: Res });
    // @ts-expect-error no answer schema is named after getThang: a misnamed schema does not compile
    defineContract(routes.getThang, { summary: 'x', request: undefined, response: Res });
  });
});
