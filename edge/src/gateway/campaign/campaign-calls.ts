/**
 * The campaign content calls: live broadcasts, events and their coupons, editor
 * postings, the sample market, the employee shop, and the page data of the event, live and main
 * pages with their images. Requests and answers are declared in
 * shared/schemas/campaign-calls.ts; the tables are migrations/0006_campaign.sql.
 */
import type { Endpoint } from '../endpoint';
import { downloadCoupon } from './coupon-download';
import { getEmployeeProductList } from './employee-calls';
import { getEventDetail, getEventList } from './event-calls';
import { getLiveDetail, getLiveList } from './live-calls';
import { getPosting, getPostingList } from './posting-calls';
import { getSampleMarketList } from './sample-market-calls';
import { getCampaignImage } from './campaign-images';
import { getEventListPage, getEventPage } from './event-pages';
import { getHomePage } from './home-page';
import { getLiveListPage, getLivePage } from './live-pages';

/** The campaign calls, in the order the OpenAPI document lists them. */
export const CAMPAIGN_ENDPOINTS: readonly Endpoint[] = [
  getLiveList,
  getLiveDetail,
  getEventList,
  getEventDetail,
  downloadCoupon,
  getPostingList,
  getPosting,
  getSampleMarketList,
  getEmployeeProductList,
  // The pages the worker draws at the edge (docs/decisions/039-catalog-pages-drawn-at-the-edge.md).
  getEventListPage,
  getEventPage,
  getLiveListPage,
  getLivePage,
  getHomePage,
  getCampaignImage,
];
