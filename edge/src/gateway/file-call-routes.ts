/**
 * Calls whose body is a file (`sentAs('bytes', …)`): a gateway's frame limits a body to 64 KB, so
 * these are served by an app of their own, mounted at the folder their paths share ahead of that
 * gateway, with the same frame (the caller checked first, then the input; Korean errors; a trace
 * id; `no-store`) and streamed rather than held whole. The gateway lists them too, so its OpenAPI
 * document describes them and another method falls through to its 405.
 */
import { Hono } from 'hono';
import { runEndpoint, type Endpoint } from './endpoint';
import { onGatewayError } from './errors';
import type { GatewayEnv } from './gateway-env';
import { noStoreByDefault } from './no-store';
import { traceId } from './trace';

/** The app serving `endpoints` (already audited where their API audits), and the folder to mount it at. */
export function fileCallRoutes(endpoints: readonly Endpoint[]): { base: string; routes: Hono<GatewayEnv> } {
  const first = endpoints[0].contract.path;
  const base = first.slice(0, first.lastIndexOf('/'));
  const routes = new Hono<GatewayEnv>();
  routes.use(traceId(), noStoreByDefault());
  for (const endpoint of endpoints) {
    const { method, path } = endpoint.contract;
    if (!path.startsWith(`${base}/`)) throw new Error(`${path} is not under ${base}, where its file calls are mounted`);
    routes.on(method, path.slice(base.length), runEndpoint(endpoint));
  }
  routes.onError(onGatewayError);
  return { base, routes };
}
