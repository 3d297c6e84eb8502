/** The operator API's routes under `/ops` (ADR 016); contracts in `ops-contracts.ts`. */
import { operatorRoute, type RequestOf, type ResponseOf } from './contract';
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
  moveOrderStatus: operatorRoute<RequestOf<typeof S.OrderStatusMoveRequestSchema>, ResponseOf<typeof S.OrderStatusMoveResponseSchema>>(
    'POST',
    '/v1/orders/status',
  ),
  listOrders: operatorRoute<RequestOf<typeof S.OrderListRequestSchema>, ResponseOf<typeof S.OrderListResponseSchema>>('POST', '/v1/orders/list'),
  expirePendingOrders: operatorRoute<undefined, ResponseOf<typeof S.ExpirePendingResponseSchema>>('POST', '/v1/orders/expire-pending'),
  moveClaimStatus: operatorRoute<RequestOf<typeof S.ClaimMoveRequestSchema>, ResponseOf<typeof S.ClaimMoveResponseSchema>>('POST', '/v1/claims/status'),
  listClaims: operatorRoute<RequestOf<typeof S.ClaimListRequestSchema>, ResponseOf<typeof S.ClaimListResponseSchema>>('POST', '/v1/claims/list'),
  moveBottleStatus: operatorRoute<RequestOf<typeof S.BottleMoveRequestSchema>, ResponseOf<typeof S.BottleMoveResponseSchema>>('POST', '/v1/bottles/status'),
  listBottles: operatorRoute<RequestOf<typeof S.BottleListRequestSchema>, ResponseOf<typeof S.BottleListResponseSchema>>('POST', '/v1/bottles/list'),
  grantPoints: operatorRoute<RequestOf<typeof S.GrantPointsRequestSchema>, ResponseOf<typeof S.GrantPointsResponseSchema>>('POST', '/v1/customers/points'),
  issueCoupon: operatorRoute<RequestOf<typeof S.IssueCouponRequestSchema>, ResponseOf<typeof S.IssueCouponResponseSchema>>('POST', '/v1/customers/coupons'),
  listReviews: operatorRoute<RequestOf<typeof V.ReviewOpsListRequestSchema>, ResponseOf<typeof V.ReviewOpsListResponseSchema>>('POST', '/v1/reviews/list'),
  moderateReview: operatorRoute<RequestOf<typeof V.ReviewModerateRequestSchema>, ResponseOf<typeof V.ReviewOpsResponseSchema>>('POST', '/v1/reviews/moderate'),
  replyReview: operatorRoute<RequestOf<typeof V.ReviewReplyRequestSchema>, ResponseOf<typeof V.ReviewOpsResponseSchema>>('POST', '/v1/reviews/reply'),
  listInquiries: operatorRoute<RequestOf<typeof Q.InquiryOpsListRequestSchema>, ResponseOf<typeof Q.InquiryOpsListResponseSchema>>(
    'POST',
    '/v1/inquiries/list',
  ),
  answerInquiry: operatorRoute<RequestOf<typeof Q.InquiryAnswerRequestSchema>, ResponseOf<typeof Q.InquiryAnswerResponseSchema>>(
    'POST',
    '/v1/inquiries/answer',
  ),
  appointEditor: operatorRoute<RequestOf<typeof P.EditorAppointRequestSchema>, ResponseOf<typeof P.EditorResponseSchema>>('POST', '/v1/editors/appoint'),
  releaseEditor: operatorRoute<RequestOf<typeof P.EditorReleaseRequestSchema>, ResponseOf<typeof P.EditorResponseSchema>>('POST', '/v1/editors/release'),
  listPostings: operatorRoute<RequestOf<typeof P.PostingOpsListRequestSchema>, ResponseOf<typeof P.PostingOpsListResponseSchema>>('POST', '/v1/postings/list'),
  decidePosting: operatorRoute<RequestOf<typeof P.PostingDecideRequestSchema>, ResponseOf<typeof P.PostingDecideResponseSchema>>('POST', '/v1/postings/decide'),
  listOperators: operatorRoute<undefined, ResponseOf<typeof O.OperatorListResponseSchema>>('POST', '/v1/operators/list'),
  createOperator: operatorRoute<RequestOf<typeof O.OperatorCreateRequestSchema>, ResponseOf<typeof O.OperatorCreateResponseSchema>>(
    'POST',
    '/v1/operators/create',
  ),
  setOperatorStatus: operatorRoute<RequestOf<typeof O.OperatorStatusRequestSchema>, ResponseOf<typeof O.OperatorStatusResponseSchema>>(
    'POST',
    '/v1/operators/status',
  ),
  listOperatorKeys: operatorRoute<undefined, ResponseOf<typeof N.OperatorKeyListResponseSchema>>('POST', '/v1/operators/keys/list'),
  createOperatorKey: operatorRoute<RequestOf<typeof N.OperatorKeyCreateRequestSchema>, ResponseOf<typeof N.OperatorKeyCreateResponseSchema>>(
    'POST',
    '/v1/operators/keys/create',
  ),
  revokeOperatorKey: operatorRoute<RequestOf<typeof N.OperatorKeyRevokeRequestSchema>, ResponseOf<typeof N.OperatorKeyResponseSchema>>(
    'POST',
    '/v1/operators/keys/revoke',
  ),
  listAudit: operatorRoute<RequestOf<typeof O.AuditListRequestSchema>, ResponseOf<typeof O.AuditListResponseSchema>>('POST', '/v1/audit/list'),
  getToday: operatorRoute<undefined, ResponseOf<typeof W.TodayResponseSchema>>('POST', '/v1/today'),
  searchOrders: operatorRoute<RequestOf<typeof W.OrderSearchRequestSchema>, ResponseOf<typeof W.OrderSearchResponseSchema>>('POST', '/v1/orders/search'),
  uploadTracking: operatorRoute<RequestOf<typeof W.TrackingUploadRequestSchema>, ResponseOf<typeof W.TrackingUploadResponseSchema>>(
    'POST',
    '/v1/orders/tracking-upload',
  ),
  getOrder: operatorRoute<RequestOf<typeof W.OrderRefRequestSchema>, ResponseOf<typeof W.OrderOpsDetailResponseSchema>>('POST', '/v1/orders/get'),
  cancelOrder: operatorRoute<RequestOf<typeof W.OrderCancelRequestSchema>, ResponseOf<typeof W.OrderCancelResponseSchema>>('POST', '/v1/orders/cancel'),
  listPaymentVoids: operatorRoute<RequestOf<typeof Y.PaymentVoidListRequestSchema>, ResponseOf<typeof Y.PaymentVoidListResponseSchema>>(
    'POST',
    '/v1/payment-voids/list',
  ),
  retryPaymentVoid: operatorRoute<RequestOf<typeof Y.PaymentVoidRefRequestSchema>, ResponseOf<typeof Y.PaymentVoidResponseSchema>>(
    'POST',
    '/v1/payment-voids/retry',
  ),
  resolvePaymentVoid: operatorRoute<RequestOf<typeof Y.PaymentVoidResolveRequestSchema>, ResponseOf<typeof Y.PaymentVoidResponseSchema>>(
    'POST',
    '/v1/payment-voids/resolve',
  ),
  searchCustomers: operatorRoute<RequestOf<typeof U.CustomerSearchRequestSchema>, ResponseOf<typeof U.CustomerSearchResponseSchema>>(
    'POST',
    '/v1/customers/search',
  ),
  getCustomer: operatorRoute<RequestOf<typeof U.CustomerRefRequestSchema>, ResponseOf<typeof U.CustomerDetailResponseSchema>>('POST', '/v1/customers/get'),
  setCustomerGrade: operatorRoute<RequestOf<typeof U.CustomerGradeRequestSchema>, ResponseOf<typeof U.CustomerDetailResponseSchema>>(
    'POST',
    '/v1/customers/grade',
  ),
  setCustomerEmployee: operatorRoute<RequestOf<typeof U.CustomerEmployeeRequestSchema>, ResponseOf<typeof U.CustomerDetailResponseSchema>>(
    'POST',
    '/v1/customers/employee',
  ),
  listDocuments: operatorRoute<undefined, ResponseOf<typeof D.DocumentListResponseSchema>>('POST', '/v1/content/documents/list'),
  getDocument: operatorRoute<RequestOf<typeof D.DocumentRefRequestSchema>, ResponseOf<typeof D.DocumentResponseSchema>>('POST', '/v1/content/documents/get'),
  saveDocumentVersion: operatorRoute<RequestOf<typeof D.DocumentVersionSaveRequestSchema>, ResponseOf<typeof D.DocumentResponseSchema>>(
    'POST',
    '/v1/content/documents/version-save',
  ),
  deleteDocumentVersion: operatorRoute<RequestOf<typeof D.DocumentVersionDeleteRequestSchema>, ResponseOf<typeof D.DocumentResponseSchema>>(
    'POST',
    '/v1/content/documents/version-delete',
  ),
  listStoresForOps: operatorRoute<RequestOf<typeof T.StoreOpsListRequestSchema>, ResponseOf<typeof T.StoreOpsListResponseSchema>>(
    'POST',
    '/v1/content/stores/list',
  ),
  getStoreForOps: operatorRoute<RequestOf<typeof T.StoreRefRequestSchema>, ResponseOf<typeof T.StoreOpsResponseSchema>>('POST', '/v1/content/stores/get'),
  saveStore: operatorRoute<RequestOf<typeof T.StoreSaveRequestSchema>, ResponseOf<typeof T.StoreOpsResponseSchema>>('POST', '/v1/content/stores/save'),
  listEventsForOps: operatorRoute<RequestOf<typeof E.EventOpsListRequestSchema>, ResponseOf<typeof E.EventOpsListResponseSchema>>(
    'POST',
    '/v1/content/events/list',
  ),
  getEventForOps: operatorRoute<RequestOf<typeof E.EventRefRequestSchema>, ResponseOf<typeof E.EventOpsResponseSchema>>('POST', '/v1/content/events/get'),
  saveEvent: operatorRoute<RequestOf<typeof E.EventSaveRequestSchema>, ResponseOf<typeof E.EventOpsResponseSchema>>('POST', '/v1/content/events/save'),
  listNotices: operatorRoute<RequestOf<typeof C.NoticeOpsListRequestSchema>, ResponseOf<typeof C.NoticeOpsListResponseSchema>>(
    'POST',
    '/v1/content/notices/list',
  ),
  getNotice: operatorRoute<RequestOf<typeof C.NoticeRefRequestSchema>, ResponseOf<typeof C.NoticeOpsResponseSchema>>('POST', '/v1/content/notices/get'),
  saveNotice: operatorRoute<RequestOf<typeof C.NoticeSaveRequestSchema>, ResponseOf<typeof C.NoticeOpsResponseSchema>>('POST', '/v1/content/notices/save'),
  deleteNotice: operatorRoute<RequestOf<typeof C.NoticeRefRequestSchema>, ResponseOf<typeof C.DeletedResponseSchema>>('POST', '/v1/content/notices/delete'),
  listFaqs: operatorRoute<RequestOf<typeof C.FaqOpsListRequestSchema>, ResponseOf<typeof C.FaqOpsListResponseSchema>>('POST', '/v1/content/faqs/list'),
  getFaq: operatorRoute<RequestOf<typeof C.FaqRefRequestSchema>, ResponseOf<typeof C.FaqOpsResponseSchema>>('POST', '/v1/content/faqs/get'),
  saveFaq: operatorRoute<RequestOf<typeof C.FaqSaveRequestSchema>, ResponseOf<typeof C.FaqOpsResponseSchema>>('POST', '/v1/content/faqs/save'),
  deleteFaq: operatorRoute<RequestOf<typeof C.FaqRefRequestSchema>, ResponseOf<typeof C.DeletedResponseSchema>>('POST', '/v1/content/faqs/delete'),
  listProducts: operatorRoute<RequestOf<typeof K.ProductListRequestSchema>, ResponseOf<typeof K.ProductListResponseSchema>>(
    'POST',
    '/v1/catalog/products/list',
  ),
  getCatalogChoices: operatorRoute<undefined, ResponseOf<typeof K.CatalogChoicesResponseSchema>>('POST', '/v1/catalog/choices/get'),
  getProduct: operatorRoute<RequestOf<typeof K.ProductRefRequestSchema>, ResponseOf<typeof K.ProductOpsResponseSchema>>('POST', '/v1/catalog/products/get'),
  saveProduct: operatorRoute<RequestOf<typeof K.ProductSaveRequestSchema>, ResponseOf<typeof K.ProductOpsResponseSchema>>('POST', '/v1/catalog/products/save'),
  setSaleStop: operatorRoute<RequestOf<typeof K.SaleStopRequestSchema>, ResponseOf<typeof K.ProductOpsResponseSchema>>(
    'POST',
    '/v1/catalog/products/sale-stop',
  ),
  saveOption: operatorRoute<RequestOf<typeof K.OptionSaveRequestSchema>, ResponseOf<typeof K.ProductOpsResponseSchema>>('POST', '/v1/catalog/options/save'),
  adjustStock: operatorRoute<RequestOf<typeof K.StockAdjustRequestSchema>, ResponseOf<typeof K.ProductOpsResponseSchema>>('POST', '/v1/catalog/stock/adjust'),
  uploadProductImage: operatorRoute<undefined, ResponseOf<typeof K.ProductOpsResponseSchema>>('POST', '/v1/catalog/images/upload'),
  orderProductImages: operatorRoute<RequestOf<typeof K.ImageOrderRequestSchema>, ResponseOf<typeof K.ProductOpsResponseSchema>>(
    'POST',
    '/v1/catalog/images/order',
  ),
  removeProductImage: operatorRoute<RequestOf<typeof K.ImageRemoveRequestSchema>, ResponseOf<typeof K.ProductOpsResponseSchema>>(
    'POST',
    '/v1/catalog/images/remove',
  ),
  exportCatalogCsv: operatorRoute<undefined, ResponseOf<typeof K.CatalogCsvExportResponseSchema>>('POST', '/v1/catalog/csv/export'),
  importCatalogCsv: operatorRoute<RequestOf<typeof K.CatalogCsvImportRequestSchema>, ResponseOf<typeof K.CatalogCsvImportResponseSchema>>(
    'POST',
    '/v1/catalog/csv/import',
  ),
};
