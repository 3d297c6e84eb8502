/** The 1:1 inquiry calls' contracts (ADR 016). */
import { defineContract } from './contract';
import * as S from './inquiry-calls';
import { INQUIRY_ROUTES as R } from './inquiry-routes';

const SAVE_ERRORS = ['INQUIRY_ORDER_NOT_FOUND', 'UPLOAD_NOT_FOUND', 'UPLOAD_TOO_MANY'] as const;

export const INQUIRY_CONTRACTS = {
  getInquiryForm: defineContract(R.getInquiryForm, {
    summary: '1:1 문의 작성 화면: 문의할 수 있는 최근 주문',
    request: undefined,
    response: S.GetInquiryFormResponseSchema,
  }),
  registerInquiry: defineContract(R.registerInquiry, {
    summary: '1:1 문의 작성: 유형, 제목 30자, 내용 1,000자(간단 문의 300자), 주문 선택, 사진 10장, 개인정보 동의',
    request: S.RegisterInquiryRequestSchema,
    response: S.InquirySavedResponseSchema,
    errors: SAVE_ERRORS,
  }),
  getMyInquiries: defineContract(R.getMyInquiries, {
    summary: '내 1:1 문의: 접수·답변 완료 상태와 답변, 10개씩',
    request: S.MyInquiriesRequestSchema,
    response: S.MyInquiriesResponseSchema,
  }),
  modifyInquiry: defineContract(R.modifyInquiry, {
    summary: '1:1 문의 수정: 답변 전까지',
    request: S.ModifyInquiryRequestSchema,
    response: S.InquirySavedResponseSchema,
    errors: ['INQUIRY_NOT_FOUND', 'INQUIRY_ANSWERED', ...SAVE_ERRORS],
  }),
  deleteInquiry: defineContract(R.deleteInquiry, {
    summary: '1:1 문의 삭제: 답변 전까지, 사진도 함께',
    request: S.InquiryRefRequestSchema,
    response: S.InquirySavedResponseSchema,
    errors: ['INQUIRY_NOT_FOUND', 'INQUIRY_ANSWERED'],
  }),
};
