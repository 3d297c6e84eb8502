/** The 1:1 inquiry calls (`/cu/inquiry/v1`); only types come from the schemas (ADR 016). */
import type { GetInquiryFormResponse, Inquiry, InquirySavedResponse, GetMyInquiriesResponse, RegisterInquiryRequest } from '#shared/schemas/inquiry-calls';
import { INQUIRY_ROUTES } from '#shared/schemas/inquiry-routes';
import { callApi } from '#lib/api-client';

export type { Inquiry } from '#shared/schemas/inquiry-calls';
export type InquiryOrder = GetInquiryFormResponse['data']['orders'][number];
export type InquiryPage = GetMyInquiriesResponse['data'];
export type InquiryInput = Required<Omit<RegisterInquiryRequest, 'ordNo'>> & { ordNo: string | null };
type Saved = InquirySavedResponse['data'];

export const fetchInquiryOrders = async (): Promise<InquiryOrder[]> => (await callApi(INQUIRY_ROUTES.getInquiryForm, undefined)).data.orders;
export const fetchMyInquiries = async (page: number): Promise<InquiryPage> => (await callApi(INQUIRY_ROUTES.getMyInquiries, { page })).data;
export const registerInquiry = async (input: InquiryInput): Promise<Saved> => (await callApi(INQUIRY_ROUTES.registerInquiry, input)).data;
export const modifyInquiry = async (inquiry: Inquiry, keepImages: string[], input: InquiryInput): Promise<Saved> =>
  (await callApi(INQUIRY_ROUTES.modifyInquiry, { ...input, inquiryNo: inquiry.inquiryNo, keepImages })).data;
export const deleteInquiry = async (inquiryNo: number): Promise<string> => (await callApi(INQUIRY_ROUTES.deleteInquiry, { inquiryNo })).data.message;
