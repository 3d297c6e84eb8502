import { describe, expect, expectTypeOf, it } from 'vitest';
import { memberRoute, sentAs, typedRoutes, type RouteRequest } from './contract';
import { fillPath, openApiPath, paramNamesOf, pathMatches, type PathParams } from './route-path';

const PART = '/cm/thing/v1/:use/parts/:uploadId/:partNumber';

describe('path parameters', () => {
  it('are filled by name, each percent-encoded into one segment', () => {
    expect(fillPath(PART, { use: 'posting-video', uploadId: 'abc_DEF-123', partNumber: 2 })).toBe('/cm/thing/v1/posting-video/parts/abc_DEF-123/2');
    expect(fillPath('/cm/thing/v1/:use', { use: '후기 사진' })).toBe('/cm/thing/v1/%ED%9B%84%EA%B8%B0%20%EC%82%AC%EC%A7%84');
    // A value can never add a segment, a query or a fragment.
    expect(fillPath('/cm/thing/v1/:use/complete', { use: '../../ops/v1?x=1#y' })).toBe('/cm/thing/v1/..%2F..%2Fops%2Fv1%3Fx%3D1%23y/complete');
    expect(fillPath('/cm/thing/v1/plain')).toBe('/cm/thing/v1/plain');
  });

  it('refuse a missing, empty or dot value rather than call another path', () => {
    expect(() => fillPath(PART, { use: 'review', uploadId: 'abc' })).toThrow(/partNumber/);
    expect(() => fillPath('/cm/thing/v1/:use', {})).toThrow(/use/);
    expect(() => fillPath('/cm/thing/v1/:use', { use: '' })).toThrow(TypeError);
    for (const dots of ['.', '..']) expect(() => fillPath('/cm/thing/v1/:use/parts', { use: dots })).toThrow(TypeError);
  });

  it('read as OpenAPI spells them, and match concrete paths one segment each', () => {
    expect(openApiPath(PART)).toBe('/cm/thing/v1/{use}/parts/{uploadId}/{partNumber}');
    expect(paramNamesOf(PART)).toEqual(['use', 'uploadId', 'partNumber']);
    expect(pathMatches(PART, '/cm/thing/v1/review/parts/abc/1')).toBe(true);
    expect(pathMatches(PART, '/cm/thing/v1/review/parts/abc')).toBe(false);
    expect(pathMatches(PART, '/cm/thing/v1/a/b/parts/abc/1')).toBe(false);
    expect(pathMatches('/cm/thing/v1/plain', '/cm/thing/v1/plain')).toBe(true);
  });

  it('are typed from the route path, which keeps its spelling only when it has some', () => {
    expectTypeOf<PathParams<typeof PART>>().toEqualTypeOf<{
      readonly use: string | number;
      readonly uploadId: string | number;
      readonly partNumber: string | number;
    }>();
    expectTypeOf<keyof PathParams<'/cm/thing/v1/plain'>>().toEqualTypeOf<never>();
    const routes = typedRoutes<object>()({ put: sentAs('bytes', memberRoute('PUT', PART)), plain: memberRoute('POST', '/cm/thing/v1/plain') });
    expectTypeOf(routes.put.path).toEqualTypeOf<typeof PART>();
    expectTypeOf(routes.plain.path).toEqualTypeOf<string>();
    // A bytes call named in a routes file takes the file itself.
    expectTypeOf<RouteRequest<typeof routes.put>>().toEqualTypeOf<Blob>();
  });

  it('are allowed after the version only, as `:name`', () => {
    expect(memberRoute('PUT', PART).method).toBe('PUT');
    expect(() => memberRoute('POST', '/cm/:thing/v1/x')).toThrow(TypeError);
    expect(() => memberRoute('POST', '/cm/thing/v1/:Use')).toThrow(TypeError);
    expect(() => memberRoute('POST', '/cm/thing/v1/:use-x')).toThrow(TypeError);
  });
});
