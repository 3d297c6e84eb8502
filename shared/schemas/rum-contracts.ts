/** The real-user speed calls' contracts: each route with its schemas (ADR 016). */
import { defineContract } from './contract';
import { RumBeaconSchema, RumCollectResponseSchema, RumSummaryRequestSchema, RumSummaryResponseSchema } from './rum-calls';
import { RUM_ROUTES } from './rum-routes';
import { defineOpsContract } from './ops-route';

export const RUM_CONTRACTS = {
  collect: defineContract(RUM_ROUTES.collect, {
    summary:
      '체감 속도 수집: 쇼핑 중인 브라우저가 페이지 보기마다 한 번, 그 페이지가 받은 토큰과 함께 보내는 LCP·INP·CLS. 토큰이 없거나 맞지 않으면 403, 이미 받은 페이지 보기면 409, 검색 로봇의 것은 저장하지 않고, 한 주소에서 너무 많이 오면 429. 성공하면 204 (본문 없음)',
    request: RumBeaconSchema,
    response: RumCollectResponseSchema,
    noContent: true,
    errors: ['PAYLOAD_TOO_LARGE', 'RUM_THROTTLED', 'RUM_TOKEN_INVALID', 'RUM_TOKEN_EXPIRED', 'RUM_VIEW_ALREADY_COUNTED', 'RUM_COLLECTION_OFF'],
  }),
  summary: defineOpsContract(RUM_ROUTES.summary, {
    summary: '체감 속도: 최근 1·7·28일 동안 페이지 유형별 LCP·INP·CLS의 75번째 백분위수와 표본 수 (대표, 콘텐츠)',
    request: RumSummaryRequestSchema,
    response: RumSummaryResponseSchema,
    errors: ['RUM_READ_NOT_CONFIGURED', 'RUM_READ_FAILED'],
  }),
};
