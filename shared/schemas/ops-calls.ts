/**
 * Every operator contract by one name, for the worker and `/ops/openapi.json`; each area's are at
 * the end of its calls file (ADR 045, 046).
 */
import { ORDER_OPS_CONTRACTS } from './order-ops-calls';
import { CONSOLE_OPS_CONTRACTS } from './console-ops-calls';
import { PAYMENT_VOID_OPS_CONTRACTS } from './payment-void-ops-calls';
import { CUSTOMER_OPS_CONTRACTS } from './customer-ops-calls';
import { REVIEW_OPS_CONTRACTS } from './review-ops-calls';
import { INQUIRY_OPS_CONTRACTS } from './inquiry-ops-calls';
import { POSTING_OPS_CONTRACTS } from './posting-ops-calls';
import { OPERATOR_CONTRACTS } from './operator-calls';
import { OPERATOR_KEY_CONTRACTS } from './operator-key-calls';
import { CONTENT_OPS_CONTRACTS } from './content-ops-calls';
import { DOCUMENT_OPS_CONTRACTS } from './document-ops-calls';
import { STORE_OPS_CONTRACTS } from './store-ops-calls';
import { EVENT_OPS_CONTRACTS } from './event-ops-calls';
import { CATALOG_OPS_CONTRACTS } from './catalog-ops-calls';

import { REPORT_OPS_CONTRACTS } from './report-ops-calls';
export const OPS_CONTRACTS = {
  ...ORDER_OPS_CONTRACTS,
  ...CONSOLE_OPS_CONTRACTS,
  ...PAYMENT_VOID_OPS_CONTRACTS,
  ...CUSTOMER_OPS_CONTRACTS,
  ...REVIEW_OPS_CONTRACTS,
  ...INQUIRY_OPS_CONTRACTS,
  ...POSTING_OPS_CONTRACTS,
  ...OPERATOR_CONTRACTS,
  ...OPERATOR_KEY_CONTRACTS,
  ...CONTENT_OPS_CONTRACTS,
  ...DOCUMENT_OPS_CONTRACTS,
  ...STORE_OPS_CONTRACTS,
  ...EVENT_OPS_CONTRACTS,
  ...CATALOG_OPS_CONTRACTS,
  ...REPORT_OPS_CONTRACTS,
};
