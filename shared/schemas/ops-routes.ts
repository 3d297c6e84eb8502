/**
 * Every operator route under `/ops` by one name, for the console's menu and calls, the API's role
 * check and the audit log (ADR 045). Each area's routes are in its own file; schema-free.
 */
import { ORDER_OPS_ROUTES } from './order-ops-routes';
import { CONSOLE_OPS_ROUTES } from './console-ops-routes';
import { PAYMENT_VOID_OPS_ROUTES } from './payment-void-ops-routes';
import { CUSTOMER_OPS_ROUTES } from './customer-ops-routes';
import { REVIEW_OPS_ROUTES } from './review-ops-routes';
import { INQUIRY_OPS_ROUTES } from './inquiry-ops-routes';
import { POSTING_OPS_ROUTES } from './posting-ops-routes';
import { OPERATOR_ROUTES } from './operator-routes';
import { OPERATOR_KEY_ROUTES } from './operator-key-routes';
import { CONTENT_OPS_ROUTES } from './content-ops-routes';
import { DOCUMENT_OPS_ROUTES } from './document-ops-routes';
import { STORE_OPS_ROUTES } from './store-ops-routes';
import { EVENT_OPS_ROUTES } from './event-ops-routes';
import { CATALOG_OPS_ROUTES } from './catalog-ops-routes';

import { REPORT_OPS_ROUTES } from './report-ops-routes';
export const OPS_ROUTES = {
  ...ORDER_OPS_ROUTES,
  ...CONSOLE_OPS_ROUTES,
  ...PAYMENT_VOID_OPS_ROUTES,
  ...CUSTOMER_OPS_ROUTES,
  ...REVIEW_OPS_ROUTES,
  ...INQUIRY_OPS_ROUTES,
  ...POSTING_OPS_ROUTES,
  ...OPERATOR_ROUTES,
  ...OPERATOR_KEY_ROUTES,
  ...CONTENT_OPS_ROUTES,
  ...DOCUMENT_OPS_ROUTES,
  ...STORE_OPS_ROUTES,
  ...EVENT_OPS_ROUTES,
  ...CATALOG_OPS_ROUTES,
  ...REPORT_OPS_ROUTES,
};
