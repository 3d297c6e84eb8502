/** The claims calls' routes, schema-free so islands import them without zod (ADR 016). */
import { memberRoute, type RequestOf, type ResponseOf } from './contract';
import type {
  GetBottleCollectionListResponseSchema,
  GetClaimDetailRequestSchema,
  GetClaimListRequestSchema,
  GetClaimListResponseSchema,
  GetClaimableOrderRequestSchema,
  GetClaimableOrderResponseSchema,
  PreviewReturnRequestSchema,
  PreviewReturnResponseSchema,
  RequestBottleCollectionRequestSchema,
  RequestBottleCollectionResponseSchema,
  RequestClaimRequestSchema,
  RequestClaimResponseSchema,
} from './claim-calls';

export const CLAIM_ROUTES = {
  requestExchange: memberRoute<RequestOf<typeof RequestClaimRequestSchema>, ResponseOf<typeof RequestClaimResponseSchema>>(
    'POST',
    '/or/claim/v1/requestExchange',
  ),
  requestReturn: memberRoute<RequestOf<typeof RequestClaimRequestSchema>, ResponseOf<typeof RequestClaimResponseSchema>>('POST', '/or/claim/v1/requestReturn'),
  getBottleCollectionList: memberRoute<undefined, ResponseOf<typeof GetBottleCollectionListResponseSchema>>('POST', '/or/claim/v1/getBottleCollectionList'),
  getClaimableOrder: memberRoute<RequestOf<typeof GetClaimableOrderRequestSchema>, ResponseOf<typeof GetClaimableOrderResponseSchema>>(
    'POST',
    '/or/claim/v1/getClaimableOrder',
  ),
  previewReturn: memberRoute<RequestOf<typeof PreviewReturnRequestSchema>, ResponseOf<typeof PreviewReturnResponseSchema>>(
    'POST',
    '/or/claim/v1/previewReturn',
  ),
  getClaimList: memberRoute<RequestOf<typeof GetClaimListRequestSchema>, ResponseOf<typeof GetClaimListResponseSchema>>('POST', '/or/claim/v1/getClaimList'),
  getClaimDetail: memberRoute<RequestOf<typeof GetClaimDetailRequestSchema>, ResponseOf<typeof RequestClaimResponseSchema>>(
    'POST',
    '/or/claim/v1/getClaimDetail',
  ),
  requestBottleCollection: memberRoute<RequestOf<typeof RequestBottleCollectionRequestSchema>, ResponseOf<typeof RequestBottleCollectionResponseSchema>>(
    'POST',
    '/or/claim/v1/requestBottleCollection',
  ),
};
