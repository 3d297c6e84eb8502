/**
 * How the campaign and main page renderers read their data: one gateway call in process (so
 * `GATEWAY_ORIGIN` applies), a 404 answer being an address that names nothing, and the moment the
 * answer says the page next changes by itself as the page's `validUntil`.
 */
import type { Context } from 'hono';
import type { ZodType } from 'zod';
import { dttmToEpoch } from '#shared/format';
import type { Route } from '#shared/schemas/contract';
import { gatewayCallerOf } from '#edge/catalog-live/index';
import { callGatewayInProcess, GatewayStatusError } from '#edge/catalog-live/in-process-gateway';
import type { AppEnv } from '#edge/env';

/** The call's data, or 'not-found' when the gateway answers 404. */
export async function pageData<T>(c: Context<AppEnv>, route: Route, schema: ZodType<{ data: T }>, body: unknown = {}): Promise<T | 'not-found'> {
  try {
    const answer = await callGatewayInProcess(gatewayCallerOf(c), { method: 'POST', path: route.path, body }, schema);
    return answer.data;
  } catch (error) {
    if (error instanceof GatewayStatusError && error.status === 404) return 'not-found';
    throw error;
  }
}

/** `validUntil` (epoch ms) of an answer's `nextChangeDttm`; none when nothing is scheduled. */
export function validUntilOf(nextChangeDttm: string | null): number | undefined {
  return nextChangeDttm === null ? undefined : dttmToEpoch(nextChangeDttm);
}
