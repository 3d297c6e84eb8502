/** The real-user speed calls' routes, schema-free so the collector imports them without zod (ADR 016). */
import { guestRoute, operatorRoute, type RequestOf, type ResponseOf } from './contract';
import type { RumBeaconSchema, RumSummaryRequestSchema, RumSummaryResponseSchema } from './rum-calls';

export const RUM_ROUTES = {
  /** The shopper's browser, once per page view (`navigator.sendBeacon`); 204 without a body. */
  collect: guestRoute<RequestOf<typeof RumBeaconSchema>, undefined>('POST', '/dp/rum/v1/collect'),
  /** The operator's view: the 75th percentiles per page type over a window. */
  summary: operatorRoute<RequestOf<typeof RumSummaryRequestSchema>, ResponseOf<typeof RumSummaryResponseSchema>>('POST', '/v1/rum/summary'),
};
