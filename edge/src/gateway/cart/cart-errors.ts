/** Error codes of the cart calls beyond the shared ones in ../errors.ts, by status, with their Korean messages. */
import { errorCatalogue } from '../error-catalogue';

export const CART_ERRORS = errorCatalogue({
  409: {
    // products.buy_rule DIRECT_ONLY: the green tea club kit is sold by 바로구매 only.
    CART_DIRECT_ONLY: '녹차클럽 키트는 바로구매로만 구매할 수 있습니다.',
  },
});
