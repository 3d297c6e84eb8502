/** The operator API's routes under `/ops` (ADR 016); contracts at the end of `ops-calls.ts`. */
import type { RequestOf, ResponseOf } from './contract';
import { ALL_STAFF, changeRoute, OWNER_ONLY, readRoute } from './ops-route';
import type * as S from './ops-calls';
import type * as V from './review-ops-calls';
import type * as Q from './inquiry-ops-calls';
import type * as P from './posting-ops-calls';
import type * as O from './operator-calls';
import type * as N from './operator-key-calls';
import type * as W from './console-ops-calls';
import type * as C from './content-ops-calls';
import type * as U from './customer-ops-calls';
import type * as D from './document-ops-calls';
import type * as T from './store-ops-calls';
import type * as E from './event-ops-calls';
import type * as K from './catalog-ops-calls';
import type * as Y from './payment-void-ops-calls';

export const OPS_ROUTES = {
  moveOrderStatus: changeRoute<RequestOf<typeof S.OrderStatusMoveRequestSchema>, ResponseOf<typeof S.OrderStatusMoveResponseSchema>>('/v1/orders/status', [
    'WAREHOUSE',
  ]),
  listOrders: readRoute<RequestOf<typeof S.OrderListRequestSchema>, ResponseOf<typeof S.OrderListResponseSchema>>('/v1/orders/list', ['CS', 'WAREHOUSE']),
  expirePendingOrders: changeRoute<undefined, ResponseOf<typeof S.ExpirePendingResponseSchema>>('/v1/orders/expire-pending', OWNER_ONLY),
  moveClaimStatus: changeRoute<RequestOf<typeof S.ClaimMoveRequestSchema>, ResponseOf<typeof S.ClaimMoveResponseSchema>>('/v1/claims/status', ['CS']),
  listClaims: readRoute<RequestOf<typeof S.ClaimListRequestSchema>, ResponseOf<typeof S.ClaimListResponseSchema>>('/v1/claims/list', ['CS']),
  moveBottleStatus: changeRoute<RequestOf<typeof S.BottleMoveRequestSchema>, ResponseOf<typeof S.BottleMoveResponseSchema>>('/v1/bottles/status', [
    'CS',
    'WAREHOUSE',
  ]),
  listBottles: readRoute<RequestOf<typeof S.BottleListRequestSchema>, ResponseOf<typeof S.BottleListResponseSchema>>('/v1/bottles/list', ['CS', 'WAREHOUSE']),
  grantPoints: changeRoute<RequestOf<typeof S.GrantPointsRequestSchema>, ResponseOf<typeof S.GrantPointsResponseSchema>>('/v1/customers/points', ['CS']),
  issueCoupon: changeRoute<RequestOf<typeof S.IssueCouponRequestSchema>, ResponseOf<typeof S.IssueCouponResponseSchema>>('/v1/customers/coupons', ['CS']),
  listReviews: readRoute<RequestOf<typeof V.ReviewOpsListRequestSchema>, ResponseOf<typeof V.ReviewOpsListResponseSchema>>('/v1/reviews/list', ['CONTENT']),
  moderateReview: changeRoute<RequestOf<typeof V.ReviewModerateRequestSchema>, ResponseOf<typeof V.ReviewOpsResponseSchema>>('/v1/reviews/moderate', [
    'CONTENT',
  ]),
  replyReview: changeRoute<RequestOf<typeof V.ReviewReplyRequestSchema>, ResponseOf<typeof V.ReviewOpsResponseSchema>>('/v1/reviews/reply', ['CONTENT']),
  listInquiries: readRoute<RequestOf<typeof Q.InquiryOpsListRequestSchema>, ResponseOf<typeof Q.InquiryOpsListResponseSchema>>('/v1/inquiries/list', ['CS']),
  answerInquiry: changeRoute<RequestOf<typeof Q.InquiryAnswerRequestSchema>, ResponseOf<typeof Q.InquiryAnswerResponseSchema>>('/v1/inquiries/answer', ['CS']),
  appointEditor: changeRoute<RequestOf<typeof P.EditorAppointRequestSchema>, ResponseOf<typeof P.EditorResponseSchema>>('/v1/editors/appoint', ['CONTENT']),
  releaseEditor: changeRoute<RequestOf<typeof P.EditorReleaseRequestSchema>, ResponseOf<typeof P.EditorResponseSchema>>('/v1/editors/release', ['CONTENT']),
  listPostings: readRoute<RequestOf<typeof P.PostingOpsListRequestSchema>, ResponseOf<typeof P.PostingOpsListResponseSchema>>('/v1/postings/list', ['CONTENT']),
  decidePosting: changeRoute<RequestOf<typeof P.PostingDecideRequestSchema>, ResponseOf<typeof P.PostingDecideResponseSchema>>('/v1/postings/decide', [
    'CONTENT',
  ]),
  listOperators: readRoute<undefined, ResponseOf<typeof O.OperatorListResponseSchema>>('/v1/operators/list', OWNER_ONLY),
  createOperator: changeRoute<RequestOf<typeof O.OperatorCreateRequestSchema>, ResponseOf<typeof O.OperatorCreateResponseSchema>>(
    '/v1/operators/create',
    OWNER_ONLY,
  ),
  setOperatorStatus: changeRoute<RequestOf<typeof O.OperatorStatusRequestSchema>, ResponseOf<typeof O.OperatorStatusResponseSchema>>(
    '/v1/operators/status',
    OWNER_ONLY,
  ),
  listOperatorKeys: readRoute<undefined, ResponseOf<typeof N.OperatorKeyListResponseSchema>>('/v1/operators/keys/list', OWNER_ONLY),
  createOperatorKey: changeRoute<RequestOf<typeof N.OperatorKeyCreateRequestSchema>, ResponseOf<typeof N.OperatorKeyCreateResponseSchema>>(
    '/v1/operators/keys/create',
    OWNER_ONLY,
  ),
  revokeOperatorKey: changeRoute<RequestOf<typeof N.OperatorKeyRevokeRequestSchema>, ResponseOf<typeof N.OperatorKeyResponseSchema>>(
    '/v1/operators/keys/revoke',
    OWNER_ONLY,
  ),
  listAudit: readRoute<RequestOf<typeof O.AuditListRequestSchema>, ResponseOf<typeof O.AuditListResponseSchema>>('/v1/audit/list', OWNER_ONLY),
  getToday: readRoute<undefined, ResponseOf<typeof W.TodayResponseSchema>>('/v1/today', ALL_STAFF),
  searchOrders: readRoute<RequestOf<typeof W.OrderSearchRequestSchema>, ResponseOf<typeof W.OrderSearchResponseSchema>>('/v1/orders/search', [
    'CS',
    'WAREHOUSE',
  ]),
  uploadTracking: changeRoute<RequestOf<typeof W.TrackingUploadRequestSchema>, ResponseOf<typeof W.TrackingUploadResponseSchema>>(
    '/v1/orders/tracking-upload',
    ['WAREHOUSE'],
  ),
  getOrder: readRoute<RequestOf<typeof W.OrderRefRequestSchema>, ResponseOf<typeof W.OrderOpsDetailResponseSchema>>('/v1/orders/get', ['CS', 'WAREHOUSE']),
  cancelOrder: changeRoute<RequestOf<typeof W.OrderCancelRequestSchema>, ResponseOf<typeof W.OrderCancelResponseSchema>>('/v1/orders/cancel', ['CS']),
  listPaymentVoids: readRoute<RequestOf<typeof Y.PaymentVoidListRequestSchema>, ResponseOf<typeof Y.PaymentVoidListResponseSchema>>('/v1/payment-voids/list', [
    'CS',
  ]),
  retryPaymentVoid: changeRoute<RequestOf<typeof Y.PaymentVoidRefRequestSchema>, ResponseOf<typeof Y.PaymentVoidResponseSchema>>('/v1/payment-voids/retry', [
    'CS',
  ]),
  resolvePaymentVoid: changeRoute<RequestOf<typeof Y.PaymentVoidResolveRequestSchema>, ResponseOf<typeof Y.PaymentVoidResponseSchema>>(
    '/v1/payment-voids/resolve',
    ['CS'],
  ),
  searchCustomers: readRoute<RequestOf<typeof U.CustomerSearchRequestSchema>, ResponseOf<typeof U.CustomerSearchResponseSchema>>('/v1/customers/search', [
    'CS',
  ]),
  getCustomer: readRoute<RequestOf<typeof U.CustomerRefRequestSchema>, ResponseOf<typeof U.CustomerDetailResponseSchema>>('/v1/customers/get', ['CS']),
  setCustomerGrade: changeRoute<RequestOf<typeof U.CustomerGradeRequestSchema>, ResponseOf<typeof U.CustomerDetailResponseSchema>>('/v1/customers/grade', [
    'CS',
  ]),
  setCustomerEmployee: changeRoute<RequestOf<typeof U.CustomerEmployeeRequestSchema>, ResponseOf<typeof U.CustomerDetailResponseSchema>>(
    '/v1/customers/employee',
    ['CS'],
  ),
  listDocuments: readRoute<undefined, ResponseOf<typeof D.DocumentListResponseSchema>>('/v1/content/documents/list', ['CONTENT']),
  getDocument: readRoute<RequestOf<typeof D.DocumentRefRequestSchema>, ResponseOf<typeof D.DocumentResponseSchema>>('/v1/content/documents/get', ['CONTENT']),
  saveDocumentVersion: changeRoute<RequestOf<typeof D.DocumentVersionSaveRequestSchema>, ResponseOf<typeof D.DocumentResponseSchema>>(
    '/v1/content/documents/version-save',
    ['CONTENT'],
  ),
  deleteDocumentVersion: changeRoute<RequestOf<typeof D.DocumentVersionDeleteRequestSchema>, ResponseOf<typeof D.DocumentResponseSchema>>(
    '/v1/content/documents/version-delete',
    ['CONTENT'],
  ),
  listStoresForOps: readRoute<RequestOf<typeof T.StoreOpsListRequestSchema>, ResponseOf<typeof T.StoreOpsListResponseSchema>>('/v1/content/stores/list', [
    'CONTENT',
  ]),
  getStoreForOps: readRoute<RequestOf<typeof T.StoreRefRequestSchema>, ResponseOf<typeof T.StoreOpsResponseSchema>>('/v1/content/stores/get', ['CONTENT']),
  saveStore: changeRoute<RequestOf<typeof T.StoreSaveRequestSchema>, ResponseOf<typeof T.StoreOpsResponseSchema>>('/v1/content/stores/save', ['CONTENT']),
  listEventsForOps: readRoute<RequestOf<typeof E.EventOpsListRequestSchema>, ResponseOf<typeof E.EventOpsListResponseSchema>>('/v1/content/events/list', [
    'CONTENT',
  ]),
  getEventForOps: readRoute<RequestOf<typeof E.EventRefRequestSchema>, ResponseOf<typeof E.EventOpsResponseSchema>>('/v1/content/events/get', ['CONTENT']),
  saveEvent: changeRoute<RequestOf<typeof E.EventSaveRequestSchema>, ResponseOf<typeof E.EventOpsResponseSchema>>('/v1/content/events/save', ['CONTENT']),
  listNotices: readRoute<RequestOf<typeof C.NoticeOpsListRequestSchema>, ResponseOf<typeof C.NoticeOpsListResponseSchema>>('/v1/content/notices/list', [
    'CONTENT',
  ]),
  getNotice: readRoute<RequestOf<typeof C.NoticeRefRequestSchema>, ResponseOf<typeof C.NoticeOpsResponseSchema>>('/v1/content/notices/get', ['CONTENT']),
  saveNotice: changeRoute<RequestOf<typeof C.NoticeSaveRequestSchema>, ResponseOf<typeof C.NoticeOpsResponseSchema>>('/v1/content/notices/save', ['CONTENT']),
  deleteNotice: changeRoute<RequestOf<typeof C.NoticeRefRequestSchema>, ResponseOf<typeof C.DeletedResponseSchema>>('/v1/content/notices/delete', ['CONTENT']),
  listFaqs: readRoute<RequestOf<typeof C.FaqOpsListRequestSchema>, ResponseOf<typeof C.FaqOpsListResponseSchema>>('/v1/content/faqs/list', ['CONTENT']),
  getFaq: readRoute<RequestOf<typeof C.FaqRefRequestSchema>, ResponseOf<typeof C.FaqOpsResponseSchema>>('/v1/content/faqs/get', ['CONTENT']),
  saveFaq: changeRoute<RequestOf<typeof C.FaqSaveRequestSchema>, ResponseOf<typeof C.FaqOpsResponseSchema>>('/v1/content/faqs/save', ['CONTENT']),
  deleteFaq: changeRoute<RequestOf<typeof C.FaqRefRequestSchema>, ResponseOf<typeof C.DeletedResponseSchema>>('/v1/content/faqs/delete', ['CONTENT']),
  listProducts: readRoute<RequestOf<typeof K.ProductListRequestSchema>, ResponseOf<typeof K.ProductListResponseSchema>>('/v1/catalog/products/list', [
    'CONTENT',
  ]),
  getCatalogChoices: readRoute<undefined, ResponseOf<typeof K.CatalogChoicesResponseSchema>>('/v1/catalog/choices/get', ['CONTENT']),
  getProduct: readRoute<RequestOf<typeof K.ProductRefRequestSchema>, ResponseOf<typeof K.ProductOpsResponseSchema>>('/v1/catalog/products/get', ['CONTENT']),
  saveProduct: changeRoute<RequestOf<typeof K.ProductSaveRequestSchema>, ResponseOf<typeof K.ProductOpsResponseSchema>>('/v1/catalog/products/save', [
    'CONTENT',
  ]),
  setSaleStop: changeRoute<RequestOf<typeof K.SaleStopRequestSchema>, ResponseOf<typeof K.ProductOpsResponseSchema>>('/v1/catalog/products/sale-stop', [
    'CONTENT',
  ]),
  saveOption: changeRoute<RequestOf<typeof K.OptionSaveRequestSchema>, ResponseOf<typeof K.ProductOpsResponseSchema>>('/v1/catalog/options/save', ['CONTENT']),
  adjustStock: changeRoute<RequestOf<typeof K.StockAdjustRequestSchema>, ResponseOf<typeof K.ProductOpsResponseSchema>>('/v1/catalog/stock/adjust', [
    'CONTENT',
  ]),
  uploadProductImage: changeRoute<undefined, ResponseOf<typeof K.ProductOpsResponseSchema>>('/v1/catalog/images/upload', ['CONTENT']),
  orderProductImages: changeRoute<RequestOf<typeof K.ImageOrderRequestSchema>, ResponseOf<typeof K.ProductOpsResponseSchema>>('/v1/catalog/images/order', [
    'CONTENT',
  ]),
  removeProductImage: changeRoute<RequestOf<typeof K.ImageRemoveRequestSchema>, ResponseOf<typeof K.ProductOpsResponseSchema>>('/v1/catalog/images/remove', [
    'CONTENT',
  ]),
  exportCatalogCsv: readRoute<undefined, ResponseOf<typeof K.CatalogCsvExportResponseSchema>>('/v1/catalog/csv/export', ['CONTENT']),
  importCatalogCsv: changeRoute<RequestOf<typeof K.CatalogCsvImportRequestSchema>, ResponseOf<typeof K.CatalogCsvImportResponseSchema>>(
    '/v1/catalog/csv/import',
    ['CONTENT'],
  ),
};
