/**
 * The operator API's routes for 1:1 inquiries: the queue and the answer (ADR 045); schema-free for
 * the console, contracts at the end of `inquiry-ops-calls.ts`.
 */
import { typedRoutes } from './contract';
import type * as S from './inquiry-ops-calls';
import { changeRoute, readRoute } from './ops-route';

export const INQUIRY_OPS_ROUTES = typedRoutes<typeof S>()({
  listInquiries: readRoute('/v1/inquiries/list', ['CS']),
  answerInquiry: changeRoute('/v1/inquiries/answer', ['CS']),
});
