/**
 * What each role may open in the console: an area is offered exactly when the API lets the role
 * make the area's call (shared/ops/operator-roles.ts), so the menu never drifts from the rule the
 * API enforces on every call (ADR 025).
 */
import { mayCall, type OperatorRole } from '#shared/ops/operator-roles';

/** The operator call behind each console area. */
const CALL_OF = {
  orders: '/v1/orders/search',
  tracking: '/v1/orders/tracking-upload',
  orderStatus: '/v1/orders/status',
  orderCancel: '/v1/orders/cancel',
  paymentVoids: '/v1/payment-voids/resolve',
  inquiries: '/v1/inquiries/answer',
  claims: '/v1/claims/status',
  bottles: '/v1/bottles/status',
  customers: '/v1/customers/search',
  points: '/v1/customers/points',
  reviews: '/v1/reviews/moderate',
  postings: '/v1/postings/decide',
  audit: '/v1/audit/list',
  operators: '/v1/operators/create',
  operatorKeys: '/v1/operators/keys/create',
  notices: '/v1/content/notices/save',
  faqs: '/v1/content/faqs/save',
  catalog: '/v1/catalog/products/save',
  documents: '/v1/content/documents/version-save',
  stores: '/v1/content/stores/save',
  events: '/v1/content/events/save',
  speed: '/v1/rum/summary',
} as const;
export type ConsoleArea = keyof typeof CALL_OF;

/** Before the role is known (the first render) nothing is offered. */
export const can = (role: OperatorRole | undefined, area: ConsoleArea) => role !== undefined && mayCall(role, CALL_OF[area]);
