/** The real-user speed calls' routes, schema-free so the collector imports them without zod (ADR 016). */
import { guestRoute, typedRoutes } from './contract';
import type * as S from './rum-calls';
import { readRoute } from './ops-route';

export const RUM_ROUTES = typedRoutes<typeof S>()({
  /** The shopper's browser, once per page view (`navigator.sendBeacon`); 204 without a body. */
  collect: guestRoute('POST', '/dp/rum/v1/collect'),
  /** The operator's view: the 75th percentiles per page type over a window; the content team keeps the pages, so reads how fast they are. */
  summary: readRoute('/v1/rum/summary', ['CONTENT']),
  /** The same per Korean day, so a slower deploy shows as a step. */
  trend: readRoute('/v1/rum/trend', ['CONTENT']),
});
