/** Error codes of 1:1 inquiries: status and Korean message (see ../errors.ts). */
export const INQUIRY_ERRORS = {
  INQUIRY_NOT_FOUND: { status: 404, message: '문의를 찾을 수 없습니다.' },
  INQUIRY_ANSWERED: { status: 409, message: '답변이 완료된 문의는 수정하거나 삭제할 수 없습니다. 추가로 궁금한 점은 새 문의로 남겨 주세요.' },
  INQUIRY_ORDER_NOT_FOUND: { status: 404, message: '선택한 주문을 찾을 수 없습니다. 주문을 다시 선택해 주세요.' },
} as const;
