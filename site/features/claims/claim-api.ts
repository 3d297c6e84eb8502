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
} from '../../../shared/schemas/claim-calls';
import { apiPost } from '../../lib/api-client';

export type { BottleCollection, BottleList, Claim, ClaimableOrder, ClaimLineInput, ClaimList, ClaimReasonCd, ClaimType, PickupAddress, RefundPreview };
export type ExchangeOrReturn = 'EXCHANGE' | 'RETURN';

const BASE = '/or/claim/v1';

export interface ClaimSubmission {
  ordNo: string;
  lines: ClaimLineInput[];
  reasonCd: ClaimReasonCd;
  reasonText: string;
  pickup: PickupAddress | { dlvAddrNo: number };
}

export async function getClaimableOrder(ordNo: string, type: ExchangeOrReturn): Promise<ClaimableOrder> {
  return (await apiPost<{ data: ClaimableOrder }>(`${BASE}/getClaimableOrder`, { ordNo, type })).data;
}

export async function previewReturn(ordNo: string, lines: ClaimLineInput[], reasonCd: ClaimReasonCd): Promise<RefundPreview> {
  return (await apiPost<{ data: RefundPreview }>(`${BASE}/previewReturn`, { ordNo, lines, reasonCd })).data;
}

/** Sends the exchange or return with `idempotencyKey`; the answer is the written claim. */
export async function submitClaim(type: ExchangeOrReturn, submission: ClaimSubmission, idempotencyKey: string): Promise<Claim> {
  const verb = type === 'RETURN' ? 'requestReturn' : 'requestExchange';
  return (await apiPost<{ data: Claim }>(`${BASE}/${verb}`, submission, { headers: { 'Idempotency-Key': idempotencyKey } })).data;
}

export async function getClaimList(type: ClaimType | undefined, page: number): Promise<ClaimList> {
  return (await apiPost<{ data: ClaimList }>(`${BASE}/getClaimList`, type ? { type, page } : { page })).data;
}

export async function getBottleList(): Promise<BottleList> {
  return (await apiPost<{ data: BottleList }>(`${BASE}/getBottleCollectionList`, {})).data;
}

export async function requestBottleCollection(ordNo: string, bottleCnt: number): Promise<BottleCollection> {
  return (await apiPost<{ data: BottleCollection }>(`${BASE}/requestBottleCollection`, { ordNo, bottleCnt })).data;
}
