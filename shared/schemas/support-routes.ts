/** The customer centre's content routes (schema-free; contracts at the end of `support-calls.ts`). */
import { guestRoute } from './contract';
import type {
  GetFaqListRequest,
  GetFaqListResponse,
  GetNoticeListRequest,
  GetNoticeListResponse,
  GetNoticeRequest,
  GetNoticeResponse,
  GetSupportHomeResponse,
} from './support-calls';

const BASE = '/cu/support/v1';

export const SUPPORT_ROUTES = {
  getSupportHome: guestRoute<undefined, GetSupportHomeResponse>('POST', `${BASE}/getSupportHome`),
  getNoticeList: guestRoute<GetNoticeListRequest, GetNoticeListResponse>('POST', `${BASE}/getNoticeList`),
  getNotice: guestRoute<GetNoticeRequest, GetNoticeResponse>('POST', `${BASE}/getNotice`),
  getFaqList: guestRoute<GetFaqListRequest, GetFaqListResponse>('POST', `${BASE}/getFaqList`),
};
