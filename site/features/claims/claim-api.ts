/**
 * The claim calls of the gateway (`shared/schemas/claim-calls.ts`) for the exchange, return,
 * claim list and bottle screens. Only types are imported from the schemas, so zod stays out of
 * the islands. Exchange and return requests carry an `Idempotency-Key` made once per form, so a
 * double tap or a retry after a lost answer writes one claim.
 */
import type {
  BottleCollection,
  BottleList,
  Claim,
  ClaimableOrder,
  ClaimLineInput,
  ClaimList,
  ClaimReasonCd,
  ClaimType,
  PickupAddress,
  RefundPreview,
} from '#shared/schemas/claim-calls';
import { CLAIM_ROUTES } from '#shared/schemas/claim-routes';
import { callApi } from '#lib/api-client';

export type { BottleCollection, BottleList, Claim, ClaimableOrder, ClaimLineInput, ClaimList, ClaimReasonCd, ClaimType, PickupAddress, RefundPreview };
export type ExchangeOrReturn = 'EXCHANGE' | 'RETURN';

export interface ClaimSubmission {
  ordNo: string;
  lines: ClaimLineInput[];
  reasonCd: ClaimReasonCd;
  reasonText: string;
  pickup: PickupAddress | { dlvAddrNo: number };
}

export async function getClaimableOrder(ordNo: string, type: ExchangeOrReturn): Promise<ClaimableOrder> {
  return (await callApi(CLAIM_ROUTES.getClaimableOrder, { ordNo, type })).data;
}

export async function previewReturn(ordNo: string, lines: ClaimLineInput[], reasonCd: ClaimReasonCd): Promise<RefundPreview> {
  return (await callApi(CLAIM_ROUTES.previewReturn, { ordNo, lines, reasonCd })).data;
}

/** Sends the exchange or return with `idempotencyKey`; the answer is the written claim. */
export async function submitClaim(type: ExchangeOrReturn, submission: ClaimSubmission, idempotencyKey: string): Promise<Claim> {
  const route = type === 'RETURN' ? CLAIM_ROUTES.requestReturn : CLAIM_ROUTES.requestExchange;
  return (await callApi(route, submission, { headers: { 'Idempotency-Key': idempotencyKey } })).data;
}

export async function getClaimList(type: ClaimType | undefined, page: number): Promise<ClaimList> {
  return (await callApi(CLAIM_ROUTES.getClaimList, type ? { type, page } : { page })).data;
}

export async function getBottleList(): Promise<BottleList> {
  return (await callApi(CLAIM_ROUTES.getBottleCollectionList)).data;
}

export async function requestBottleCollection(ordNo: string, bottleCnt: number): Promise<BottleCollection> {
  return (await callApi(CLAIM_ROUTES.requestBottleCollection, { ordNo, bottleCnt })).data;
}
