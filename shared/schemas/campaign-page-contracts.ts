/** The page-data calls' contracts: each route with its schemas (ADR 016). */
import { defineContract } from './contract';
import {
  GetCampaignImageRequestSchema,
  GetCampaignImageResponseSchema,
  GetEventListPageResponseSchema,
  GetEventPageRequestSchema,
  GetEventPageResponseSchema,
  GetHomePageResponseSchema,
  GetLiveListPageResponseSchema,
  GetLivePageRequestSchema,
  GetLivePageResponseSchema,
} from './campaign-page-calls';
import { CAMPAIGN_PAGE_ROUTES } from './campaign-page-routes';

export const CAMPAIGN_PAGE_CONTRACTS = {
  getEventListPage: defineContract(CAMPAIGN_PAGE_ROUTES.getEventListPage, {
    summary: '이벤트 목록 페이지: 진행 중(전시 순) 다음 종료(최근 종료 순), 카탈로그 세대와 다음 시작·종료 시각',
    request: undefined,
    response: GetEventListPageResponseSchema,
  }),
  getEventPage: defineContract(CAMPAIGN_PAGE_ROUTES.getEventPage, {
    summary: '이벤트 페이지: 본문, 쿠폰, 이벤트 상품, 카탈로그 세대와 종료 시각. 없거나 시작 전인 이벤트는 404 EVENT_NOT_FOUND',
    request: GetEventPageRequestSchema,
    response: GetEventPageResponseSchema,
    errors: ['EVENT_NOT_FOUND'],
  }),
  getLiveListPage: defineContract(CAMPAIGN_PAGE_ROUTES.getLiveListPage, {
    summary: '라이브 목록 페이지: 방송 중, 방송 예정, 다시보기가 있는 종료 방송과 방송 상품, 카탈로그 세대와 다음 시작·종료 시각',
    request: undefined,
    response: GetLiveListPageResponseSchema,
  }),
  getLivePage: defineContract(CAMPAIGN_PAGE_ROUTES.getLivePage, {
    summary: '라이브 방송 페이지: 방송 하나와 방송 상품, 카탈로그 세대와 다음 시작·종료 시각. 없는 방송은 404 LIVE_NOT_FOUND',
    request: GetLivePageRequestSchema,
    response: GetLivePageResponseSchema,
    errors: ['LIVE_NOT_FOUND'],
  }),
  getHomePage: defineContract(CAMPAIGN_PAGE_ROUTES.getHomePage, {
    summary: '메인 페이지: 진행 중인 이벤트, 라이브, 베스트·신상품·특가 상품, 카테고리, 카탈로그 세대와 다음 시작·종료 시각',
    request: undefined,
    response: GetHomePageResponseSchema,
  }),
  getCampaignImage: defineContract(CAMPAIGN_PAGE_ROUTES.getCampaignImage, {
    summary: '이벤트 배너·라이브 포스터·포스팅 그림(SVG). 숨김·없는 이미지는 404 IMAGE_NOT_FOUND',
    request: GetCampaignImageRequestSchema,
    response: GetCampaignImageResponseSchema,
    errors: ['IMAGE_NOT_FOUND'],
  }),
};
