/**
 * What each role may open in the console: an area is offered exactly when the API lets the role
 * make the area's call, by the roles its route names (ADR 045), so the menu never drifts from the
 * rule the API enforces on every call (ADR 025).
 */
import { mayCall, type OperatorCallRoles, type OperatorRole } from '#shared/ops/operator-roles';
import { OPS_ROUTES as OPS } from '#shared/schemas/ops-routes';
import { RUM_ROUTES } from '#shared/schemas/rum-routes';

/** The operator call behind each console area. */
const CALL_OF = {
  orders: OPS.searchOrders,
  tracking: OPS.uploadTracking,
  orderStatus: OPS.moveOrderStatus,
  orderCancel: OPS.cancelOrder,
  paymentVoids: OPS.resolvePaymentVoid,
  inquiries: OPS.answerInquiry,
  claims: OPS.moveClaimStatus,
  bottles: OPS.moveBottleStatus,
  customers: OPS.searchCustomers,
  points: OPS.grantPoints,
  memberStatus: OPS.setCustomerGrade,
  editors: OPS.appointEditor,
  reviews: OPS.moderateReview,
  postings: OPS.decidePosting,
  audit: OPS.listAudit,
  operators: OPS.createOperator,
  operatorKeys: OPS.createOperatorKey,
  notices: OPS.saveNotice,
  faqs: OPS.saveFaq,
  catalog: OPS.saveProduct,
  documents: OPS.saveDocumentVersion,
  stores: OPS.saveStore,
  events: OPS.saveEvent,
  speed: RUM_ROUTES.summary,
  sales: OPS.getSalesReport,
  bestProducts: OPS.getBestProducts,
} satisfies Record<string, OperatorCallRoles>;
export type ConsoleArea = keyof typeof CALL_OF;

/** Before the role is known (the first render) nothing is offered. */
export const can = (role: OperatorRole | undefined, area: ConsoleArea) => role !== undefined && mayCall(role, CALL_OF[area]);
