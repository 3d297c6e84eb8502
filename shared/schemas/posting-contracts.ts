/** The editor's posting calls' contracts (ADR 016). */
import { defineContract } from './contract';
import * as S from './posting-calls';
import { POSTING_ROUTES as R } from './posting-routes';

const SAVE_ERRORS = ['POSTING_NOT_EDITOR', 'POSTING_PRODUCT_NOT_FOUND', 'UPLOAD_NOT_FOUND', 'UPLOAD_TOO_MANY'] as const;

export const POSTING_CONTRACTS = {
  getMyPostings: defineContract(R.getMyPostings, {
    summary: '내 포스팅: 에디터 여부, 검토 중·게시됨·반려 상태와 반려 사유, 10개씩',
    request: S.MyPostingsRequestSchema,
    response: S.MyPostingsResponseSchema,
  }),
  getMyPosting: defineContract(R.getMyPosting, {
    summary: '내 포스팅 상세(수정 화면도 이것으로 채운다)',
    request: S.PostingRefRequestSchema,
    response: S.MyPostingResponseSchema,
    errors: ['POSTING_NOT_FOUND'],
  }),
  registerPosting: defineContract(R.registerPosting, {
    summary: '포스팅 등록: 제목 40자·주제 필수, 이미지 10장(10MB) 또는 동영상 1개(50MB), 상품 5개, 운영자 확인 후 게시',
    request: S.RegisterPostingRequestSchema,
    response: S.PostingSavedResponseSchema,
    errors: SAVE_ERRORS,
  }),
  modifyPosting: defineContract(R.modifyPosting, {
    summary: '포스팅 수정: 게시 전까지(반려된 포스팅은 다시 검토 중이 된다)',
    request: S.ModifyPostingRequestSchema,
    response: S.PostingSavedResponseSchema,
    errors: ['POSTING_NOT_FOUND', 'POSTING_PUBLISHED', ...SAVE_ERRORS],
  }),
  deletePosting: defineContract(R.deletePosting, {
    summary: '포스팅 삭제: 게시 전까지, 올린 파일도 함께',
    request: S.PostingRefRequestSchema,
    response: S.PostingSavedResponseSchema,
    errors: ['POSTING_NOT_FOUND', 'POSTING_PUBLISHED'],
  }),
};
