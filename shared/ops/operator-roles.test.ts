import { describe, expect, it } from 'vitest';
import { OPS_ROUTES } from '../schemas/ops-routes';
import { RUM_ROUTES } from '../schemas/rum-routes';
import { mayCall, OPERATOR_ROLES, type OperatorRole } from './operator-roles';

/**
 * Who besides the owner may make each operator call (docs/rules/operators.md): the warehouse ships
 * and collects bottles, customer service finds orders, cancels or refunds them and looks after
 * members, the content team keeps reviews, postings, pages and the catalog; only the owner runs
 * operators, keys, the audit log and the unpaid-order sweep, and reads the sales reports.
 */
const MAY_CALL: Record<keyof typeof OPS_ROUTES, readonly OperatorRole[]> = {
  moveOrderStatus: ['WAREHOUSE'],
  listOrders: ['CS', 'WAREHOUSE'],
  expirePendingOrders: [],
  moveClaimStatus: ['CS'],
  listClaims: ['CS'],
  moveBottleStatus: ['CS', 'WAREHOUSE'],
  listBottles: ['CS', 'WAREHOUSE'],
  grantPoints: ['CS'],
  issueCoupon: ['CS'],
  listReviews: ['CONTENT'],
  moderateReview: ['CONTENT'],
  replyReview: ['CONTENT'],
  listInquiries: ['CS'],
  answerInquiry: ['CS'],
  appointEditor: ['CONTENT'],
  releaseEditor: ['CONTENT'],
  listPostings: ['CONTENT'],
  decidePosting: ['CONTENT'],
  listOperators: [],
  createOperator: [],
  setOperatorStatus: [],
  listOperatorKeys: [],
  createOperatorKey: [],
  revokeOperatorKey: [],
  listAudit: [],
  getToday: ['CONTENT', 'CS', 'WAREHOUSE'],
  searchOrders: ['CS', 'WAREHOUSE'],
  uploadTracking: ['WAREHOUSE'],
  getOrder: ['CS', 'WAREHOUSE'],
  cancelOrder: ['CS'],
  listPaymentVoids: ['CS'],
  retryPaymentVoid: ['CS'],
  resolvePaymentVoid: ['CS'],
  searchCustomers: ['CS', 'CONTENT'],
  getCustomer: ['CS', 'CONTENT'],
  setCustomerGrade: ['CS'],
  setCustomerEmployee: ['CS'],
  listDocuments: ['CONTENT'],
  getDocument: ['CONTENT'],
  saveDocumentVersion: ['CONTENT'],
  deleteDocumentVersion: ['CONTENT'],
  listStoresForOps: ['CONTENT'],
  getStoreForOps: ['CONTENT'],
  saveStore: ['CONTENT'],
  listEventsForOps: ['CONTENT'],
  getEventForOps: ['CONTENT'],
  saveEvent: ['CONTENT'],
  listNotices: ['CONTENT'],
  getNotice: ['CONTENT'],
  saveNotice: ['CONTENT'],
  deleteNotice: ['CONTENT'],
  listFaqs: ['CONTENT'],
  getFaq: ['CONTENT'],
  saveFaq: ['CONTENT'],
  deleteFaq: ['CONTENT'],
  listProducts: ['CONTENT'],
  getCatalogChoices: ['CONTENT'],
  getProduct: ['CONTENT'],
  saveProduct: ['CONTENT'],
  setSaleStop: ['CONTENT'],
  saveOption: ['CONTENT'],
  adjustStock: ['CONTENT'],
  uploadProductImage: ['CONTENT'],
  orderProductImages: ['CONTENT'],
  removeProductImage: ['CONTENT'],
  exportCatalogCsv: ['CONTENT'],
  importCatalogCsv: ['CONTENT'],
  getSalesReport: [],
  getBestProducts: [],
};

const ROLES = Object.keys(OPERATOR_ROLES) as OperatorRole[];

describe('operator roles', () => {
  it.each(Object.entries(OPS_ROUTES))('%s: each role may or may not call it as the table says', (name, route) => {
    const allowed = MAY_CALL[name as keyof typeof OPS_ROUTES];
    for (const role of ROLES) expect(mayCall(role, route), `${role} → ${route.path}`).toBe(role === 'OWNER' || allowed.includes(role));
  });

  it('lets the owner and the content team read how fast the pages are, and nobody else', () => {
    expect(ROLES.filter((role) => mayCall(role, RUM_ROUTES.summary))).toEqual(['OWNER', 'CONTENT']);
    expect(ROLES.filter((role) => mayCall(role, RUM_ROUTES.trend))).toEqual(['OWNER', 'CONTENT']);
  });

  it('keeps a call that names no role to the owner', () => {
    expect(ROLES.filter((role) => mayCall(role, {}))).toEqual(['OWNER']);
  });
});
