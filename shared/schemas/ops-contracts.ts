/** The operator API's contracts: each route with its schemas (ADR 016). */
import { UNPAID_HOLD_MINUTES } from '../order/unpaid-checkouts';
import { defineOpsContract } from './ops-route';
import * as S from './ops-calls';
import * as V from './review-ops-calls';
import * as Q from './inquiry-ops-calls';
import * as P from './posting-ops-calls';
import * as O from './operator-calls';
import * as N from './operator-key-calls';
import * as W from './console-ops-calls';
import * as C from './content-ops-calls';
import * as U from './customer-ops-calls';
import * as D from './document-ops-calls';
import * as T from './store-ops-calls';
import * as E from './event-ops-calls';
import * as K from './catalog-ops-calls';
import * as Y from './payment-void-ops-calls';
import { OPS_ROUTES as R } from './ops-routes';

export const OPS_CONTRACTS = {
  moveOrderStatus: defineOpsContract(R.moveOrderStatus, {
    summary: '주문 상태 한 단계 이동: 결제완료→상품준비중→배송중(송장번호)→배송완료→구매확정',
    request: S.OrderStatusMoveRequestSchema,
    response: S.OrderStatusMoveResponseSchema,
    errors: ['ORDER_NOT_FOUND', 'ORDER_STATUS_MOVE_ILLEGAL', 'TRACKING_NO_REQUIRED', 'ORDER_CHANGED'],
  }),
  listOrders: defineOpsContract(R.listOrders, {
    summary: '주문 목록(최신순), 상태로 거르기',
    request: S.OrderListRequestSchema,
    response: S.OrderListResponseSchema,
  }),
  expirePendingOrders: defineOpsContract(R.expirePendingOrders, {
    summary: `${UNPAID_HOLD_MINUTES}분 넘게 결제되지 않은 주문을 취소하고 재고·쿠폰·포인트를 돌려줌`,
    request: undefined,
    response: S.ExpirePendingResponseSchema,
  }),
  moveClaimStatus: defineOpsContract(R.moveClaimStatus, {
    summary: '교환·반품 진행: 수거중, 완료(반품은 환불), 반려',
    request: S.ClaimMoveRequestSchema,
    response: S.ClaimMoveResponseSchema,
    errors: ['CLAIM_NOT_FOUND'],
  }),
  listClaims: defineOpsContract(R.listClaims, { summary: '취소·교환·반품 신청 목록', request: S.ClaimListRequestSchema, response: S.ClaimListResponseSchema }),
  moveBottleStatus: defineOpsContract(R.moveBottleStatus, {
    summary: '공병 수거 진행: 수거완료, 적립(포인트 1회), 반려',
    request: S.BottleMoveRequestSchema,
    response: S.BottleMoveResponseSchema,
    errors: ['BOTTLE_NOT_FOUND', 'BOTTLE_STATUS_NOT_ALLOWED'],
  }),
  listBottles: defineOpsContract(R.listBottles, { summary: '공병 수거 신청 목록', request: S.BottleListRequestSchema, response: S.BottleListResponseSchema }),
  grantPoints: defineOpsContract(R.grantPoints, {
    summary: '포인트 지급·차감(사유 기록)',
    request: S.GrantPointsRequestSchema,
    response: S.GrantPointsResponseSchema,
    errors: ['CUSTOMER_NOT_FOUND', 'POINTS_NOT_ENOUGH'],
  }),
  issueCoupon: defineOpsContract(R.issueCoupon, {
    summary: '고객에게 쿠폰 발급(정액 또는 정률)',
    request: S.IssueCouponRequestSchema,
    response: S.IssueCouponResponseSchema,
    errors: ['CUSTOMER_NOT_FOUND'],
  }),
  listReviews: defineOpsContract(R.listReviews, {
    summary: '리뷰 목록: 상태(검수 중·게시 보류 등)·상품별, 오래된 검수 대기부터; reported는 결정을 기다리는 신고가 있는 게시 리뷰(신고 수와 사유별 건수)',
    request: V.ReviewOpsListRequestSchema,
    response: V.ReviewOpsListResponseSchema,
  }),
  moderateReview: defineOpsContract(R.moderateReview, {
    summary: '리뷰 검수: 게시(포인트 지급), 블라인드(포인트 회수), 복구, 신고된 리뷰 유지(신고 기각); 어느 결정이든 열린 신고를 닫는다',
    request: V.ReviewModerateRequestSchema,
    response: V.ReviewOpsResponseSchema,
    errors: ['REVIEW_001', 'REVIEW_MOVE_ILLEGAL', 'REVIEW_NO_OPEN_REPORTS'],
  }),
  replyReview: defineOpsContract(R.replyReview, {
    summary: '리뷰 답변: 리뷰 아래에 보이고 작성자의 알림함에 알림',
    request: V.ReviewReplyRequestSchema,
    response: V.ReviewOpsResponseSchema,
    errors: ['REVIEW_001'],
  }),
  listInquiries: defineOpsContract(R.listInquiries, {
    summary: '1:1 문의 목록: 접수(답변 대기)는 오래된 것부터',
    request: Q.InquiryOpsListRequestSchema,
    response: Q.InquiryOpsListResponseSchema,
  }),
  answerInquiry: defineOpsContract(R.answerInquiry, {
    summary: '1:1 문의 답변: 답변 완료가 되고 회원의 알림함에 알림 (답변을 고쳐 쓸 수 있음)',
    request: Q.InquiryAnswerRequestSchema,
    response: Q.InquiryAnswerResponseSchema,
    errors: ['INQUIRY_NOT_FOUND'],
  }),
  appointEditor: defineOpsContract(R.appointEditor, {
    summary: '에디터 임명: 회원에게 에디터 번호와 이름을 주고 포스팅을 쓸 수 있게 한다 (다시 임명하면 같은 번호)',
    request: P.EditorAppointRequestSchema,
    response: P.EditorResponseSchema,
    errors: ['EDITOR_NOT_FOUND'],
  }),
  releaseEditor: defineOpsContract(R.releaseEditor, {
    summary: '에디터 해제: 더는 포스팅을 쓰거나 고칠 수 없다 (게시된 포스팅은 남는다)',
    request: P.EditorReleaseRequestSchema,
    response: P.EditorResponseSchema,
    errors: ['EDITOR_NOT_FOUND'],
  }),
  listPostings: defineOpsContract(R.listPostings, {
    summary: '포스팅 목록: 검토 중은 오래된 것부터',
    request: P.PostingOpsListRequestSchema,
    response: P.PostingOpsListResponseSchema,
  }),
  decidePosting: defineOpsContract(R.decidePosting, {
    summary: '포스팅 게시(PUBLISH) 또는 사유와 함께 반려(REJECT): 에디터의 알림함에 알림',
    request: P.PostingDecideRequestSchema,
    response: P.PostingDecideResponseSchema,
    errors: ['POSTING_NOT_FOUND', 'POSTING_NOT_PENDING'],
  }),
  listOperators: defineOpsContract(R.listOperators, {
    summary: '운영자 목록: 역할, 상태, 마지막 로그인 (대표만)',
    request: undefined,
    response: O.OperatorListResponseSchema,
  }),
  createOperator: defineOpsContract(R.createOperator, {
    summary: '운영자 추가: 아이디, 이름, 역할, 비밀번호; 인증 앱에 등록할 TOTP 비밀키는 이때 한 번만 보여 준다 (대표만)',
    request: O.OperatorCreateRequestSchema,
    response: O.OperatorCreateResponseSchema,
    errors: ['OPERATOR_LOGIN_ID_TAKEN'],
  }),
  setOperatorStatus: defineOpsContract(R.setOperatorStatus, {
    summary: '운영자 사용 중지(DISABLED, 로그인 세션도 끝남)와 다시 사용(ACTIVE) (대표만)',
    request: O.OperatorStatusRequestSchema,
    response: O.OperatorStatusResponseSchema,
    errors: ['OPERATOR_NOT_FOUND', 'OPERATOR_LAST_OWNER'],
  }),
  listOperatorKeys: defineOpsContract(R.listOperatorKeys, {
    summary: '운영자 키 목록: 이름, 역할, 끝 네 글자, 만든 사람, 마지막 사용, 폐기 여부 (대표만)',
    request: undefined,
    response: N.OperatorKeyListResponseSchema,
  }),
  createOperatorKey: defineOpsContract(R.createOperatorKey, {
    summary: '운영자 키 만들기: 사람이나 스크립트마다 이름과 역할; 키(secret)는 이때 한 번만 보여 주고 해시만 저장 (대표만)',
    request: N.OperatorKeyCreateRequestSchema,
    response: N.OperatorKeyCreateResponseSchema,
    errors: ['OPERATOR_KEY_NAME_TAKEN'],
  }),
  revokeOperatorKey: defineOpsContract(R.revokeOperatorKey, {
    summary: '운영자 키 폐기: 그 키로 하는 호출은 바로 401; 감사 기록에는 이름이 남는다 (대표만)',
    request: N.OperatorKeyRevokeRequestSchema,
    response: N.OperatorKeyResponseSchema,
    errors: ['OPERATOR_KEY_NOT_FOUND', 'OPERATOR_KEY_REVOKED'],
  }),
  listAudit: defineOpsContract(R.listAudit, {
    summary:
      '감사 기록: 누가(운영자, 이름 있는 키), 언제, 무엇을(호출과 대상), 전후 상태, 콘솔 로그인(성공·실패)과 권한 밖이라 거부된 호출; 운영자·방식·결과·호출·대상·기간으로 거르고 최신 순 (대표만)',
    request: O.AuditListRequestSchema,
    response: O.AuditListResponseSchema,
  }),
  getToday: defineOpsContract(R.getToday, {
    summary:
      '오늘: 주문 수와 결제 금액(한국 시간), 준비·출고할 주문, 처리를 기다리는 교환·반품, 공병 수거, 1:1 문의, 리뷰, 포스팅, 환불 필요 결제, 최근 24시간의 SMS 발송 한도 초과',
    request: undefined,
    response: W.TodayResponseSchema,
  }),
  searchOrders: defineOpsContract(R.searchOrders, {
    summary: '주문 검색: 상태, 기간(한국 날짜), 주문번호·아이디·이름·송장번호로 거르고 주문일 또는 결제 금액으로 정렬, 쪽 단위와 전체 건수',
    request: W.OrderSearchRequestSchema,
    response: W.OrderSearchResponseSchema,
  }),
  uploadTracking: defineOpsContract(R.uploadTracking, {
    summary: '송장번호 일괄 등록: CSV(주문번호,송장번호) 한 파일로 결제완료·상품준비중 주문을 배송중으로; 줄마다 결과 (1,000줄까지)',
    request: W.TrackingUploadRequestSchema,
    response: W.TrackingUploadResponseSchema,
    errors: ['TRACKING_CSV_INVALID'],
  }),
  getOrder: defineOpsContract(R.getOrder, {
    summary: '주문 하나: 상품, 금액, 결제, 배송지, 취소·교환·반품, 주문자, 다음 단계, 지금 환불하면 돌려줄 금액',
    request: W.OrderRefRequestSchema,
    response: W.OrderOpsDetailResponseSchema,
    errors: ['ORDER_NOT_FOUND'],
  }),
  cancelOrder: defineOpsContract(R.cancelOrder, {
    summary:
      '운영자 취소·환불(사유 필수): 배송 전(결제완료·상품준비중)은 주문 취소, 배송완료는 회수 없는 환불; lines로 일부만. 결제 취소 후 재고·포인트·쿠폰 복원, 회원 알림함에 알림',
    request: W.OrderCancelRequestSchema,
    response: W.OrderCancelResponseSchema,
    errors: ['ORDER_NOT_FOUND', 'ORDER_NOT_REFUNDABLE', 'REFUND_LINE_INVALID', 'REFUND_IN_PROGRESS', 'ORDER_CHANGED'],
  }),
  listPaymentVoids: defineOpsContract(R.listPaymentVoids, {
    summary: '환불 필요 결제: 결제사에서 승인됐지만 주문에 기록하지 못해 자동 취소했는데 결제사가 취소를 거절한 결제, 상태로 거르고 오래된 것부터',
    request: Y.PaymentVoidListRequestSchema,
    response: Y.PaymentVoidListResponseSchema,
  }),
  retryPaymentVoid: defineOpsContract(R.retryPaymentVoid, {
    summary: '다시 취소: 자동 재시도와 같은 결제 취소(같은 멱등키)를 지금 한 번 보냄; 취소되면 결제 취소됨, 거절되면 새 거절 사유를 답함',
    request: Y.PaymentVoidRefRequestSchema,
    response: Y.PaymentVoidResponseSchema,
    errors: ['PAYMENT_VOID_NOT_FOUND', 'PAYMENT_VOID_SETTLED', 'PAYMENT_VOID_PROVIDER_UNAVAILABLE'],
  }),
  resolvePaymentVoid: defineOpsContract(R.resolvePaymentVoid, {
    summary: '직접 환불 완료: 계좌 이체 등 다른 방법으로 돌려준 결제를 처리 내용(memo, 필수)과 함께 닫음',
    request: Y.PaymentVoidResolveRequestSchema,
    response: Y.PaymentVoidResponseSchema,
    errors: ['PAYMENT_VOID_NOT_FOUND', 'PAYMENT_VOID_SETTLED'],
  }),
  searchCustomers: defineOpsContract(R.searchCustomers, {
    summary: '고객 찾기: 아이디, 이름, 휴대폰 번호 또는 회원 번호(정확히 일치), 최근 가입 순, 쪽 단위와 전체 건수; 목록의 휴대폰 번호는 가려짐',
    request: U.CustomerSearchRequestSchema,
    response: U.CustomerSearchResponseSchema,
  }),
  getCustomer: defineOpsContract(R.getCustomer, {
    summary: '고객 한 명: 연락처, 등급, 포인트와 최근 내역, 쿠폰, 임직원 여부, 주문 수',
    request: U.CustomerRefRequestSchema,
    response: U.CustomerDetailResponseSchema,
    errors: ['CUSTOMER_NOT_FOUND'],
  }),
  setCustomerGrade: defineOpsContract(R.setCustomerGrade, {
    summary: '등급 변경(사유 필수): 다음 달 정기 등급 산정 때 다시 계산된다',
    request: U.CustomerGradeRequestSchema,
    response: U.CustomerDetailResponseSchema,
    errors: ['CUSTOMER_NOT_FOUND', 'GRADE_NOT_FOUND'],
  }),
  setCustomerEmployee: defineOpsContract(R.setCustomerEmployee, {
    summary: '임직원 확인(Y: 회사와 사번) 또는 해제(N), 사유 필수; 임직원가는 바로 열리거나 닫힌다',
    request: U.CustomerEmployeeRequestSchema,
    response: U.CustomerDetailResponseSchema,
    errors: ['CUSTOMER_NOT_FOUND', 'EMP_COMPANY_NOT_FOUND', 'EMP_NO_INVALID', 'EMP_NO_TAKEN', 'EMP_NOT_VERIFIED'],
  }),
  listDocuments: defineOpsContract(R.listDocuments, {
    summary: '약관·안내 문서 목록: 문서마다 모든 버전과 그 상태(시행 중, 지난 버전, 시행 대기)',
    request: undefined,
    response: D.DocumentListResponseSchema,
  }),
  getDocument: defineOpsContract(R.getDocument, {
    summary: '문서 하나와 모든 버전',
    request: D.DocumentRefRequestSchema,
    response: D.DocumentResponseSchema,
    errors: ['TERMS_NOT_FOUND'],
  }),
  saveDocumentVersion: defineOpsContract(R.saveDocumentVersion, {
    summary: '새 버전(시행일은 내일 이후) 쓰기, 또는 시행 대기 중인 버전 고치기·숨기기; 시행 중이거나 지난 버전은 바꿀 수 없다',
    request: D.DocumentVersionSaveRequestSchema,
    response: D.DocumentResponseSchema,
    errors: ['TERMS_NOT_FOUND', 'TERMS_VERSION_NOT_FOUND', 'DOCUMENT_VERSION_DAY_PAST', 'DOCUMENT_VERSION_LOCKED'],
  }),
  deleteDocumentVersion: defineOpsContract(R.deleteDocumentVersion, {
    summary: '시행 대기 중인 버전 지우기',
    request: D.DocumentVersionDeleteRequestSchema,
    response: D.DocumentResponseSchema,
    errors: ['TERMS_VERSION_NOT_FOUND', 'DOCUMENT_VERSION_LOCKED'],
  }),
  listStoresForOps: defineOpsContract(R.listStoresForOps, {
    summary: '매장 목록(운영): 닫은 매장 포함, 지역·상태·이름이나 주소로 거르고 쪽 단위와 전체 건수, 마이샵으로 둔 회원 수',
    request: T.StoreOpsListRequestSchema,
    response: T.StoreOpsListResponseSchema,
  }),
  getStoreForOps: defineOpsContract(R.getStoreForOps, {
    summary: '매장 하나',
    request: T.StoreRefRequestSchema,
    response: T.StoreOpsResponseSchema,
    errors: ['STORE_NOT_FOUND'],
  }),
  saveStore: defineOpsContract(R.saveStore, {
    summary: '매장 등록·수정·닫기(CLOSED): 매장 찾기에 바로 반영, 닫은 매장을 마이샵으로 둔 회원의 기록은 남는다',
    request: T.StoreSaveRequestSchema,
    response: T.StoreOpsResponseSchema,
    errors: ['STORE_NOT_FOUND', 'STORE_NAME_TAKEN'],
  }),
  listEventsForOps: defineOpsContract(R.listEventsForOps, {
    summary: '이벤트 목록(운영): 예정·진행 중·종료(한국 시각)로 거르고 쪽 단위와 전체 건수; 진행 중인 이벤트가 순서대로 메인 배너가 된다',
    request: E.EventOpsListRequestSchema,
    response: E.EventOpsListResponseSchema,
  }),
  getEventForOps: defineOpsContract(R.getEventForOps, {
    summary: '이벤트 하나',
    request: E.EventRefRequestSchema,
    response: E.EventOpsResponseSchema,
    errors: ['EVENT_NOT_FOUND'],
  }),
  saveEvent: defineOpsContract(R.saveEvent, {
    summary: '이벤트 등록·수정: 제목, 내용, 기간(시작·종료), 노출, 순서, 배너 설명과 색; 다시 빌드 후 반영, 시작·종료 시각에는 배포 훅으로 자동 빌드',
    request: E.EventSaveRequestSchema,
    response: E.EventOpsResponseSchema,
    errors: ['EVENT_NOT_FOUND'],
  }),
  listNotices: defineOpsContract(R.listNotices, {
    summary: '공지사항 목록(운영): 상단 고정 먼저, 최신 순; 상태·검색어로 거르고 쪽 단위와 전체 건수',
    request: C.NoticeOpsListRequestSchema,
    response: C.NoticeOpsListResponseSchema,
  }),
  getNotice: defineOpsContract(R.getNotice, {
    summary: '공지사항 하나(숨김·예약 포함)',
    request: C.NoticeRefRequestSchema,
    response: C.NoticeOpsResponseSchema,
    errors: ['NOTICE_NOT_FOUND'],
  }),
  saveNotice: defineOpsContract(R.saveNotice, {
    summary: '공지사항 쓰기·고치기: 제목, 내용, 상단 고정, 게시·숨김, 게시 시각(미래면 예약); 고객센터에 바로 반영',
    request: C.NoticeSaveRequestSchema,
    response: C.NoticeOpsResponseSchema,
    errors: ['NOTICE_NOT_FOUND'],
  }),
  deleteNotice: defineOpsContract(R.deleteNotice, {
    summary: '공지사항 삭제',
    request: C.NoticeRefRequestSchema,
    response: C.DeletedResponseSchema,
    errors: ['NOTICE_NOT_FOUND'],
  }),
  listFaqs: defineOpsContract(R.listFaqs, {
    summary: 'FAQ 목록(운영): 분류와 순서대로; 분류·상태·검색어로 거르고 쪽 단위와 전체 건수',
    request: C.FaqOpsListRequestSchema,
    response: C.FaqOpsListResponseSchema,
  }),
  getFaq: defineOpsContract(R.getFaq, {
    summary: 'FAQ 하나(숨김 포함)',
    request: C.FaqRefRequestSchema,
    response: C.FaqOpsResponseSchema,
    errors: ['FAQ_NOT_FOUND'],
  }),
  saveFaq: defineOpsContract(R.saveFaq, {
    summary: 'FAQ 쓰기·고치기: 분류, 질문, 답변, 순서, 자주 묻는 질문, 게시·숨김; 고객센터에 바로 반영',
    request: C.FaqSaveRequestSchema,
    response: C.FaqOpsResponseSchema,
    errors: ['FAQ_NOT_FOUND'],
  }),
  deleteFaq: defineOpsContract(R.deleteFaq, {
    summary: 'FAQ 삭제',
    request: C.FaqRefRequestSchema,
    response: C.DeletedResponseSchema,
    errors: ['FAQ_NOT_FOUND'],
  }),
  listProducts: defineOpsContract(R.listProducts, {
    summary: '상품 목록(운영): 상품명·브랜드명(포함) 또는 상품 코드·번호(정확히)로 찾고 브랜드·카테고리로 거름, 최근 등록 순, 쪽 단위와 전체 건수',
    request: K.ProductListRequestSchema,
    response: K.ProductListResponseSchema,
  }),
  getCatalogChoices: defineOpsContract(R.getCatalogChoices, {
    summary: '상품 양식의 선택지: 브랜드와 카테고리 > 세부카테고리',
    request: undefined,
    response: K.CatalogChoicesResponseSchema,
  }),
  getProduct: defineOpsContract(R.getProduct, {
    summary: '상품 하나: 상품 정보, 정보고시, 옵션(가격·재고), 이미지, 다시 빌드를 기다리는 변경',
    request: K.ProductRefRequestSchema,
    response: K.ProductOpsResponseSchema,
    errors: ['PRODUCT_NOT_FOUND'],
  }),
  saveProduct: defineOpsContract(R.saveProduct, {
    summary: '상품 등록·수정(판매중지 포함): 1분 안에 모든 페이지에 반영(change)',
    request: K.ProductSaveRequestSchema,
    response: K.ProductOpsResponseSchema,
    errors: ['PRODUCT_NOT_FOUND', 'CATALOG_BRAND_NOT_FOUND', 'CATALOG_SUBCATEGORY_NOT_FOUND', 'CATALOG_CODE_TAKEN', 'CATALOG_BRAND_LOCKED'],
  }),
  setSaleStop: defineOpsContract(R.setSaleStop, {
    summary: '판매중지(Y)·해제(N): 목록·검색·사이트맵에서 곧바로 빠지거나 돌아오고, 상품 페이지는 판매 중지를 알림; 장바구니 담기·주문은 거절',
    request: K.SaleStopRequestSchema,
    response: K.ProductOpsResponseSchema,
    errors: ['PRODUCT_NOT_FOUND'],
  }),
  saveOption: defineOpsContract(R.saveOption, {
    summary: '옵션 추가·수정: 1분 안에 모든 페이지에 반영',
    request: K.OptionSaveRequestSchema,
    response: K.ProductOpsResponseSchema,
    errors: ['PRODUCT_NOT_FOUND', 'OPTION_NOT_FOUND', 'CATALOG_CODE_TAKEN', 'CATALOG_PRD_CD_PREFIX'],
  }),
  adjustStock: defineOpsContract(R.adjustStock, {
    summary: '재고 입고(+)·차감(-), 사유 필수; 품절 표시와 함께 바로 반영',
    request: K.StockAdjustRequestSchema,
    response: K.ProductOpsResponseSchema,
    errors: ['OPTION_NOT_FOUND', 'STOCK_NOT_ENOUGH'],
  }),
  uploadProductImage: defineOpsContract(R.uploadProductImage, {
    summary: '상품 이미지 올리기: 본문이 파일 자체(JPG·PNG·WEBP 10MB, 바이트로 확인), ?inmPrdNo=…&alt=…; 맨 뒤에 붙고 1분 안에 반영',
    request: undefined,
    response: K.ProductOpsResponseSchema,
    errors: ['PRODUCT_NOT_FOUND', 'UPLOAD_TYPE_REFUSED', 'UPLOAD_TOO_LARGE', 'UPLOAD_EMPTY', 'UPLOAD_LENGTH_REQUIRED', 'CATALOG_IMAGE_TOO_MANY'],
  }),
  orderProductImages: defineOpsContract(R.orderProductImages, {
    summary: '상품 이미지 순서 바꾸기(첫 이미지가 대표); 1분 안에 반영',
    request: K.ImageOrderRequestSchema,
    response: K.ProductOpsResponseSchema,
    errors: ['PRODUCT_NOT_FOUND', 'CATALOG_IMAGE_ORDER_INVALID'],
  }),
  removeProductImage: defineOpsContract(R.removeProductImage, {
    summary: '상품 이미지 지우기(마지막 한 장은 지울 수 없음); 1분 안에 반영',
    request: K.ImageRemoveRequestSchema,
    response: K.ProductOpsResponseSchema,
    errors: ['PRODUCT_NOT_FOUND', 'CATALOG_IMAGE_NOT_FOUND', 'CATALOG_IMAGE_LAST'],
  }),
  exportCatalogCsv: defineOpsContract(R.exportCatalogCsv, {
    summary: '상품 CSV 내보내기: 옵션 한 줄에 상품 정보·정보고시·옵션 가격·재고 (가져오기와 같은 형식)',
    request: undefined,
    response: K.CatalogCsvExportResponseSchema,
  }),
  importCatalogCsv: defineOpsContract(R.importCatalogCsv, {
    summary:
      '상품 CSV 가져오기: 줄마다 확인하고, 틀린 줄이 하나라도 있으면 아무것도 쓰지 않음(applied=false); 상품 코드로 등록·수정, 옵션 코드로 옵션 등록·수정',
    request: K.CatalogCsvImportRequestSchema,
    response: K.CatalogCsvImportResponseSchema,
    errors: ['CATALOG_CSV_INVALID'],
  }),
};
