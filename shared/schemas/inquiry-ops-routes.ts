/**
 * The operator API's routes for 1:1 inquiries: the queue and the answer (ADR 045); schema-free for
 * the console, contracts at the end of `inquiry-ops-calls.ts`.
 */
import type { RequestOf, ResponseOf } from './contract';
import { changeRoute, readRoute } from './ops-route';
import type * as S from './inquiry-ops-calls';

export const INQUIRY_OPS_ROUTES = {
  listInquiries: readRoute<RequestOf<typeof S.ListInquiriesRequestSchema>, ResponseOf<typeof S.ListInquiriesResponseSchema>>('/v1/inquiries/list', ['CS']),
  answerInquiry: changeRoute<RequestOf<typeof S.AnswerInquiryRequestSchema>, ResponseOf<typeof S.AnswerInquiryResponseSchema>>('/v1/inquiries/answer', ['CS']),
};
