/** The campaign calls' contracts: each route with its schemas (ADR 016). */
import { defineContract } from './contract';
import {
  DownloadCouponRequestSchema,
  DownloadCouponResponseSchema,
  GetEmployeeProductListRequestSchema,
  GetEmployeeProductListResponseSchema,
  GetEventDetailRequestSchema,
  GetEventDetailResponseSchema,
  GetEventListRequestSchema,
  GetEventListResponseSchema,
  GetLiveDetailRequestSchema,
  GetLiveDetailResponseSchema,
  GetLiveListRequestSchema,
  GetLiveListResponseSchema,
  GetPostingListRequestSchema,
  GetPostingListResponseSchema,
  GetPostingRequestSchema,
  GetPostingResponseSchema,
  GetSampleMarketListRequestSchema,
  GetSampleMarketListResponseSchema,
} from './campaign-calls';
import { CAMPAIGN_ROUTES } from './campaign-routes';

export const CAMPAIGN_CONTRACTS = {
  downloadCoupon: defineContract(CAMPAIGN_ROUTES.downloadCoupon, {
    summary:
      '이벤트 쿠폰 받기 (로그인 필요): 고객 쿠폰으로 한 번 발급. 401 LOGIN_REQUIRED, 404 EVENT_NOT_FOUND·COUPON_NOT_FOUND, 409 EVENT_ENDED·COUPON_ALREADY_DOWNLOADED·COUPON_EXHAUSTED',
    request: DownloadCouponRequestSchema,
    response: DownloadCouponResponseSchema,
  }),
  getEmployeeProductList: defineContract(CAMPAIGN_ROUTES.getEmployeeProductList, {
    summary: '임직원가 상품 목록(할인율 큰 순, 인증된 임직원만): 그 밖의 고객은 403 EMPLOYEE_ONLY',
    request: GetEmployeeProductListRequestSchema,
    response: GetEmployeeProductListResponseSchema,
  }),
  getEventList: defineContract(CAMPAIGN_ROUTES.getEventList, {
    summary: '이벤트 목록: 진행 중(전시 순) 다음 종료(최근 종료 순). 상태(ONGOING|ENDED)로 거를 수 있음',
    request: GetEventListRequestSchema,
    response: GetEventListResponseSchema,
  }),
  getEventDetail: defineContract(CAMPAIGN_ROUTES.getEventDetail, {
    summary: '이벤트 하나: 본문 문단, 이벤트 상품, 받을 수 있는 쿠폰. 없거나 시작 전인 이벤트는 404 EVENT_NOT_FOUND',
    request: GetEventDetailRequestSchema,
    response: GetEventDetailResponseSchema,
  }),
  getLiveList: defineContract(CAMPAIGN_ROUTES.getLiveList, {
    summary: '라이브 방송 목록: 방송 중, 방송 예정(가까운 순), 방송 종료(최근 순). 상태(status)로 거를 수 있음',
    request: GetLiveListRequestSchema,
    response: GetLiveListResponseSchema,
  }),
  getLiveDetail: defineContract(CAMPAIGN_ROUTES.getLiveDetail, {
    summary: '라이브 방송 하나와 방송 상품. 없는 방송은 404 LIVE_NOT_FOUND',
    request: GetLiveDetailRequestSchema,
    response: GetLiveDetailResponseSchema,
  }),
  getPostingList: defineContract(CAMPAIGN_ROUTES.getPostingList, {
    summary: '게시된 에디터 포스팅 목록(최신 순): 본문 문단과 연결 상품. 주제(topic)로 거를 수 있음',
    request: GetPostingListRequestSchema,
    response: GetPostingListResponseSchema,
  }),
  getPosting: defineContract(CAMPAIGN_ROUTES.getPosting, {
    summary: '게시된 에디터 포스팅 하나: 본문, 이미지나 동영상, 연결 상품',
    request: GetPostingRequestSchema,
    response: GetPostingResponseSchema,
    errors: ['POSTING_NOT_FOUND'],
  }),
  getSampleMarketList: defineContract(CAMPAIGN_ROUTES.getSampleMarketList, {
    summary: '샘플 마켓 상품: 진행 중, 오픈 예정, 종료 순(각각 시작 순), 본품 카드와 함께',
    request: GetSampleMarketListRequestSchema,
    response: GetSampleMarketListResponseSchema,
  }),
};
