/**
 * The campaign content calls: live broadcasts, events and their coupons, editor
 * postings, the sample market and the employee shop. Requests and answers are declared in
 * shared/schemas/campaign-calls.ts; the tables are migrations/0006_campaign.sql.
 */
import type { Endpoint } from '../endpoint';
import { downloadCoupon } from './coupon-download';
import { getEmployeeProductList } from './employee-calls';
import { getEventDetail, getEventList } from './event-calls';
import { getLiveDetail, getLiveList } from './live-calls';
import { getPosting, getPostingList } from './posting-calls';
import { getSampleMarketList } from './sample-market-calls';

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
];
