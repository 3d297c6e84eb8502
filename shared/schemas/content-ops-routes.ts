/**
 * The operator API's routes for the customer centre's notices and FAQ (ADR 045); schema-free for
 * the console, contracts at the end of `content-ops-calls.ts`.
 */
import { typedRoutes } from './contract';
import type * as S from './content-ops-calls';
import { changeRoute, readRoute } from './ops-route';

export const CONTENT_OPS_ROUTES = typedRoutes<typeof S>()({
  listNotices: readRoute('/v1/content/notices/list', ['CONTENT']),
  getNotice: readRoute('/v1/content/notices/get', ['CONTENT']),
  saveNotice: changeRoute('/v1/content/notices/save', ['CONTENT']),
  deleteNotice: changeRoute('/v1/content/notices/delete', ['CONTENT']),
  listFaqs: readRoute('/v1/content/faqs/list', ['CONTENT']),
  getFaq: readRoute('/v1/content/faqs/get', ['CONTENT']),
  saveFaq: changeRoute('/v1/content/faqs/save', ['CONTENT']),
  deleteFaq: changeRoute('/v1/content/faqs/delete', ['CONTENT']),
});
