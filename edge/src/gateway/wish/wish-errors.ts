/** Error codes of the wish calls, by status, with their Korean messages (see ../errors.ts). */
import { errorCatalogue } from '../error-catalogue';

export const WISH_ERRORS = errorCatalogue({
  404: {
    WISH_ITEM_NOT_FOUND: '위시리스트에서 상품을 찾을 수 없습니다. 새로고침한 뒤 다시 시도해 주세요.',
  },
  409: {
    WISH_LIMIT_EXCEEDED: '위시리스트에는 최대 200개까지 담을 수 있습니다. 담아 둔 상품을 정리한 뒤 다시 담아 주세요.',
  },
});
