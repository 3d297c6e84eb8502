import { errorCatalogue } from '../gateway/error-catalogue';

/** `POINTS_NOT_ENOUGH` is the checkout's code; an operator taking back more than a member holds hears this. */
export const POINTS_BELOW_ZERO_MESSAGE = '보유 포인트보다 많이 차감할 수 없습니다.';

/** Error codes only the operator API answers, by status, with their Korean messages (see ../gateway/errors.ts). */
export const OPS_ERRORS = errorCatalogue({
  400: {
    TRACKING_NO_REQUIRED: '배송중으로 변경하려면 택배사(carrierCd)와 송장번호(trackingNo)가 필요합니다.',
    TRACKING_CSV_INVALID: '송장번호 파일을 읽을 수 없습니다.',
    CATALOG_BRAND_NOT_FOUND: '없는 브랜드입니다. 브랜드를 다시 골라 주세요.',
    CATALOG_SUBCATEGORY_NOT_FOUND: '없는 카테고리입니다. 카테고리를 다시 골라 주세요.',
    CATALOG_PRD_CD_PREFIX: '옵션 코드는 상품의 브랜드 코드로 시작해야 합니다.',
    CATALOG_IMAGE_ORDER_INVALID: '이미지 순서에는 이 상품의 이미지를 하나씩 모두 넣어 주세요.',
    CATALOG_IMAGE_TOO_MANY: '상품 이미지는 20장까지 올릴 수 있습니다.',
    CATALOG_CSV_INVALID: '상품 CSV 파일을 읽을 수 없습니다.',
    REPORT_PERIOD_INVALID: '보고서 기간을 다시 골라 주세요.',
  },
  401: {
    OPERATOR_LOGIN_FAILED: '아이디, 비밀번호 또는 인증 코드가 맞지 않습니다.',
  },
  404: {
    CUSTOMER_NOT_FOUND: '고객을 찾을 수 없습니다.',
    OPERATOR_NOT_FOUND: '운영자를 찾을 수 없습니다.',
    OPERATOR_KEY_NOT_FOUND: '운영자 키를 찾을 수 없습니다.',
    FAQ_NOT_FOUND: 'FAQ를 찾을 수 없습니다.',
    GRADE_NOT_FOUND: '없는 등급입니다. 등급을 다시 선택해 주세요.',
    CATALOG_IMAGE_NOT_FOUND: '상품 이미지를 찾을 수 없습니다.',
    PAYMENT_VOID_NOT_FOUND: '환불 필요 결제를 찾을 수 없습니다.',
  },
  409: {
    ORDER_STATUS_MOVE_ILLEGAL: '이 상태에서는 그 단계로 변경할 수 없습니다.',
    REVIEW_MOVE_ILLEGAL: '이 리뷰 상태에서는 그렇게 변경할 수 없습니다.',
    REVIEW_NO_OPEN_REPORTS: '확인할 신고가 없는 리뷰입니다. 목록을 새로고침해 주세요.',
    OPERATOR_LOGIN_ID_TAKEN: '이미 쓰고 있는 운영자 아이디입니다.',
    OPERATOR_LAST_OWNER: '마지막 대표 운영자는 사용 중지할 수 없습니다. 다른 대표를 먼저 추가해 주세요.',
    OPERATOR_KEY_NAME_TAKEN: '이미 쓴 적이 있는 키 이름입니다. 감사 기록에서 헷갈리지 않도록 다른 이름을 지어 주세요.',
    OPERATOR_KEY_REVOKED: '이미 폐기한 키입니다.',
    CATALOG_CODE_TAKEN: '이미 다른 상품이나 옵션이 쓰고 있는 코드입니다.',
    CATALOG_BRAND_LOCKED: '옵션 코드가 브랜드 코드로 시작하므로 등록된 상품의 브랜드는 바꿀 수 없습니다.',
    STOCK_NOT_ENOUGH: '재고보다 많이 뺄 수 없습니다.',
    CATALOG_IMAGE_LAST: '상품에는 이미지가 하나 이상 있어야 합니다. 새 이미지를 먼저 올려 주세요.',
    PAYMENT_VOID_SETTLED: '이미 처리된 결제입니다. 목록을 새로고침해 주세요.',
    PAYMENT_VOID_PROVIDER_UNAVAILABLE:
      '지금 설정된 결제사가 아닌 곳에서 승인된 결제라 다시 취소할 수 없습니다. 그 결제사의 관리자 화면에서 취소하거나 직접 환불해 주세요.',
  },
  429: {
    OPERATOR_LOGIN_THROTTLED: '로그인 시도가 너무 많습니다. 잠시 후 다시 시도해 주세요.',
  },
});
