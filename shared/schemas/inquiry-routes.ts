/** The 1:1 inquiry routes (schema-free; contracts at the end of `inquiry-calls.ts`). */
import { memberRoute } from './contract';
import type {
  GetInquiryFormResponse,
  DeleteInquiryRequest,
  InquirySavedResponse,
  ModifyInquiryRequest,
  GetMyInquiriesRequest,
  GetMyInquiriesResponse,
  RegisterInquiryRequest,
} from './inquiry-calls';

const BASE = '/cu/inquiry/v1';

export const INQUIRY_ROUTES = {
  getInquiryForm: memberRoute<undefined, GetInquiryFormResponse>('POST', `${BASE}/getInquiryForm`),
  registerInquiry: memberRoute<RegisterInquiryRequest, InquirySavedResponse>('POST', `${BASE}/registerInquiry`),
  getMyInquiries: memberRoute<GetMyInquiriesRequest, GetMyInquiriesResponse>('POST', `${BASE}/getMyInquiries`),
  modifyInquiry: memberRoute<ModifyInquiryRequest, InquirySavedResponse>('POST', `${BASE}/modifyInquiry`),
  deleteInquiry: memberRoute<DeleteInquiryRequest, InquirySavedResponse>('POST', `${BASE}/deleteInquiry`),
};
