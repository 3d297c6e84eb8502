/** Error codes of stores and 마이샵, by status, with their Korean messages (see ../errors.ts). */
import { MY_SHOP_DELETE_FAILED_MESSAGE } from '#shared/stores/store-rules';
import { errorCatalogue } from '../error-catalogue';

export const STORE_ERRORS = errorCatalogue({
  404: {
    STORE_NOT_FOUND: '매장을 찾을 수 없습니다. 매장 목록에서 다시 선택해 주세요.',
  },
  409: {
    STORE_NAME_TAKEN: '같은 이름의 매장이 이미 있습니다. 매장 이름을 다시 확인해 주세요.',
    /** The message names the day; this one is the fallback. */
    MY_SHOP_LOCKED: '마이샵은 등록하고 한 달이 지나야 변경하거나 삭제할 수 있습니다.',
    MY_SHOP_SAME: '이미 마이샵으로 등록된 매장입니다.',
    MY_SHOP_DELETE_FAILED: MY_SHOP_DELETE_FAILED_MESSAGE,
  },
});
