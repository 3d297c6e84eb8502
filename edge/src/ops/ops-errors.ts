/** Error codes only the operator API answers: status and Korean message (see ../gateway/errors.ts). */
export const OPS_ERRORS = {
  ORDER_STATUS_MOVE_ILLEGAL: { status: 409, message: '이 상태에서는 그 단계로 변경할 수 없습니다.' },
  TRACKING_NO_REQUIRED: { status: 400, message: '배송중으로 변경하려면 송장번호(trackingNo)가 필요합니다.' },
  CUSTOMER_NOT_FOUND: { status: 404, message: '고객을 찾을 수 없습니다.' },
  POINTS_NOT_ENOUGH: { status: 409, message: '보유 포인트보다 많이 차감할 수 없습니다.' },
  REVIEW_MOVE_ILLEGAL: { status: 409, message: '이 리뷰 상태에서는 그렇게 변경할 수 없습니다.' },
  OPERATOR_LOGIN_ID_TAKEN: { status: 409, message: '이미 쓰고 있는 운영자 아이디입니다.' },
  OPERATOR_NOT_FOUND: { status: 404, message: '운영자를 찾을 수 없습니다.' },
  OPERATOR_LAST_OWNER: { status: 409, message: '마지막 대표 운영자는 사용 중지할 수 없습니다. 다른 대표를 먼저 추가해 주세요.' },
  OPERATOR_LOGIN_FAILED: { status: 401, message: '아이디, 비밀번호 또는 인증 코드가 맞지 않습니다.' },
  OPERATOR_LOGIN_THROTTLED: { status: 429, message: '로그인 시도가 너무 많습니다. 잠시 후 다시 시도해 주세요.' },
  TRACKING_CSV_INVALID: { status: 400, message: '송장번호 파일을 읽을 수 없습니다.' },
  FAQ_NOT_FOUND: { status: 404, message: 'FAQ를 찾을 수 없습니다.' },
  GRADE_NOT_FOUND: { status: 404, message: '없는 등급입니다. 등급을 다시 선택해 주세요.' },
} as const;
