/** The page-data calls' routes (shared/schemas/campaign-page-calls.ts), schema-free (ADR 016). */
import { guestRoute, type RequestOf, type ResponseOf } from './contract';
import type {
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

export const CAMPAIGN_PAGE_ROUTES = {
  getEventListPage: guestRoute<undefined, ResponseOf<typeof GetEventListPageResponseSchema>>('POST', '/ca/campaign/v1/page/getEventListPage'),
  getEventPage: guestRoute<RequestOf<typeof GetEventPageRequestSchema>, ResponseOf<typeof GetEventPageResponseSchema>>(
    'POST',
    '/ca/campaign/v1/page/getEventPage',
  ),
  getLiveListPage: guestRoute<undefined, ResponseOf<typeof GetLiveListPageResponseSchema>>('POST', '/dp/display/live/v1/getLiveListPage'),
  getLivePage: guestRoute<RequestOf<typeof GetLivePageRequestSchema>, ResponseOf<typeof GetLivePageResponseSchema>>('POST', '/dp/display/live/v1/getLivePage'),
  getHomePage: guestRoute<undefined, ResponseOf<typeof GetHomePageResponseSchema>>('POST', '/dp/display/main/v1/getHomePage'),
  getCampaignImage: guestRoute<RequestOf<typeof GetCampaignImageRequestSchema>, ResponseOf<typeof GetCampaignImageResponseSchema>>(
    'POST',
    '/dp/display/image/v1/getCampaignImage',
  ),
};
