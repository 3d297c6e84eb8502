/** Error codes only the operator API answers: status and Korean message (see ../gateway/errors.ts). */
export const OPS_ERRORS = {
  ORDER_STATUS_MOVE_ILLEGAL: { status: 409, message: '이 상태에서는 그 단계로 변경할 수 없습니다.' },
  TRACKING_NO_REQUIRED: { status: 400, message: '배송중으로 변경하려면 송장번호(trackingNo)가 필요합니다.' },
  CUSTOMER_NOT_FOUND: { status: 404, message: '고객을 찾을 수 없습니다.' },
  POINTS_NOT_ENOUGH: { status: 409, message: '보유 포인트보다 많이 차감할 수 없습니다.' },
  REVIEW_MOVE_ILLEGAL: { status: 409, message: '이 리뷰 상태에서는 그렇게 변경할 수 없습니다.' },
} as const;
