/** Error codes of real-user speed, by status, with their Korean messages (see ../gateway/errors.ts). */
import { errorCatalogue } from '../gateway/error-catalogue';

export const RUM_ERRORS = errorCatalogue({
  403: {
    RUM_TOKEN_INVALID: '이 쇼핑몰 페이지에서 보낸 측정값인지 확인하지 못했습니다. 페이지가 준 토큰(data-rum-token)과 함께 보내 주세요.',
    RUM_TOKEN_EXPIRED: '페이지를 연 지 30분이 지나 측정값을 받지 않습니다. 페이지를 새로 열어 주세요.',
  },
  409: {
    RUM_VIEW_ALREADY_COUNTED: '이 페이지 보기의 측정값은 이미 받았습니다.',
  },
  429: {
    RUM_THROTTLED: '측정값을 너무 많이 보냈습니다. 잠시 후 다시 시도해 주세요.',
  },
  502: {
    RUM_READ_FAILED: 'Analytics Engine에서 체감 속도를 읽지 못했습니다. 잠시 후 다시 시도해 주세요.',
  },
  503: {
    RUM_COLLECTION_OFF: '체감 속도 수집에 필요한 설정(RUM_TOKEN_SECRET)이 없어 측정값을 받지 않습니다. 대표 운영자에게 설정을 요청해 주세요.',
    RUM_READ_NOT_CONFIGURED:
      '체감 속도를 Analytics Engine에서 읽을 설정(RUM_AE_ACCOUNT_ID, RUM_AE_API_TOKEN)이 없습니다. 대표 운영자에게 설정을 요청해 주세요.',
  },
});
