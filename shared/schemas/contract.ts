/**
 * One contract per endpoint (ADR 016). A contract is spelled in two
 * layers on purpose:
 *
 * - a **route** (`route()`): method, path and auth level, typed by the request and answer it
 *   carries but holding no schema, so the browser's typed client can import it without pulling
 *   zod into an island (a route costs bytes; a zod schema costs ~25 KB gzip);
 * - the **contract** (`defineContract()`): that route plus its zod schemas, summary and the error
 *   codes it may answer, which the worker's `defineEndpoint` and the OpenAPI document read.
 *
 * `defineContract` only accepts schemas whose types are the route's, so the path is written once
 * and the types come from the schemas. A routes file types each route by its name (`typedRoutes`:
 * call `getCartList` carries `GetCartListRequestSchema` and `GetCartListResponseSchema`), so a
 * misnamed schema fails to compile rather than leaving a route untyped.
 *
 * A call's input travels one of four ways (ADR 046): a GET's in the query string, anything else's
 * body as JSON (the default), as form fields (`sentAs('form', …)`: urlencoded or multipart, the
 * no-JS forms) or as one file's raw bytes (`sentAs('bytes', …)`, uploads, never parsed whole).
 * A path may name parameters as Hono does (`/cm/upload/v1/:use`, route-path.ts): the caller fills
 * them (`callApi(ROUTE, input, { params })`) and the handler gets them as `params`, both typed
 * from the path.
 */
import type { z } from 'zod';
import { PARAM_SEGMENT, type RoutePath } from './route-path';

/** `PUT` only where a call replaces one thing its path names (a video's part). */
export type HttpMethod = 'GET' | 'POST' | 'PUT';

/** How a non-GET call's body is sent; a GET's input is always its query string. */
export type BodyKind = 'json' | 'form' | 'bytes';

/**
 * Who may call an endpoint:
 * - `guest`: anyone; a valid Bearer token's customer is handed to the handler when one is sent.
 * - `member`: a logged-in customer; anyone else gets 401 `LOGIN_REQUIRED` before the handler runs.
 * - `operator`: the shop's operators (the operator key); anyone else gets 401.
 * - `console`: the console's own page, with or without a session (its login, who-am-I and logout,
 *   ADR 060): the `X-Ops-Console` header from no other site; anyone else, a key included, gets 401.
 */
export type AuthLevel = 'guest' | 'member' | 'operator' | 'console';

/**
 * The `/{biz}/{domain…}/v{n}/{verb…}` path style of the gateway's calls (under `/api`); after the
 * version a segment may be a path parameter, `:name` as Hono writes it (route-path.ts).
 */
export const GATEWAY_PATH = new RegExp(`^/[a-z]{2}(?:/[A-Za-z0-9-]+)+/v\\d+(?:/(?:[A-Za-z0-9-]+|${PARAM_SEGMENT}))+$`);
/** Operator calls, and the console's own, live under `/ops`: `/v{n}/{resource…}/{verb}`. */
export const OPERATOR_PATH = /^\/v\d+(?:\/[A-Za-z0-9-]+)+$/;
/**
 * The member gateway's calls keep the paths browsers, the app and no-JS forms already use under
 * `/member` (`/`, `/check-id`, `/sms/send`): lower-case words, no version, and at most one fixed
 * query parameter that tells calls sharing a path apart (`/?loginType=sms`; ADR 046).
 */
export const MEMBER_GATEWAY_PATH_RULE = /^\/(?:[a-z]+(?:-[a-z]+)*(?:\/[a-z]+(?:-[a-z]+)*)*)?(?:\?[A-Za-z]+=[A-Za-z]+)?$/;
/** Where the member gateway is mounted; its routes' paths are under it, not under `/api`. */
export const MEMBER_GATEWAY_BASE = '/member';

/**
 * Method, path and auth of one call, typed by what it takes (`Req`) and answers (`Res`); `P` is
 * its path as written, whose `:name` segments a caller fills (`PathParams<P>`).
 */
export interface Route<Req = unknown, Res = unknown, A extends AuthLevel = AuthLevel, P extends string = string> {
  readonly method: HttpMethod;
  /** Path under the gateway's base (`/api`), or under `/ops` for operator and console routes. */
  readonly path: P;
  readonly auth: A;
  /** How the body is sent; JSON when absent (`sentAs`). */
  readonly body?: BodyKind;
  /** The base the path is under when it is not the gateway's `/api`: the member gateway's. */
  readonly base?: typeof MEMBER_GATEWAY_BASE;
  /** Operator routes: the roles besides the owner that may call it (shared/ops/operator-roles.ts, ADR 045). */
  readonly roles?: readonly string[];
  /** Operator routes: `read` is never written to the audit log, a `change` is (ADR 045). */
  readonly audit?: 'read' | 'change';
  /** Types only: never set at run time. */
  readonly types?: { readonly request: Req; readonly response: Res };
}

/** A route taking no body. */
export type NoBody = undefined;

/** Declares a route; throws at load time on a path that breaks its level's naming rule. */
export function route<A extends AuthLevel, Req = NoBody, Res = unknown, P extends string = string>(
  method: HttpMethod,
  path: P,
  auth: A,
): Route<Req, Res, A, RoutePath<P>> {
  const rule = auth === 'operator' || auth === 'console' ? OPERATOR_PATH : GATEWAY_PATH;
  if (!rule.test(path)) throw new TypeError(`Route path breaks the naming rule for ${auth} calls: ${path}`);
  return { method, path: path as RoutePath<P>, auth };
}

/** Routes of one auth level, typed by what they take and answer: `memberRoute<Req, Res>('POST', path)`. */
function routesOf<A extends AuthLevel>(auth: A) {
  return <Req = NoBody, Res = unknown, P extends string = string>(method: HttpMethod, path: P): Route<Req, Res, A, RoutePath<P>> =>
    route<A, Req, Res, P>(method, path, auth);
}
/** Anyone may call; the handler gets a Bearer token's customer when one is sent. */
export const guestRoute = routesOf('guest');
/** Logged-in customers only; guests get 401 `LOGIN_REQUIRED`. */
export const memberRoute = routesOf('member');
/** Operators only (`/ops`); anyone else gets 401. */
export const operatorRoute = routesOf('operator');
/** The console's own calls under `/ops`, before it has a session; anyone else gets 401. */
export const consoleRoute = routesOf('console');

/**
 * A call of the member gateway (`/member…`: login, join, SMS codes, social login): anyone may
 * call it, and its path follows `MEMBER_GATEWAY_PATH_RULE` under `MEMBER_GATEWAY_BASE`.
 */
export function memberGatewayRoute<Req = NoBody, Res = unknown>(
  method: HttpMethod,
  path: string,
): Route<Req, Res, 'guest'> & { base: typeof MEMBER_GATEWAY_BASE } {
  if (!MEMBER_GATEWAY_PATH_RULE.test(path)) throw new TypeError(`Route path breaks the naming rule for member gateway calls: ${path}`);
  return { method, path, auth: 'guest', base: MEMBER_GATEWAY_BASE };
}

/** `routeOf` with its body sent as form fields or raw bytes instead of JSON. */
export function sentAs<B extends Exclude<BodyKind, 'json'>, R extends Route>(body: B, routeOf: R): R & { readonly body: B } {
  if (routeOf.method === 'GET') throw new TypeError(`A GET takes its input in the query string, not as ${body}: ${routeOf.path}`);
  return { ...routeOf, body };
}

/** What the handler of a `bytes` call gets: the body as a stream, never read whole, and its declared length. */
export interface IncomingBytes {
  readonly stream: ReadableStream<Uint8Array> | null;
  /** The request's `Content-Length`, or null when it sent none. */
  readonly length: number | null;
}

/** The schema parts of a contract. */
export interface ContractSchemas<Req extends z.ZodType | undefined, Res extends z.ZodType, Q extends z.ZodType | undefined = z.ZodType | undefined> {
  summary: string;
  /**
   * Validates the input: a GET's query parameters, else the body of the route's kind (JSON or form
   * fields); `undefined` when the call takes none, and for `bytes`, whose handler checks the bytes.
   */
  request: Req;
  /** Validates the query parameters of a call that also takes a body (the handler's `query`). */
  query?: Q;
  /** The 200 answer; the worker checks every answer against it. */
  response: Res;
  /** Codes beyond the frame's own (`INVALID_INPUT`, `LOGIN_REQUIRED`) that this call may answer. */
  errors?: readonly string[];
  /** Success is 204 without a body (a beacon, which nobody reads); the handler returns nothing. */
  noContent?: boolean;
}

/** A route with its schemas: what `defineEndpoint` and the OpenAPI document take. */
export interface Contract<Req extends z.ZodType | undefined = z.ZodType | undefined, Res extends z.ZodType = z.ZodType, A extends AuthLevel = AuthLevel>
  extends Route<Req extends z.ZodType ? z.input<Req> : NoBody, z.output<Res>, A>, ContractSchemas<Req, Res> {}

/** The request type a route's schema must accept: exactly the route's `Req` (none for raw bytes). */
export type RequestFor<R> = R extends { body: 'bytes' }
  ? undefined
  : R extends Route<infer Req, unknown, AuthLevel>
    ? [Req] extends [NoBody]
      ? undefined
      : z.ZodType<unknown, Req>
    : never;
/** The answer schema a route needs: one whose output is the route's `Res`. */
export type ResponseFor<R> = R extends Route<unknown, infer Res, AuthLevel> ? z.ZodType<Res> : never;

/** Joins a route to its schemas; a schema whose types differ from the route's does not compile. */
export function defineContract<R extends Route, Req extends RequestFor<R>, Res extends ResponseFor<R>, Q extends z.ZodType | undefined = undefined>(
  routeOf: R,
  schemas: ContractSchemas<Req, Res, Q>,
): R & ContractSchemas<Req, Res, Q> & { readonly query: Q } {
  // Without a query schema `Q` is `undefined`, which is what the absent field reads as.
  return { ...routeOf, ...schemas, query: schemas.query as Q };
}

/** What a route's caller sends (the schema's input type). */
export type RouteRequest<R> = R extends Route<infer Req, unknown, AuthLevel> ? Req : never;
/** What a route answers (the schema's output type). */
export type RouteResponse<R> = R extends Route<unknown, infer Res, AuthLevel> ? Res : never;

/** The body a request schema accepts, for a route typed by hand (`guestRoute<RequestOf<…>, …>`). */
export type RequestOf<S extends z.ZodType> = z.input<S>;
/** The answer a response schema gives, for a route typed by hand. */
export type ResponseOf<S extends z.ZodType> = z.output<S>;

/**
 * What a route answers when its calls file names no `…ResponseSchema` after it: no schema's output
 * has this field, so the route's `defineContract` does not compile, and the error names the schema
 * it looked for.
 */
export interface NoSchemaNamed<Name extends string> {
  readonly 'no schema named': Name;
}

/** The calls file's export called `Name` when it is a schema, else `Missing`. */
type SchemaNamed<Schemas, Name extends string, Missing = never> = Name extends keyof Schemas
  ? Schemas[Name] extends z.ZodType
    ? Schemas[Name]
    : Missing
  : Missing;
/** Call `getCartList` takes `GetCartListRequestSchema`'s input, or no body when there is none. */
type RequestNamed<Schemas, Key extends string> = [SchemaNamed<Schemas, `${Capitalize<Key>}RequestSchema`>] extends [never]
  ? NoBody
  : z.input<SchemaNamed<Schemas, `${Capitalize<Key>}RequestSchema`>>;
/** Call `getCartList` answers `GetCartListResponseSchema`'s output; without one, `NoSchemaNamed`. */
type ResponseNamed<Schemas, Key extends string> = [SchemaNamed<Schemas, `${Capitalize<Key>}ResponseSchema`>] extends [never]
  ? NoSchemaNamed<`${Capitalize<Key>}ResponseSchema`>
  : z.output<SchemaNamed<Schemas, `${Capitalize<Key>}ResponseSchema`>>;

/** `R` with other types: only the type-only `types` field differs, so every other field is kept. */
type Retyped<R, Req, Res> = Omit<R, 'types'> & { readonly types?: { readonly request: Req; readonly response: Res } };
/**
 * A route declared without types gets its key's schemas' types; one typed by hand keeps its own.
 * Its answer type tells them apart: `unknown` unless given. (Its body type is not a sure sign: a
 * wrapper such as `sentAs` can make it inferred as `unknown` rather than the default `NoBody`.)
 */
type TypedByName<Schemas, Key extends string, R> = unknown extends RouteResponse<R> ? Retyped<R, BodyNamed<Schemas, Key, R>, ResponseNamed<Schemas, Key>> : R;
/** A `bytes` call takes the file itself (no schema reads it: its handler checks the bytes); any other its request schema's input. */
type BodyNamed<Schemas, Key extends string, R> = R extends { readonly body: 'bytes' } ? Blob : RequestNamed<Schemas, Key>;
/** A file's routes, each typed by its key's schemas (`typedRoutes`). */
export type TypedRoutes<Schemas, Routes> = { readonly [Key in keyof Routes]: TypedByName<Schemas, Key & string, Routes[Key]> };

/**
 * Types each route by its name: call `getCartList` takes `GetCartListRequestSchema`'s input (none
 * when the calls file has no such schema) and answers `GetCartListResponseSchema`'s output, so a
 * routes file writes each path once and never spells a schema:
 *
 * ```ts
 * import type * as S from './cart-calls';
 * export const CART_ROUTES = typedRoutes<typeof S>()({ getCartList: guestRoute('POST', '/or/cart/v1/getCartList') });
 * ```
 *
 * Two calls that share a shape each name it (`export const SaveFaqResponseSchema = FaqOpsResponseSchema`).
 * A `sentAs('bytes', …)` call takes a `Blob`, and a path's `:name` parameters are typed from it.
 * A route typed by hand (`guestRoute<Req, Res>(…)`) keeps its types. The calls file is imported as a
 * type only, so an island that imports routes still pulls in no zod.
 */
export function typedRoutes<Schemas>() {
  // `Omit<Route, 'types'>`, not `Route`: a contextual `types` would make the route functions infer
  // `unknown` for their types instead of leaving them untyped.
  return <Routes extends Record<string, Omit<Route, 'types'>>>(routes: Routes): TypedRoutes<Schemas, Routes> =>
    // The one cast: the routes were made untyped (`Route<NoBody, unknown>`), and a route's types live
    // only in its type-only `types` field, which is never set at run time; so the object is returned
    // as it is, and only what the compiler knows of each route changes.
    routes as TypedRoutes<Schemas, Routes>;
}

/** What a contract states beyond its route and the schemas named after it. */
export interface ContractNotes {
  summary: string;
  /** Codes beyond the frame's own that this call may answer. */
  errors?: readonly string[];
  /** Validates the query parameters of a call that also takes a body. */
  query?: z.ZodType;
  /** Success is 204 without a body (a beacon). */
  noContent?: boolean;
}

/** Call `Key`'s contract: its route, the schemas named after it (none for raw bytes) and its notes. */
type NamedContract<Schemas, Key extends string, R, N> = R &
  ContractSchemas<
    R extends { readonly body: 'bytes' } ? undefined : SchemaNamed<Schemas, `${Capitalize<Key>}RequestSchema`, undefined>,
    SchemaNamed<Schemas, `${Capitalize<Key>}ResponseSchema`, NoSchemaNamed<`${Capitalize<Key>}ResponseSchema`> & z.ZodType>
  > & { readonly query: N extends { query: infer Q } ? Q : undefined };

/** A call's notes; a call with no answer schema named after it takes none, so its notes do not compile. */
type NotesFor<Schemas, Routes> = {
  readonly [K in keyof Routes & string]?: `${Capitalize<K>}ResponseSchema` extends keyof Schemas
    ? ContractNotes
    : NoSchemaNamed<`${Capitalize<K>}ResponseSchema`>;
};

/**
 * Contracts whose schemas are the ones named after each call (ADR 056): call `getMyShop` takes
 * `GetMyShopRequestSchema` (no body when there is none; raw bytes never have one) and answers
 * `GetMyShopResponseSchema`, so a contract states only what its name does not: its summary, the
 * codes it may answer, a query schema, a body-less success. `schemas` is the calls module itself
 * (`import * as S from './store-calls'`, which ES modules allow), read once the module has run;
 * a call without its answer schema throws when the module loads.
 */
export function contractsNamed<Schemas, Routes extends Record<string, Route>, Notes extends NotesFor<Schemas, Routes>>(
  schemas: Schemas,
  routes: Routes,
  notes: Notes,
): { readonly [K in keyof Notes & keyof Routes & string]: NamedContract<Schemas, K, Routes[K], Notes[K]> } {
  const named = schemas as Record<string, z.ZodType | undefined>;
  const contracts = Object.entries(notes as Record<string, ContractNotes>).map(([key, note]) => {
    const routeOf = routes[key];
    const name = key[0].toUpperCase() + key.slice(1);
    const response = named[`${name}ResponseSchema`];
    if (!routeOf || !response) throw new TypeError(`The call ${key} needs its route and ${name}ResponseSchema`);
    const request = routeOf.body === 'bytes' ? undefined : named[`${name}RequestSchema`];
    return [key, { ...routeOf, ...note, request, response, query: note.query }];
  });
  // The one cast: the object is built from the same names the type reads.
  return Object.fromEntries(contracts) as never;
}
