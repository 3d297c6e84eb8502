/**
 * The operator API's order calls (`/ops/v1/...`, docs/operator-orders.md): order status moves and
 * lists, claim and bottle-collection moves. `npm run ops` sends digit-only values as numbers, so
 * text fields accept numbers too.
 */
import { z } from 'zod';
import { ORDER_STATUSES } from '../order/order-status';
import { CARRIER_CODES, CARRIERS, fitsCarrier, normalTrackingNo, trackingNoRule } from '../order/carriers';
import { BottleCollectionSchema, BottleStatusSchema, ClaimSchema, ClaimStatusSchema, ClaimTypeSchema } from './claim-calls';
import { asText, listLimit, listOffset } from './ops-fields';
import { UNPAID_HOLD_MINUTES } from '../order/unpaid-checkouts';
import { ORDER_OPS_ROUTES as R } from './order-ops-routes';
import { contractsNamed } from './contract';
import * as S from './order-ops-calls';

const CARRIER_CD_MESSAGE = `carrierCd(택배사)는 ${CARRIER_CODES.map((code) => `${code}(${CARRIERS[code].carrierNm})`).join(', ')} 중 하나여야 합니다.`;
/** The carrier of a tracking number. */
export const CarrierCdSchema = z.enum(CARRIER_CODES, { error: CARRIER_CD_MESSAGE });

/** An order status as a request names it. */
export const OrderStatusFieldSchema = z.enum(ORDER_STATUSES, { error: `status는 ${ORDER_STATUSES.join(', ')} 중 하나여야 합니다.` });
export const MoveOrderStatusRequestSchema = z
  .object({
    ordNo: asText.pipe(z.string().min(1, '주문 번호(ordNo)를 보내 주세요.').max(40)),
    status: OrderStatusFieldSchema,
    /** Written as on the label; dashes and spaces are dropped. */
    trackingNo: asText.transform(normalTrackingNo).optional(),
    carrierCd: CarrierCdSchema.optional(),
  })
  .superRefine(({ trackingNo, carrierCd }, context) => {
    // A number means nothing without its carrier, and each carrier's numbers have their own form.
    if (trackingNo !== undefined && !carrierCd)
      context.addIssue({ code: 'custom', path: ['carrierCd'], message: '송장번호와 함께 택배사(carrierCd)를 골라 주세요.' });
    if (carrierCd && trackingNo !== undefined && !fitsCarrier(carrierCd, trackingNo))
      context.addIssue({ code: 'custom', path: ['trackingNo'], message: trackingNoRule(carrierCd) });
  });
export const MoveOrderStatusResponseSchema = z.object({
  data: z.object({
    ordNo: z.string(),
    status: z.enum(ORDER_STATUSES),
    statusNm: z.string(),
    trackingNo: z.string().nullable(),
    carrierCd: z.enum(CARRIER_CODES).nullable(),
    statusChangedDttm: z.string(),
  }),
});

export const ListOrdersRequestSchema = z.object({
  status: OrderStatusFieldSchema.optional(),
  limit: listLimit,
});
export const OpsOrderSchema = z.object({
  ordNo: z.string(),
  incsNo: z.number().int(),
  custWebId: z.string().nullable(),
  custNm: z.string(),
  status: z.enum(ORDER_STATUSES),
  statusNm: z.string(),
  nextStatus: z.enum(ORDER_STATUSES).nullable(),
  orderNm: z.string(),
  payAmt: z.number().int(),
  trackingNo: z.string().nullable(),
  carrierCd: z.enum(CARRIER_CODES).nullable(),
  ordDttm: z.string(),
});
export const ListOrdersResponseSchema = z.object({ data: z.array(OpsOrderSchema) });
export const ExpirePendingOrdersResponseSchema = z.object({ data: z.object({ abandonedCnt: z.number().int().nonnegative() }) });

export const MoveClaimStatusRequestSchema = z.object({
  clmNo: z.number({ error: 'clmNo(신청 번호)를 숫자로 보내 주세요.' }).int().positive(),
  status: z.enum(['PICKING_UP', 'COMPLETED', 'REJECTED'], { error: 'status는 PICKING_UP, COMPLETED, REJECTED 중 하나여야 합니다.' }),
});
export const MoveClaimStatusResponseSchema = z.object({ data: ClaimSchema });
export const ListClaimsRequestSchema = z.object({
  status: ClaimStatusSchema.optional(),
  type: ClaimTypeSchema.optional(),
  limit: listLimit,
  offset: listOffset,
});
export const ListClaimsResponseSchema = z.object({ data: z.array(ClaimSchema.extend({ incsNo: z.number().int() })) });

export const MoveBottleStatusRequestSchema = z.object({
  id: z.number({ error: 'id(공병 수거 신청 번호)를 숫자로 보내 주세요.' }).int().positive(),
  status: z.enum(['COLLECTED', 'CONFIRMED', 'REJECTED'], { error: 'status는 COLLECTED, CONFIRMED, REJECTED 중 하나여야 합니다.' }),
});
export const MoveBottleStatusResponseSchema = z.object({ data: BottleCollectionSchema });
export const ListBottlesRequestSchema = z.object({ status: BottleStatusSchema.optional(), limit: listLimit, offset: listOffset });
export const ListBottlesResponseSchema = z.object({ data: z.array(BottleCollectionSchema.extend({ incsNo: z.number().int() })) });

export const ORDER_OPS_CONTRACTS = contractsNamed(S, R, {
  moveOrderStatus: {
    summary: '주문 상태 한 단계 이동: 결제완료→상품준비중→배송중(택배사와 송장번호)→배송완료→구매확정',
    errors: ['ORDER_NOT_FOUND', 'ORDER_STATUS_MOVE_ILLEGAL', 'TRACKING_NO_REQUIRED', 'ORDER_CHANGED'],
  },
  listOrders: { summary: '주문 목록(최신순), 상태로 거르기' },
  expirePendingOrders: { summary: `${UNPAID_HOLD_MINUTES}분 넘게 결제되지 않은 주문을 취소하고 재고·쿠폰·포인트를 돌려줌` },
  moveClaimStatus: { summary: '교환·반품 진행: 수거중, 완료(반품은 환불), 반려', errors: ['CLAIM_NOT_FOUND'] },
  listClaims: { summary: '취소·교환·반품 신청 목록' },
  moveBottleStatus: { summary: '공병 수거 진행: 수거완료, 적립(포인트 1회), 반려', errors: ['BOTTLE_NOT_FOUND', 'BOTTLE_STATUS_NOT_ALLOWED'] },
  listBottles: { summary: '공병 수거 신청 목록' },
});
