/**
 * The loaders of the inquiry screens (ADR 047): the member's orders for the form (a 401 there
 * means a guest) and the member's inquiries by page.
 */
import { createLoader } from '#components/ui/loader.ts';
import { ApiError } from '#lib/api-client';
import { fetchInquiryOrders, fetchMyInquiries } from './inquiry-api';

export const inquiryOrdersLoader = createLoader(fetchInquiryOrders, '문의 화면을 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.');

export const myInquiriesLoader = createLoader(fetchMyInquiries, '1:1 문의를 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.');

/** The orders' load was refused because nobody is logged in. */
export const isGuest = (error: unknown) => error instanceof ApiError && error.code === 'LOGIN_REQUIRED';
