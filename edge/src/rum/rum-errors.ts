/** Error codes of real-user speed (issue 14 §3): status and Korean message (see ../gateway/errors.ts). */
export const RUM_ERRORS = {
  RUM_THROTTLED: { status: 429, message: '측정값을 너무 많이 보냈습니다. 잠시 후 다시 시도해 주세요.' },
  RUM_READ_NOT_CONFIGURED: {
    status: 503,
    message: '체감 속도를 Analytics Engine에서 읽을 설정(RUM_AE_ACCOUNT_ID, RUM_AE_API_TOKEN)이 없습니다. 대표 운영자에게 설정을 요청해 주세요.',
  },
  RUM_READ_FAILED: { status: 502, message: 'Analytics Engine에서 체감 속도를 읽지 못했습니다. 잠시 후 다시 시도해 주세요.' },
} as const;
