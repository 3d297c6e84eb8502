/** The 1:1 inquiry routes (schema-free; contracts at the end of `inquiry-calls.ts`). */
import { memberRoute, typedRoutes } from './contract';
import type * as S from './inquiry-calls';

const BASE = '/cu/inquiry/v1';

export const INQUIRY_ROUTES = typedRoutes<typeof S>()({
  getInquiryForm: memberRoute('POST', `${BASE}/getInquiryForm`),
  registerInquiry: memberRoute('POST', `${BASE}/registerInquiry`),
  getMyInquiries: memberRoute('POST', `${BASE}/getMyInquiries`),
  modifyInquiry: memberRoute('POST', `${BASE}/modifyInquiry`),
  deleteInquiry: memberRoute('POST', `${BASE}/deleteInquiry`),
});
