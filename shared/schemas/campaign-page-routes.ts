/** The page-data calls' routes (shared/schemas/campaign-page-calls.ts), schema-free (ADR 016). */
import { guestRoute, typedRoutes } from './contract';
import type * as S from './campaign-page-calls';

export const CAMPAIGN_PAGE_ROUTES = typedRoutes<typeof S>()({
  getEventListPage: guestRoute('POST', '/ca/campaign/v1/page/getEventListPage'),
  getEventPage: guestRoute('POST', '/ca/campaign/v1/page/getEventPage'),
  getLiveListPage: guestRoute('POST', '/dp/display/live/v1/getLiveListPage'),
  getLivePage: guestRoute('POST', '/dp/display/live/v1/getLivePage'),
  getHomePage: guestRoute('POST', '/dp/display/main/v1/getHomePage'),
  getCampaignImage: guestRoute('POST', '/dp/display/image/v1/getCampaignImage'),
});
