/** Error codes of the order-history calls, by status, with their Korean messages (see ../errors.ts). */
import { errorCatalogue } from '../error-catalogue';

export const ORDER_HISTORY_ERRORS = errorCatalogue({
  400: {
    ORDER_PERIOD_INCOMPLETE: '조회 시작일과 종료일을 모두 선택해 주세요.',
    ORDER_PERIOD_INVALID_DATE: '조회 기간의 날짜가 올바르지 않습니다.',
    ORDER_PERIOD_REVERSED: '조회 시작일은 종료일보다 늦을 수 없습니다.',
    ORDER_PERIOD_TOO_LONG: '조회 기간은 최대 1년까지 선택할 수 있습니다.',
    REFUND_LINE_INVALID: '환불할 상품과 수량을 확인해 주세요.',
  },
  409: {
    ORDER_NOT_CANCELLABLE: '결제완료 또는 상품준비중인 주문만 취소할 수 있습니다. 배송이 시작된 주문은 배송 완료 후 반품을 신청해 주세요.',
    ORDER_NOT_CONFIRMABLE: '배송이 완료된 주문만 구매확정할 수 있습니다.',
    ORDER_NOT_REFUNDABLE: '환불할 수 있는 상태의 주문이 아닙니다.',
    REFUND_REFUSED: '결제사에서 결제 취소를 거절했습니다. 고객센터로 문의해 주세요.',
    REFUND_IN_PROGRESS: '이 주문의 환불을 처리하고 있습니다. 잠시 후 주문 내역을 확인해 주세요.',
    ORDER_CHANGED: '주문 상태가 바뀌었습니다. 주문 내역을 다시 확인해 주세요.',
  },
  502: {
    REFUND_PROVIDER_UNAVAILABLE: '결제사에 연결하지 못해 취소하지 못했습니다. 잠시 후 다시 시도해 주세요.',
  },
});
