/** Error codes of the order calls, by status, with their Korean messages (see ../errors.ts). */
import { OPEN_CHECKOUTS_MAX, UNPAID_HOLD_MINUTES } from '#shared/order/unpaid-checkouts';
import { errorCatalogue } from '../error-catalogue';

export const ORDER_ERRORS = errorCatalogue({
  400: {
    // Idempotent calls (../idempotency.ts): createOrder, confirmPayment, cancelOrder.
    IDEMPOTENCY_KEY_REQUIRED: '요청 식별 키(Idempotency-Key)가 필요합니다. 페이지를 새로고침한 뒤 다시 시도해 주세요.',
    // The order sheet and order creation.
    ORDER_ITEMS_REQUIRED: '주문할 상품이 없습니다. 장바구니에서 상품을 선택해 주세요.',
    POINTS_INVALID: '포인트 사용 금액을 확인해 주세요.',
    POINTS_UNIT: '포인트는 정해진 단위로만 사용할 수 있습니다.',
    CONSENT_REQUIRED: '필수 약관에 동의해 주세요.',
    // Payment.
    PAYMENT_AMOUNT_MISMATCH: '결제 금액이 주문 금액과 다릅니다. 결제가 진행되지 않았습니다.',
  },
  402: {
    PAYMENT_REJECTED: '결제가 승인되지 않았습니다. 다른 결제수단으로 다시 시도해 주세요.',
  },
  404: {
    ORDER_LINE_NOT_FOUND: '주문할 상품을 장바구니에서 찾을 수 없습니다. 장바구니를 다시 확인해 주세요.',
    DELIVERY_ADDRESS_NOT_FOUND: '배송지를 찾을 수 없습니다. 배송지를 다시 선택해 주세요.',
    ORDER_NOT_FOUND: '주문을 찾을 수 없습니다.',
  },
  409: {
    IDEMPOTENCY_IN_PROGRESS: '같은 요청을 처리하고 있습니다. 잠시 후 다시 확인해 주세요.',
    // The order sheet and order creation.
    ORDER_MAX_QTY_EXCEEDED: '1회 구매 가능한 수량을 넘었습니다. 수량을 확인해 주세요.',
    OUT_OF_STOCK: '재고가 부족한 상품이 있습니다. 주문 수량을 확인해 주세요.',
    CART_ONLY_PRODUCT: '단독으로 구매할 수 없는 상품입니다. 다른 상품과 함께 장바구니에서 주문해 주세요.',
    DIRECT_ONLY_PRODUCT: '바로구매로만 구매할 수 있는 상품입니다. 상품 상세에서 바로구매해 주세요.',
    COUPON_NOT_USABLE: '사용할 수 없는 쿠폰입니다. 쿠폰을 다시 선택해 주세요.',
    POINTS_NOT_ENOUGH: '보유 포인트가 부족합니다.',
    // A member keeps at most this many checkouts unpaid (order-holds.ts); pending orders are not listed
    // in 주문/배송 조회 (ADR 011), so the way out is the payment window, or the hold running out.
    UNPAID_ORDERS_LIMIT: `결제하지 않은 주문이 ${OPEN_CHECKOUTS_MAX}건 있어 새 주문을 만들 수 없습니다. 진행 중인 결제를 마치거나 결제창에서 취소한 뒤 다시 주문해 주세요. 결제하지 않은 주문은 ${UNPAID_HOLD_MINUTES}분이 지나면 자동으로 취소됩니다.`,
    ORDER_AMOUNT_CHANGED: '결제 금액이 변경되었습니다. 변경된 금액을 확인한 뒤 다시 결제해 주세요.',
    // Payment and the order afterwards.
    ORDER_NOT_PAYABLE: '결제할 수 없는 주문입니다. 주문을 다시 진행해 주세요.',
    ORDER_ALREADY_PAID: '이미 결제가 완료된 주문입니다. 주문 내역에서 확인해 주세요.',
    // Another confirm of the same order (another tab, another key) is still at the provider. Not kept as
    // an idempotent answer (../idempotency.ts), so asking again later gets the settled order.
    PAYMENT_IN_PROGRESS: '같은 주문의 결제를 확인하고 있습니다. 잠시 후 주문 내역에서 확인해 주세요.',
    PAYMENT_FAILED: '결제를 완료하지 못했습니다. 잠시 후 다시 시도해 주세요.',
  },
  422: {
    IDEMPOTENCY_KEY_REUSED: '이미 다른 내용으로 처리된 요청입니다. 페이지를 새로고침한 뒤 다시 시도해 주세요.',
  },
  503: {
    // The provider did not say (timeout, outage): the order stays pending so a retry can settle it.
    PAYMENT_RESULT_UNKNOWN: '결제 결과를 확인하지 못했습니다. 잠시 후 다시 시도해 주세요.',
  },
});
