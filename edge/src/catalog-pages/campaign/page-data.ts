/**
 * How the campaign and main page renderers read their data: the list pages' one in-process gateway
 * call (../list-pages/page-call.ts: `GATEWAY_ORIGIN` applies, a 404 answer is an address that names
 * nothing, and the answer's next change is the page's `validUntil`), sent with an empty JSON body
 * when the page's call takes none.
 */
import type { Context } from 'hono';
import type { ZodType } from 'zod';
import type { Route } from '#shared/schemas/contract';
import type { AppEnv } from '#edge/env';
import { pageDataOf } from '../list-pages/page-call';

export { validUntilOf } from '../list-pages/page-call';

/** The call's data, or 'not-found' when the gateway answers 404. */
export function pageData<T>(c: Context<AppEnv>, route: Route, schema: ZodType<{ data: T }>, body: unknown = {}): Promise<T | 'not-found'> {
  return pageDataOf(c, route, schema, body);
}
