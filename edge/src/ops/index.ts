/**
 * The operator API (`/ops/v1/*`, docs/operator-orders.md): what a shop operator does to orders,
 * payments to give back, claims, bottle collections, customers, content and the catalog, and the
 * owner's reports. Every such call is an `operator` contract, so the gateway frame checks the
 * operator key or a console session and its role (edge/src/auth/operator.ts) before anything runs.
 * Beside them are the console's own session calls (`console` contracts, ADR 060), which the frame
 * lets only the console's page make. Its OpenAPI document is `/ops/openapi.json`, apart from the
 * shoppers' `/api/openapi.json`.
 */
import { createGateway } from '../gateway';
import type { Endpoint } from '../gateway/endpoint';
import { CLAIM_OPS } from './claim-ops';
import { CUSTOMER_OPS } from './customer-ops';
import { ORDER_OPS } from './order-ops';
import { ORDER_REFUND_OPS } from './order-refund-ops';
import { PAYMENT_VOID_OPS } from './payment-void-ops';
import { REVIEW_OPS } from './review-ops';
import { INQUIRY_OPS } from './inquiry-ops';
import { POSTING_OPS } from './posting-ops';
import { OPERATOR_OPS } from './operator-ops';
import { OPERATOR_KEY_OPS } from './operator-key-ops';
import { CONSOLE_OPS } from './console-ops';
import { NOTICE_OPS } from './notice-ops';
import { FAQ_OPS } from './faq-ops';
import { DOCUMENT_OPS } from './document-ops';
import { STORE_OPS } from './store-ops';
import { EVENT_OPS } from './event-ops';
import { CUSTOMER_LOOKUP_OPS } from './customer-lookup-ops';
import { CUSTOMER_STATUS_OPS } from './customer-status-ops';
import { CATALOG_PRODUCT_OPS } from './catalog-product-ops';
import { CATALOG_OPTION_OPS } from './catalog-option-ops';
import { CATALOG_IMAGE_OPS } from './catalog-image-ops';
import { CATALOG_CSV_OPS } from './catalog-csv-ops';
import { RUM_OPS } from '../rum/rum-summary-ops';
import { REPORT_OPS } from '../reports/report-ops';
import { audited } from './audit';
import { CONSOLE_SESSION_OPS } from './console-session';

export { LOCAL_OPERATOR_KEY } from '../auth/operator';

/** Where index.ts mounts the operator API. */
export const OPS_BASE = '/ops';

/** Every operator call, each writing its changes to the audit log (./audit.ts). */
const OPERATOR_ENDPOINTS: readonly Endpoint[] = [
  ...ORDER_OPS,
  ...ORDER_REFUND_OPS,
  ...PAYMENT_VOID_OPS,
  ...CLAIM_OPS,
  ...CUSTOMER_OPS,
  ...CUSTOMER_LOOKUP_OPS,
  ...CUSTOMER_STATUS_OPS,
  ...REVIEW_OPS,
  ...INQUIRY_OPS,
  ...POSTING_OPS,
  ...OPERATOR_OPS,
  ...OPERATOR_KEY_OPS,
  ...CONSOLE_OPS,
  ...NOTICE_OPS,
  ...FAQ_OPS,
  ...DOCUMENT_OPS,
  ...STORE_OPS,
  ...EVENT_OPS,
  ...CATALOG_PRODUCT_OPS,
  ...CATALOG_OPTION_OPS,
  ...CATALOG_IMAGE_OPS,
  ...CATALOG_CSV_OPS,
  ...RUM_OPS,
  ...REPORT_OPS,
].map(audited);

/** What `/ops` serves: the console's session calls (not audited: the login writes its own lines) and every operator call. */
export const OPS_ENDPOINTS: readonly Endpoint[] = [...CONSOLE_SESSION_OPS, ...OPERATOR_ENDPOINTS];

export const ops = createGateway(OPS_ENDPOINTS, { basePath: OPS_BASE, proxy: false, title: '녹차숍 운영자 API' });
