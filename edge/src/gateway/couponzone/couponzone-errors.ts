/** Error codes of the couponzone, by status, with their Korean messages (see ../errors.ts). */
import { errorCatalogue } from '../error-catalogue';

export const COUPONZONE_ERRORS = errorCatalogue({
  403: {
    COUPON_APP_ONLY: '앱에서만 받을 수 있는 쿠폰입니다. 녹차숍 앱에서 받아 주세요.',
  },
  404: {
    COUPON_CODE_INVALID: '유효하지 않은 쿠폰 번호입니다. 번호를 다시 확인해 주세요.',
  },
  409: {
    COUPON_DOWNLOAD_ENDED: '쿠폰을 받을 수 있는 기간이 끝났습니다.',
    COUPON_CODE_PERIOD_OVER: '쿠폰 등록 기간이 지났습니다.',
    COUPON_CODE_NOT_STARTED: '아직 등록할 수 있는 기간이 아닙니다. 등록 기간을 확인해 주세요.',
    COUPON_CODE_USED: '이미 사용된 쿠폰 번호입니다.',
    COUPON_ALREADY_REGISTERED: '이미 등록한 쿠폰입니다. 내 쿠폰에서 확인해 주세요.',
  },
  429: {
    COUPON_CODE_THROTTLED: '쿠폰 번호를 너무 많이 입력했습니다. 1시간 뒤에 다시 시도해 주세요.',
  },
});
