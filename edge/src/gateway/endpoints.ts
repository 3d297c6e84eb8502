/**
 * Every endpoint of the built-in gateway, in the order the OpenAPI document lists them. A new
 * feature adds its list here; nothing else needs to know about it.
 */
import type { Endpoint } from './endpoint';
import { ACCOUNT_ENDPOINTS } from './account/account-calls';
import { COUPONZONE_ENDPOINTS } from './couponzone/couponzone-calls';
import { ADDRESS_ENDPOINTS } from './address/address-calls';
import { CAMPAIGN_ENDPOINTS } from './campaign/campaign-calls';
import { CART_ENDPOINTS } from './cart/cart-calls';
import { CATALOG_ENDPOINTS } from './catalog/catalog-calls';
import { CLAIM_ENDPOINTS } from './claims/claim-calls';
import { CUSTOMER_ENDPOINTS } from './customer/customer-calls';
import { DISPLAY_ENDPOINTS } from './display/display-calls';
import { LIST_PAGE_ENDPOINTS } from './display/list-page-calls';
import { EMPLOYEE_ENDPOINTS } from './employee/employee-calls';
import { MYPAGE_ENDPOINTS } from './mypage/mypage-calls';
import { POINT_ENDPOINTS } from '../points/point-calls';
import { CLUB_ENDPOINTS } from '../club/club-calls';
import { FOR_ME_ENDPOINTS } from './for-me/for-me-calls';
import { ORDER_ENDPOINTS } from './order/order-calls';
import { ORDER_HISTORY_ENDPOINTS } from './order-history/order-history-calls';
import { REVIEW_ENDPOINTS } from './reviews/review-calls';
import { SEARCH_ENDPOINTS } from './search/search-calls';
import { SITEMAP_ENDPOINTS } from './sitemap/sitemap-calls';
import { STORE_ENDPOINTS } from './stores/store-calls';
import { INQUIRY_ENDPOINTS } from './inquiries/inquiry-calls';
import { POSTING_ENDPOINTS } from './postings/posting-calls';
import { SUPPORT_ENDPOINTS } from './support/support-calls';
import { TERMS_ENDPOINTS } from './terms/terms-calls';
import { WISH_ENDPOINTS } from './wish/wish-calls';
import { RUM_ENDPOINTS } from '../rum/rum-collect';
import { UPLOAD_ENDPOINTS } from '../uploads/upload-calls';

export const ENDPOINTS: readonly Endpoint[] = [
  ...CUSTOMER_ENDPOINTS,
  ...CATALOG_ENDPOINTS,
  ...DISPLAY_ENDPOINTS,
  ...LIST_PAGE_ENDPOINTS,
  ...SITEMAP_ENDPOINTS,
  ...CAMPAIGN_ENDPOINTS,
  ...SEARCH_ENDPOINTS,
  ...FOR_ME_ENDPOINTS,
  ...CART_ENDPOINTS,
  ...WISH_ENDPOINTS,
  ...ADDRESS_ENDPOINTS,
  ...ORDER_ENDPOINTS,
  ...ORDER_HISTORY_ENDPOINTS,
  ...CLAIM_ENDPOINTS,
  ...EMPLOYEE_ENDPOINTS,
  ...MYPAGE_ENDPOINTS,
  ...POINT_ENDPOINTS,
  ...CLUB_ENDPOINTS,
  ...ACCOUNT_ENDPOINTS,
  ...COUPONZONE_ENDPOINTS,
  ...REVIEW_ENDPOINTS,
  ...STORE_ENDPOINTS,
  ...INQUIRY_ENDPOINTS,
  ...POSTING_ENDPOINTS,
  ...SUPPORT_ENDPOINTS,
  ...TERMS_ENDPOINTS,
  ...RUM_ENDPOINTS,
  ...UPLOAD_ENDPOINTS,
];
