/**
 * The commerce gateway behind `/api`: the built-in one on D1, or a proxy to the
 * operator's API when `GATEWAY_ORIGIN` is set. Request order: trace id, no-store, proxy, body
 * limit, the declared endpoints, the OpenAPI document, then JSON 404/405 for everything else.
 */
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { pathMatches } from '#shared/schemas/route-path';
import type { Endpoint } from './endpoint';
import { runEndpoint } from './endpoint';
import { ENDPOINTS } from './endpoints';
import { apiError, onGatewayError } from './errors';
import type { GatewayEnv } from './gateway-env';
import { noStoreByDefault } from './no-store';
import { buildOpenApi, type OpenApiDocument } from './openapi';
import { proxyToGatewayOrigin } from './proxy';
import { traceId } from './trace';

/** Where index.ts mounts the gateway; the site's API client calls the same base. */
export const API_BASE = '/api';
export const OPENAPI_PATH = '/openapi.json';
/** Request bodies of the built-in endpoints are small JSON objects. */
export const MAX_BODY_BYTES = 64 * 1024;

export interface GatewayOptions {
  /** Where it is mounted: `/api` for the shop, `/ops` for operators. */
  basePath?: string;
  /** Whether `GATEWAY_ORIGIN` may take it over (the shop's calls yes, the operator API no). */
  proxy?: boolean;
  /** The OpenAPI document's title. */
  title?: string;
}

/** A gateway serving `endpoints`; tests build one with their own list, the operator API its own. */
export function createGateway(endpoints: readonly Endpoint[] = ENDPOINTS, options: GatewayOptions = {}): Hono<GatewayEnv> {
  const { basePath = API_BASE, proxy = true, title } = options;
  const gateway = new Hono<GatewayEnv>();
  let document: OpenApiDocument | undefined;

  gateway.use(traceId());
  gateway.use(noStoreByDefault());
  if (proxy) gateway.use(proxyToGatewayOrigin(basePath));
  gateway.use(bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => apiError(c, 'PAYLOAD_TOO_LARGE') }));
  for (const endpoint of endpoints) gateway.on(endpoint.contract.method, endpoint.contract.path, runEndpoint(endpoint));
  gateway.get(OPENAPI_PATH, (c) => c.json((document ??= buildOpenApi(endpoints, basePath, title))));
  gateway.all('*', (c) => unmatched(c, endpoints, basePath));
  gateway.onError(onGatewayError);
  return gateway;
}

/** 405 with `Allow` for a known path asked with another method; 404 for the rest. */
function unmatched(c: Context<GatewayEnv>, endpoints: readonly Endpoint[], basePath: string): Response {
  const path = new URL(c.req.url).pathname.slice(basePath.length);
  const allowed = endpoints.filter(({ contract }) => pathMatches(contract.path, path)).map(({ contract }) => contract.method as string);
  if (path === OPENAPI_PATH) allowed.push('GET');
  if (allowed.length === 0) return apiError(c, 'NOT_FOUND');
  if (allowed.includes('GET')) allowed.push('HEAD');
  return apiError(c, 'METHOD_NOT_ALLOWED', { headers: { Allow: allowed.join(', ') } });
}

/** The gateway index.ts mounts at `API_BASE`. */
export const gateway = createGateway();
