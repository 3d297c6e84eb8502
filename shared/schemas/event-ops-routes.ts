/**
 * The operator API's routes for events and the banners they make (ADR 045); schema-free for the
 * console, contracts at the end of `event-ops-calls.ts`.
 */
import { typedRoutes } from './contract';
import type * as S from './event-ops-calls';
import { changeRoute, readRoute } from './ops-route';

export const EVENT_OPS_ROUTES = typedRoutes<typeof S>()({
  listEventsForOps: readRoute('/v1/content/events/list', ['CONTENT']),
  getEventForOps: readRoute('/v1/content/events/get', ['CONTENT']),
  saveEvent: changeRoute('/v1/content/events/save', ['CONTENT']),
});
