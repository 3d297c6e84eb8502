/**
 * Path parameters of a route, written as Hono writes them (`/cm/upload/v1/:use/parts/:uploadId`,
 * ADR 046): the names are read from the path's type, so a caller must give each one and no other,
 * and the worker's handler gets them by the same names. Schema-free, so islands import it.
 */

/** A path segment that is a parameter: `:` and a lower-camel name. */
export const PARAM_SEGMENT = ':[a-z][A-Za-z0-9]*';

/** The parameter names in `P`: `'use' | 'uploadId'` for `/x/:use/parts/:uploadId`; none for a plain `string`. */
export type ParamNames<P extends string> = P extends `${string}/:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}/:${infer Name}`
    ? Name
    : never;

/** The values of path `P`'s parameters, by name: what a caller gives (`string | number`), or what a handler gets (`string`). */
export type PathParams<P extends string, Value = string | number> = { readonly [Name in ParamNames<P>]: Value };

/** A path's type as a route keeps it: as written when it has parameters, else any `string` (so routes of plain paths stay interchangeable). */
export type RoutePath<P extends string> = [ParamNames<P>] extends [never] ? string : P;

/** Each `/:name` segment of a path, the name captured. */
const PARAMS = new RegExp(`/(${PARAM_SEGMENT})`, 'g');

/**
 * `path` with each `:name` replaced by its value, percent-encoded so that a value can never add a
 * segment or a query (`a/b` becomes `a%2Fb`). A missing or empty value, or `.`/`..` (which a
 * browser would resolve into another path), is a caller's bug: it throws rather than call
 * somewhere else.
 */
export function fillPath(path: string, params: Readonly<Record<string, string | number>> = {}): string {
  return path.replace(PARAMS, (_segment, param: string) => {
    const name = param.slice(1);
    const value = params[name];
    const text = value === undefined || value === null ? '' : String(value);
    if (text === '' || text === '.' || text === '..')
      throw new TypeError(`Path parameter ${name} of ${path} must be a non-empty value: ${JSON.stringify(value)}`);
    return `/${encodeURIComponent(text)}`;
  });
}

/** The OpenAPI spelling of a route path: `/x/:use` → `/x/{use}`. */
export function openApiPath(path: string): string {
  return path.replace(PARAMS, (_segment, param: string) => `/{${param.slice(1)}}`);
}

/** The names of a path's parameters, in order. */
export function paramNamesOf(path: string): string[] {
  return [...path.matchAll(PARAMS)].map((match) => match[1].slice(1));
}

/** Whether the concrete `path` is one `routePath` names: each `:name` stands for one non-empty segment. */
export function pathMatches(routePath: string, path: string): boolean {
  const literal = routePath.split(PARAMS).filter((_part, index) => index % 2 === 0);
  const pattern = literal.map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('/[^/]+');
  return new RegExp(`^${pattern}$`).test(path);
}
