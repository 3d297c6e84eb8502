import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { contractsNamed, guestRoute, memberRoute, sentAs, typedRoutes } from './contract';
import { readRoute } from './ops-route';

const Req = z.object({ qty: z.number().int().min(1) });
const Res = z.object({ data: z.object({ ok: z.boolean() }) });
const Query = z.object({ from: z.string().optional() });

// What `import * as S from './thing-calls'` is at run time: the calls file's exports.
const S = {
  AddThingRequestSchema: Req,
  AddThingResponseSchema: Res,
  GetThingResponseSchema: Res,
  SendFileResponseSchema: Res,
  SendFileRequestSchema: Req,
  ListThingsResponseSchema: Res,
  PingResponseSchema: Res,
};
const R = typedRoutes<typeof S>()({
  addThing: memberRoute('POST', '/or/thing/v1/addThing'),
  getThing: guestRoute('GET', '/or/thing/v1/getThing'),
  sendFile: sentAs('bytes', memberRoute('POST', '/or/thing/v1/sendFile')),
  listThings: readRoute('/v1/things/list', ['CS']),
  ping: guestRoute('POST', '/or/thing/v1/ping'),
  // No `GetThangResponseSchema`: a misnamed schema.
  getThang: memberRoute('POST', '/or/thing/v1/getThang'),
});

describe('contracts joined to the schemas named after their calls', () => {
  const C = contractsNamed(S, R, {
    addThing: { summary: '추가', errors: ['THING_TAKEN'], query: Query },
    getThing: { summary: '읽기' },
    sendFile: { summary: '파일' },
    listThings: { summary: '목록' },
    ping: { summary: '신호', noContent: true },
  });

  it('take the request and answer schemas their name gives, and the notes as written', () => {
    expect(C.addThing).toMatchObject({ method: 'POST', path: '/or/thing/v1/addThing', auth: 'member', summary: '추가', errors: ['THING_TAKEN'] });
    expect(C.addThing.request).toBe(Req);
    expect(C.addThing.response).toBe(Res);
    expect(C.addThing.query).toBe(Query);
    expect(C.ping.noContent).toBe(true);
  });

  it('take no request schema when none is named after the call, or the body is raw bytes', () => {
    expect(C.getThing.request).toBeUndefined();
    expect(C.getThing.query).toBeUndefined();
    // `SendFileRequestSchema` exists, but a file's bytes are checked by its handler, never parsed.
    expect(C.sendFile.request).toBeUndefined();
    expect(C.sendFile.body).toBe('bytes');
  });

  it("keep an operator route's roles and audit rule", () => {
    expect(C.listThings).toMatchObject({ path: '/v1/things/list', roles: ['CS'], audit: 'read' });
  });

  it('are typed by the schemas, so a handler reads what they parse', () => {
    expectTypeOf(C.addThing.request).toEqualTypeOf<typeof Req>();
    expectTypeOf(C.getThing.request).toEqualTypeOf<undefined>();
    expectTypeOf(C.sendFile.request).toEqualTypeOf<undefined>();
    expectTypeOf<z.output<typeof C.addThing.query>>().toEqualTypeOf<{ from?: string | undefined }>();
    expectTypeOf(C.getThing.query).toEqualTypeOf<undefined>();
    expectTypeOf(C.listThings.audit).toEqualTypeOf<'read'>();
  });

  it('refuse a call without its answer schema, when compiled and when loaded', () => {
    // @ts-expect-error no answer schema is named after getThang
    expect(() => contractsNamed(S, R, { getThang: { summary: 'x' } })).toThrow('GetThangResponseSchema');
  });
});
