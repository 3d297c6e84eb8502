/**
 * The claim calls (issue 5 §5) under `/or/claim/v1`, members only: exchange and return requests
 * after delivery (with an `Idempotency-Key`, so a double submit writes one claim), the refund a
 * return would give, the claim list and detail, and the empty-bottle collection (공병 수거).
 */
import {
  GetBottleListResponseSchema,
  GetClaimableOrderRequestSchema,
  GetClaimableOrderResponseSchema,
  GetClaimDetailRequestSchema,
  GetClaimListRequestSchema,
  GetClaimListResponseSchema,
  PreviewClaimRequestSchema,
  PreviewClaimResponseSchema,
  RequestBottleRequestSchema,
  RequestBottleResponseSchema,
  RequestClaimRequestSchema,
  RequestClaimResponseSchema,
} from '../../../../shared/schemas/claim-calls';
import { z } from 'zod';
import type { SessionOwner } from '../../auth/sessions';
import { defineEndpoint, type Endpoint } from '../endpoint';
import { GatewayError } from '../errors';
import { runIdempotent } from '../idempotency';
import { readBottleList, requestBottleCollection } from './bottle-collections';
import { checkAskedLines, loadClaimableOrder, toClaimableOrder } from './claimable-order';
import { readClaim, readClaimList } from './claim-read';
import { previewReturnRefund } from './claim-refund';
import { requestClaim } from './claim-request';
import { pointsPerBottle, returnShippingFee, type ExchangeOrReturn } from './claim-rules';

/** The caller's customer number; guests are refused with 401. */
function memberOf(owner: SessionOwner | null): number {
  if (!owner) throw new GatewayError('LOGIN_REQUIRED');
  return owner.incsNo;
}

function claimRequestEndpoint(type: ExchangeOrReturn, verb: string, summary: string): Endpoint {
  return defineEndpoint({
    method: 'POST',
    path: `/or/claim/v1/${verb}`,
    summary,
    request: RequestClaimRequestSchema,
    response: RequestClaimResponseSchema,
    auth: 'optional',
    handler: async ({ c, db, owner, input }) => {
      const incsNo = memberOf(owner);
      const key = c.req.header('idempotency-key');
      const answer = await runIdempotent(db, { owner: `m:${incsNo}`, scope: verb, key, body: input }, async () => {
        const clmNo = await requestClaim(db, incsNo, type, input);
        return { status: 200, body: { data: await readClaim(db, incsNo, clmNo) } };
      });
      return answer.body;
    },
  });
}

export const requestExchange = claimRequestEndpoint('EXCHANGE', 'requestExchange', '교환 신청: 배송완료 7일 이내, 상품별 진행 중 신청 1건, 단순 변심은 왕복 배송비 5,000원 (Idempotency-Key 필수)');
export const requestReturn = claimRequestEndpoint('RETURN', 'requestReturn', '반품 신청: 배송완료 7일 이내, 환불 예정 금액(반품 배송비 차감) 포함 (Idempotency-Key 필수)');

export const getClaimableOrder = defineEndpoint({
  method: 'POST',
  path: '/or/claim/v1/getClaimableOrder',
  summary: '교환/반품 신청 화면: 주문 상품별 신청 가능 수량, 수거지(주문 배송지), 신청 기한',
  request: GetClaimableOrderRequestSchema,
  response: GetClaimableOrderResponseSchema,
  auth: 'optional',
  handler: async ({ db, owner, input }) => ({ data: toClaimableOrder(await loadClaimableOrder(db, memberOf(owner), input.ordNo, Date.now()), input.type) }),
});

export const previewReturn = defineEndpoint({
  method: 'POST',
  path: '/or/claim/v1/previewReturn',
  summary: '반품 환불 예정 금액: 선택한 상품의 결제 금액 몫에서 반품 배송비를 뺀 금액과 돌려받을 포인트',
  request: PreviewClaimRequestSchema,
  response: PreviewClaimResponseSchema,
  auth: 'optional',
  handler: async ({ db, owner, input }) => {
    const loaded = await loadClaimableOrder(db, memberOf(owner), input.ordNo, Date.now());
    checkAskedLines(loaded, input.lines);
    return { data: await previewReturnRefund(db, input.ordNo, input.lines, returnShippingFee('RETURN', input.reasonCd)) };
  },
});

export const getClaimList = defineEndpoint({
  method: 'POST',
  path: '/or/claim/v1/getClaimList',
  summary: '취소/교환/반품 내역: 최신순 10건씩, 유형별 필터, 상태명(접수, 수거중, 완료, 거부)과 환불 금액',
  request: GetClaimListRequestSchema,
  response: GetClaimListResponseSchema,
  auth: 'optional',
  handler: async ({ db, owner, input }) => ({ data: await readClaimList(db, memberOf(owner), input) }),
});

export const getClaimDetail = defineEndpoint({
  method: 'POST',
  path: '/or/claim/v1/getClaimDetail',
  summary: '취소/교환/반품 신청 상세',
  request: GetClaimDetailRequestSchema,
  response: RequestClaimResponseSchema,
  auth: 'optional',
  handler: async ({ db, owner, input }) => ({ data: await readClaim(db, memberOf(owner), input.clmNo) }),
});

export const requestBottle = defineEndpoint({
  method: 'POST',
  path: '/or/claim/v1/requestBottleCollection',
  summary: '공병 수거 신청: 배송완료·구매확정 주문당 1회, 1~20개, 수거 확인 후 개당 포인트 적립',
  request: RequestBottleRequestSchema,
  response: RequestBottleResponseSchema,
  auth: 'optional',
  handler: async ({ c, db, owner, input }) => ({ data: await requestBottleCollection(db, memberOf(owner), input, pointsPerBottle(c.env)) }),
});

export const getBottleList = defineEndpoint({
  method: 'POST',
  path: '/or/claim/v1/getBottleCollectionList',
  summary: '공병 수거 내역(신청, 수거완료, 적립완료, 반려)과 신청 가능한 주문, 개당 적립 포인트',
  request: z.object({}),
  response: GetBottleListResponseSchema,
  auth: 'optional',
  handler: async ({ c, db, owner }) => ({ data: await readBottleList(db, memberOf(owner), pointsPerBottle(c.env)) }),
});

/** The claim calls, in the order the screens use them. */
export const CLAIM_ENDPOINTS: readonly Endpoint[] = [
  getClaimableOrder,
  previewReturn,
  requestExchange,
  requestReturn,
  getClaimList,
  getClaimDetail,
  getBottleList,
  requestBottle,
];
