/** The terms and content-page contracts (ADR 016). */
import { defineContract } from './contract';
import * as S from './terms-calls';
import { TERMS_ROUTES as R } from './terms-routes';

export const TERMS_CONTRACTS = {
  getTerms: defineContract(R.getTerms, {
    summary: '약관: 아이디(terms, privacy…) 또는 약관 코드(TNC001…)로, 현재 시행 중인 버전이나 고른 버전과 시행일 목록',
    request: S.GetTermsRequestSchema,
    response: S.GetDocumentResponseSchema,
    errors: ['TERMS_NOT_FOUND', 'TERMS_VERSION_NOT_FOUND'],
  }),
  getContentPage: defineContract(R.getContentPage, {
    summary: '고객센터 안내 페이지(전자공고, 매장 입점 절차): 최신 버전이나 고른 버전과 날짜 목록',
    request: S.GetContentPageRequestSchema,
    response: S.GetDocumentResponseSchema,
    errors: ['CONTENT_PAGE_NOT_FOUND'],
  }),
};
