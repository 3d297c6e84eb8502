/**
 * The operator API's routes for events and the banners they make (ADR 045); schema-free for the
 * console, contracts at the end of `event-ops-calls.ts`.
 */
import type { RequestOf, ResponseOf } from './contract';
import { changeRoute, readRoute } from './ops-route';
import type * as S from './event-ops-calls';

export const EVENT_OPS_ROUTES = {
  listEventsForOps: readRoute<RequestOf<typeof S.ListEventsForOpsRequestSchema>, ResponseOf<typeof S.ListEventsForOpsResponseSchema>>(
    '/v1/content/events/list',
    ['CONTENT'],
  ),
  getEventForOps: readRoute<RequestOf<typeof S.GetEventForOpsRequestSchema>, ResponseOf<typeof S.EventOpsResponseSchema>>('/v1/content/events/get', [
    'CONTENT',
  ]),
  saveEvent: changeRoute<RequestOf<typeof S.SaveEventRequestSchema>, ResponseOf<typeof S.EventOpsResponseSchema>>('/v1/content/events/save', ['CONTENT']),
};
