/** The customer centre's content contracts (ADR 016). */
import { defineContract } from './contract';
import * as S from './support-calls';
import { SUPPORT_ROUTES as R } from './support-routes';

export const SUPPORT_CONTRACTS = {
  getSupportHome: defineContract(R.getSupportHome, {
    summary: '고객센터 홈: 자주 묻는 질문과 최근 공지사항',
    request: undefined,
    response: S.GetSupportHomeResponseSchema,
  }),
  getNoticeList: defineContract(R.getNoticeList, {
    summary: '공지사항 목록: 고정 공지 먼저, 제목·내용 검색, 10개씩',
    request: S.GetNoticeListRequestSchema,
    response: S.GetNoticeListResponseSchema,
  }),
  getNotice: defineContract(R.getNotice, {
    summary: '공지사항 보기: 본문과 이전·다음 글',
    request: S.GetNoticeRequestSchema,
    response: S.GetNoticeResponseSchema,
    errors: ['NOTICE_NOT_FOUND'],
  }),
  getFaqList: defineContract(R.getFaqList, {
    summary: '자주 묻는 질문: 분류별, 질문과 답변의 낱말 또는 초성으로 검색',
    request: S.GetFaqListRequestSchema,
    response: S.GetFaqListResponseSchema,
  }),
};
