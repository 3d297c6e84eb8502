/** Error codes of the claims calls, by status, with their Korean messages (see ../errors.ts). */
import { errorCatalogue } from '../error-catalogue';

export const CLAIM_ERRORS = errorCatalogue({
  404: {
    CLAIM_ORDER_NOT_FOUND: '주문을 찾을 수 없습니다.',
    CLAIM_LINE_NOT_FOUND: '이 주문에 없는 상품입니다.',
    CLAIM_ADDRESS_NOT_FOUND: '배송지를 찾을 수 없습니다.',
    CLAIM_NOT_FOUND: '신청 내역을 찾을 수 없습니다.',
    BOTTLE_NOT_FOUND: '공병 수거 신청을 찾을 수 없습니다.',
  },
  409: {
    CLAIM_NOT_DELIVERED: '배송완료된 주문만 교환·반품을 신청할 수 있습니다.',
    CLAIM_PERIOD_OVER: '배송완료 후 7일이 지나 교환·반품을 신청할 수 없습니다. 고객센터로 문의해 주세요.',
    CLAIM_QTY_EXCEEDED: '신청 가능한 수량을 초과했습니다.',
    CLAIM_ALREADY_OPEN: '이미 교환 또는 반품 신청이 진행 중인 상품입니다.',
    CLAIM_STATUS_NOT_ALLOWED: '지금 상태에서는 이 처리를 할 수 없습니다.',
    BOTTLE_ORDER_NOT_ELIGIBLE: '배송완료 또는 구매확정된 주문만 공병 수거를 신청할 수 있습니다.',
    BOTTLE_ALREADY_REQUESTED: '이 주문으로 이미 공병 수거를 신청하셨습니다.',
    BOTTLE_STATUS_NOT_ALLOWED: '지금 상태에서는 이 처리를 할 수 없습니다.',
  },
});
