/**
 * The refusals of a worker that lacks a setting it needs (required-settings.ts names them in the
 * log): the shopper is told to come back, never shown a half-done order or a built-in default.
 */
import { errorCatalogue } from '../gateway/error-catalogue';

export const SETTINGS_ERRORS = errorCatalogue({
  503: {
    // No payment provider may take money here (payments/select-provider.ts).
    PAYMENT_UNAVAILABLE: '지금은 결제를 받을 수 없어 주문할 수 없습니다. 잠시 후 다시 시도해 주시고, 계속되면 고객센터로 문의해 주세요.',
    // A secret the call needs is not set (CUSTOMER_ENC_KEY, for example).
    SERVICE_NOT_CONFIGURED: '지금은 이 기능을 이용할 수 없습니다. 잠시 후 다시 시도해 주세요.',
  },
});
