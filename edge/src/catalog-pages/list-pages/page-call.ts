/**
 * A list page's one gateway call, made in process (so `GATEWAY_ORIGIN` applies as for every other
 * call), and the moment its answer says the page changes by itself.
 */
import type { Context } from 'hono';
import type { ZodType } from 'zod';
import { dttmToEpoch } from '#shared/format';
import type { Route } from '#shared/schemas/contract';
import { gatewayCallerOf } from '#edge/catalog-live/index';
import { callGatewayInProcess, GatewayStatusError } from '#edge/catalog-live/in-process-gateway';
import type { AppEnv } from '#edge/env';

/** The data of `route`'s answer, or 'not-found' when the gateway answers 404; throws on any other failure. */
export async function pageDataOf<T>(c: Context<AppEnv>, route: Route, schema: ZodType<{ data: T }>, body?: unknown): Promise<T | 'not-found'> {
  try {
    const answer = await callGatewayInProcess(gatewayCallerOf(c), { method: route.method, path: route.path, body }, schema);
    return answer.data;
  } catch (error) {
    if (error instanceof GatewayStatusError && error.status === 404) return 'not-found';
    throw error;
  }
}

/** Epoch ms of the answer's next change (a hot deal or a sample period starting or ending), if any. */
export function validUntilOf(nextChangeDttm: string | null): number | undefined {
  return nextChangeDttm === null ? undefined : dttmToEpoch(nextChangeDttm);
}
