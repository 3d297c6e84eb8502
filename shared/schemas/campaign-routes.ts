/** The campaign calls' routes, schema-free so islands import them without zod (ADR 016). */
import { guestRoute, memberRoute, type RequestOf, type ResponseOf } from './contract';
import type {
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

export const CAMPAIGN_ROUTES = {
  downloadCoupon: memberRoute<RequestOf<typeof DownloadCouponRequestSchema>, ResponseOf<typeof DownloadCouponResponseSchema>>(
    'POST',
    '/ca/campaign/v1/event/downloadCoupon',
  ),
  getEmployeeProductList: guestRoute<RequestOf<typeof GetEmployeeProductListRequestSchema>, ResponseOf<typeof GetEmployeeProductListResponseSchema>>(
    'POST',
    '/dp/display/employee/v1/getEmployeeProductList',
  ),
  getEventList: guestRoute<RequestOf<typeof GetEventListRequestSchema>, ResponseOf<typeof GetEventListResponseSchema>>(
    'POST',
    '/ca/campaign/v1/event/getEventList',
  ),
  getEventDetail: guestRoute<RequestOf<typeof GetEventDetailRequestSchema>, ResponseOf<typeof GetEventDetailResponseSchema>>(
    'POST',
    '/ca/campaign/v1/event/getEventDetail',
  ),
  getLiveList: guestRoute<RequestOf<typeof GetLiveListRequestSchema>, ResponseOf<typeof GetLiveListResponseSchema>>('POST', '/dp/display/live/v1/getLiveList'),
  getLiveDetail: guestRoute<RequestOf<typeof GetLiveDetailRequestSchema>, ResponseOf<typeof GetLiveDetailResponseSchema>>(
    'POST',
    '/dp/display/live/v1/getLiveDetail',
  ),
  getPostingList: guestRoute<RequestOf<typeof GetPostingListRequestSchema>, ResponseOf<typeof GetPostingListResponseSchema>>(
    'POST',
    '/dp/display/posting/v1/getPostingList',
  ),
  getPosting: guestRoute<RequestOf<typeof GetPostingRequestSchema>, ResponseOf<typeof GetPostingResponseSchema>>('POST', '/dp/display/posting/v1/getPosting'),
  getSampleMarketList: guestRoute<RequestOf<typeof GetSampleMarketListRequestSchema>, ResponseOf<typeof GetSampleMarketListResponseSchema>>(
    'POST',
    '/dp/display/sample/v1/getSampleMarketList',
  ),
};
