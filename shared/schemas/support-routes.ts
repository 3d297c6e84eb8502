/** The customer centre's content routes (schema-free; contracts at the end of `support-calls.ts`). */
import { guestRoute, typedRoutes } from './contract';
import type * as S from './support-calls';

const BASE = '/cu/support/v1';

export const SUPPORT_ROUTES = typedRoutes<typeof S>()({
  getSupportHome: guestRoute('POST', `${BASE}/getSupportHome`),
  getNoticeList: guestRoute('POST', `${BASE}/getNoticeList`),
  getNotice: guestRoute('POST', `${BASE}/getNotice`),
  getFaqList: guestRoute('POST', `${BASE}/getFaqList`),
});
