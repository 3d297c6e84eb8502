/** Error codes of 1:1 inquiries, by status, with their Korean messages (see ../errors.ts). */
import { errorCatalogue } from '../error-catalogue';

export const INQUIRY_ERRORS = errorCatalogue({
  404: {
    INQUIRY_NOT_FOUND: '문의를 찾을 수 없습니다.',
    INQUIRY_ORDER_NOT_FOUND: '선택한 주문을 찾을 수 없습니다. 주문을 다시 선택해 주세요.',
  },
  409: {
    INQUIRY_ANSWERED: '답변이 완료된 문의는 수정하거나 삭제할 수 없습니다. 추가로 궁금한 점은 새 문의로 남겨 주세요.',
  },
});
