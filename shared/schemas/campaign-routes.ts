/** The campaign calls' routes, schema-free so islands import them without zod (ADR 016). */
import { guestRoute, memberRoute, typedRoutes } from './contract';
import type * as S from './campaign-calls';

export const CAMPAIGN_ROUTES = typedRoutes<typeof S>()({
  downloadCoupon: memberRoute('POST', '/ca/campaign/v1/event/downloadCoupon'),
  getEmployeeProductList: guestRoute('POST', '/dp/display/employee/v1/getEmployeeProductList'),
  getEventList: guestRoute('POST', '/ca/campaign/v1/event/getEventList'),
  getEventDetail: guestRoute('POST', '/ca/campaign/v1/event/getEventDetail'),
  getLiveList: guestRoute('POST', '/dp/display/live/v1/getLiveList'),
  getLiveDetail: guestRoute('POST', '/dp/display/live/v1/getLiveDetail'),
  getPostingList: guestRoute('POST', '/dp/display/posting/v1/getPostingList'),
  getPosting: guestRoute('POST', '/dp/display/posting/v1/getPosting'),
  getSampleMarketList: guestRoute('POST', '/dp/display/sample/v1/getSampleMarketList'),
});
