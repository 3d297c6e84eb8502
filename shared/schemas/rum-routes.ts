/** The real-user speed calls' routes, schema-free so the collector imports them without zod (ADR 016). */
import { guestRoute, type RequestOf, type ResponseOf } from './contract';
import { readRoute } from './ops-route';
import type { CollectRequestSchema, SummaryRequestSchema, SummaryResponseSchema } from './rum-calls';

export const RUM_ROUTES = {
  /** The shopper's browser, once per page view (`navigator.sendBeacon`); 204 without a body. */
  collect: guestRoute<RequestOf<typeof CollectRequestSchema>, undefined>('POST', '/dp/rum/v1/collect'),
  /** The operator's view: the 75th percentiles per page type over a window; the content team keeps the pages, so reads how fast they are. */
  summary: readRoute<RequestOf<typeof SummaryRequestSchema>, ResponseOf<typeof SummaryResponseSchema>>('/v1/rum/summary', ['CONTENT']),
};
