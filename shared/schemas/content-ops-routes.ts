/**
 * The operator API's routes for the customer centre's notices and FAQ (ADR 045); schema-free for
 * the console, contracts at the end of `content-ops-calls.ts`.
 */
import type { RequestOf, ResponseOf } from './contract';
import { changeRoute, readRoute } from './ops-route';
import type * as S from './content-ops-calls';

export const CONTENT_OPS_ROUTES = {
  listNotices: readRoute<RequestOf<typeof S.ListNoticesRequestSchema>, ResponseOf<typeof S.ListNoticesResponseSchema>>('/v1/content/notices/list', ['CONTENT']),
  getNotice: readRoute<RequestOf<typeof S.NoticeRefRequestSchema>, ResponseOf<typeof S.NoticeOpsResponseSchema>>('/v1/content/notices/get', ['CONTENT']),
  saveNotice: changeRoute<RequestOf<typeof S.SaveNoticeRequestSchema>, ResponseOf<typeof S.NoticeOpsResponseSchema>>('/v1/content/notices/save', ['CONTENT']),
  deleteNotice: changeRoute<RequestOf<typeof S.NoticeRefRequestSchema>, ResponseOf<typeof S.DeletedResponseSchema>>('/v1/content/notices/delete', ['CONTENT']),
  listFaqs: readRoute<RequestOf<typeof S.ListFaqsRequestSchema>, ResponseOf<typeof S.ListFaqsResponseSchema>>('/v1/content/faqs/list', ['CONTENT']),
  getFaq: readRoute<RequestOf<typeof S.FaqRefRequestSchema>, ResponseOf<typeof S.FaqOpsResponseSchema>>('/v1/content/faqs/get', ['CONTENT']),
  saveFaq: changeRoute<RequestOf<typeof S.SaveFaqRequestSchema>, ResponseOf<typeof S.FaqOpsResponseSchema>>('/v1/content/faqs/save', ['CONTENT']),
  deleteFaq: changeRoute<RequestOf<typeof S.FaqRefRequestSchema>, ResponseOf<typeof S.DeletedResponseSchema>>('/v1/content/faqs/delete', ['CONTENT']),
};
