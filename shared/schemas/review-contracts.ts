/** The review calls' contracts (ADR 016). */
import { defineContract } from './contract';
import * as M from './my-review-calls';
import * as S from './review-calls';
import { REVIEW_ROUTES as R } from './review-routes';

const WRITE_ERRORS = ['REVIEW_1001', 'REVIEW_1002', 'REVIEW_002', 'UPLOAD_NOT_FOUND', 'UPLOAD_TOO_MANY'] as const;

export const REVIEW_CONTRACTS = {
  getReviewSummary: defineContract(R.getReviewSummary, {
    summary: '상품 리뷰 요약: 게시된 리뷰의 평점·개수·별점 분포·포토 리뷰·최신 리뷰 (상품 200개까지)',
    request: S.GetReviewSummaryRequestSchema,
    response: S.GetReviewSummaryResponseSchema,
  }),
  getReviewList: defineContract(R.getReviewList, {
    summary: '상품 리뷰 목록: 정렬(최신·추천·별점), 포토·피부 타입·피부 고민·별점·옵션 필터, 10개씩',
    request: S.GetReviewListRequestSchema,
    response: S.GetReviewListResponseSchema,
  }),
  toggleHelpful: defineContract(R.toggleHelpful, {
    summary: '도움이 돼요: 회원당 리뷰 하나에 한 번, 다시 누르면 취소',
    request: S.ReviewRefRequestSchema,
    response: S.HelpfulResponseSchema,
    errors: ['REVIEW_001', 'REVIEW_OWN'],
  }),
  reportReview: defineContract(R.reportReview, {
    summary: '리뷰 신고: 회원당 한 번, 정해진 건수가 모이면 운영자가 판단할 때까지 숨김',
    request: S.ReportReviewRequestSchema,
    response: S.MessageResponseSchema,
    errors: ['REVIEW_001', 'REVIEW_OWN', 'REVIEW_ALREADY_REPORTED'],
  }),
  getWritableReviews: defineContract(R.getWritableReviews, {
    summary: '작성 가능한 리뷰: 배송 완료·구매 확정된 주문 상품 중 작성 기간 안에 아직 리뷰가 없는 것',
    request: M.MyReviewPageRequestSchema,
    response: M.GetWritableReviewsResponseSchema,
  }),
  getMyReviews: defineContract(R.getMyReviews, {
    summary: '내가 쓴 리뷰: 상태(검수 중·게시 중·게시 보류·블라인드)와 답변, 적립 포인트',
    request: M.MyReviewPageRequestSchema,
    response: M.GetMyReviewsResponseSchema,
  }),
  getReviewForm: defineContract(R.getReviewForm, {
    summary: '리뷰 작성 화면의 시작값: 주문 상품, 회원의 피부 타입·고민, 포인트 조건, 사진 용량 한도',
    request: M.OrderLineRequestSchema,
    response: M.GetReviewFormResponseSchema,
    errors: ['REVIEW_1001', 'REVIEW_1002', 'REVIEW_002'],
  }),
  registerReview: defineContract(R.registerReview, {
    summary: '리뷰 작성: 별점·20~330자·약관 동의·사진 5장까지, 자동 검수 후 게시 또는 보류, 포인트 적립(월 한도). 답: 리뷰 번호·상태·적립 포인트',
    request: M.RegisterReviewRequestSchema,
    response: M.ReviewSavedResponseSchema,
    errors: WRITE_ERRORS,
  }),
  getMyReview: defineContract(R.getMyReview, {
    summary: '내 리뷰 보기 (forEdit: 수정할 수 없는 리뷰는 1002로 거절)',
    request: M.MyReviewRequestSchema,
    response: M.MyReviewResponseSchema,
    errors: ['REVIEW_001', 'REVIEW_1002'],
  }),
  modifyReview: defineContract(R.modifyReview, {
    summary: '리뷰 수정: 블라인드·삭제되지 않은 리뷰를 작성 기간 안에, 다시 검수',
    request: M.ModifyReviewRequestSchema,
    response: M.ReviewSavedResponseSchema,
    errors: ['REVIEW_001', ...WRITE_ERRORS],
  }),
  deleteReview: defineContract(R.deleteReview, {
    summary: '리뷰 삭제: 사진도 지우고 받은 리뷰 포인트는 회수',
    request: S.ReviewRefRequestSchema,
    response: S.MessageResponseSchema,
    errors: ['REVIEW_001', 'REVIEW_1002'],
  }),
};
