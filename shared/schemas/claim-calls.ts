/**
 * Requests and answers of the claim calls (`/or/claim/v1/...`): exchange and return
 * requests after delivery, the claim list (cancels, exchanges, returns), and the empty-bottle
 * collection (공병 수거). Dates are 14-digit Korean-time `yyyyMMddHHmmss` strings.
 */
import { z } from 'zod';
import { BOTTLE_STATUS_NAMES, type BottleStatus } from '../order/order-status';
import { contractsNamed } from './contract';
import * as S from './claim-calls';
import { CLAIM_ROUTES } from './claim-routes';

export { CLAIM_REASONS, claimReasonName, type ClaimReasonCd } from '../order/claim-reasons';

export const ClaimReasonCdSchema = z.enum(['CHANGE_OF_MIND', 'DEFECTIVE', 'WRONG_ITEM', 'DAMAGED', 'OTHER'], { error: '신청 사유를 선택해 주세요.' });

export const ClaimTypeSchema = z.enum(['CANCEL', 'EXCHANGE', 'RETURN'], { error: '신청 유형이 올바르지 않습니다.' });
export type ClaimType = z.infer<typeof ClaimTypeSchema>;
export const CLAIM_TYPE_NAMES: Record<ClaimType, string> = { CANCEL: '취소', EXCHANGE: '교환', RETURN: '반품' };

export const ClaimStatusSchema = z.enum(['REQUESTED', 'PICKING_UP', 'COMPLETED', 'REJECTED']);
export type ClaimStatus = z.infer<typeof ClaimStatusSchema>;
export const CLAIM_STATUS_NAMES: Record<ClaimStatus, string> = { REQUESTED: '접수', PICKING_UP: '수거중', COMPLETED: '완료', REJECTED: '거부' };

const OrdNoSchema = z.string({ error: '주문번호를 보내 주세요.' }).trim().min(1, '주문번호를 보내 주세요.').max(40, '주문번호가 올바르지 않습니다.');

/** One order line asked for, and how many of it. */
export const ClaimLineInputSchema = z.object({
  ordLineNo: z.number({ error: '주문 상품 번호를 보내 주세요.' }).int('주문 상품 번호가 올바르지 않습니다.').positive('주문 상품 번호가 올바르지 않습니다.'),
  qty: z.number({ error: '수량을 보내 주세요.' }).int('수량은 정수여야 합니다.').min(1, '수량은 1개 이상이어야 합니다.').max(999, '수량이 올바르지 않습니다.'),
});
export type ClaimLineInput = z.infer<typeof ClaimLineInputSchema>;

const ClaimLinesSchema = z
  .array(ClaimLineInputSchema, { error: '신청할 상품을 선택해 주세요.' })
  .min(1, '신청할 상품을 선택해 주세요.')
  .max(50)
  .refine((lines) => new Set(lines.map((line) => line.ordLineNo)).size === lines.length, '같은 상품이 두 번 들어 있습니다.');

/** Where the courier picks the items up: an address typed in full, or one of the member's delivery addresses. */
export const PickupAddressSchema = z.object({
  rcptNm: z.string({ error: '받는 분을 입력해 주세요.' }).trim().min(1, '받는 분을 입력해 주세요.').max(30, '받는 분은 30자까지 입력할 수 있습니다.'),
  mobile: z
    .string({ error: '휴대폰 번호를 입력해 주세요.' })
    .transform((value) => value.replace(/\D/g, ''))
    .pipe(z.string().regex(/^01[016789]\d{7,8}$/, '휴대폰 번호를 확인해 주세요.')),
  zipNo: z.string({ error: '우편번호를 보내 주세요.' }).regex(/^\d{5}$/, '우편번호가 올바르지 않습니다.'),
  roadAddr: z.string({ error: '주소를 보내 주세요.' }).trim().min(1, '주소를 보내 주세요.').max(200),
  dtlAddr: z.string().trim().max(100, '상세주소는 100자까지 입력할 수 있습니다.').default(''),
});
export type PickupAddress = z.infer<typeof PickupAddressSchema>;
export const PickupSchema = z.union([PickupAddressSchema, z.object({ dlvAddrNo: z.number().int().positive('배송지 번호가 올바르지 않습니다.') })], {
  error: '수거지 주소를 보내 주세요.',
});

/** `POST /or/claim/v1/requestExchange` and `requestReturn` (header `Idempotency-Key`); 기타 needs a text. */
export const RequestClaimRequestSchema = z
  .object({
    ordNo: OrdNoSchema,
    lines: ClaimLinesSchema,
    reasonCd: ClaimReasonCdSchema,
    reasonText: z.string().trim().max(500, '사유는 500자까지 입력할 수 있습니다.').default(''),
    pickup: PickupSchema,
  })
  .refine((request) => request.reasonCd !== 'OTHER' || request.reasonText !== '', { path: ['reasonText'], message: '기타 사유를 입력해 주세요.' });
export type RequestClaimRequest = z.input<typeof RequestClaimRequestSchema>;
export const RequestExchangeRequestSchema = RequestClaimRequestSchema;
export const RequestReturnRequestSchema = RequestClaimRequestSchema;

/** `POST /or/claim/v1/previewReturn`: what a return of these lines would refund, before asking. */
export const PreviewReturnRequestSchema = z.object({ ordNo: OrdNoSchema, lines: ClaimLinesSchema, reasonCd: ClaimReasonCdSchema });

/** Money a return gives back: cash to the payment, points to the balance, after the fee. */
export const RefundPreviewSchema = z.object({
  /** Paid by the payment for these lines, minus the return shipping fee. */
  refundAmt: z.number().int().nonnegative(),
  /** Points used on these lines, given back. */
  refundPt: z.number().int().nonnegative(),
  returnShippingFee: z.number().int().nonnegative(),
});
export type RefundPreview = z.infer<typeof RefundPreviewSchema>;
export const PreviewReturnResponseSchema = z.object({ data: RefundPreviewSchema });

const ClaimLineSchema = z.object({
  ordLineNo: z.number().int(),
  prdNm: z.string(),
  prdOptnNm: z.string(),
  brandNm: z.string(),
  imageUrl: z.string(),
  saleAmt: z.number().int().nonnegative(),
  qty: z.number().int().positive(),
});

/** One cancel, exchange or return, as the claim list and detail show it. */
export const ClaimSchema = z.object({
  clmNo: z.number().int().positive(),
  clmType: ClaimTypeSchema,
  clmTypeNm: z.string(),
  ordNo: z.string(),
  orderNm: z.string(),
  status: ClaimStatusSchema,
  statusNm: z.string(),
  reasonCd: z.string(),
  reasonNm: z.string(),
  reasonText: z.string(),
  refundAmt: z.number().int().nonnegative(),
  refundPt: z.number().int().nonnegative(),
  returnShippingFee: z.number().int().nonnegative(),
  requestedAt: z.string(),
  completedAt: z.string().nullable(),
  pickup: PickupAddressSchema.nullable(),
  lines: z.array(ClaimLineSchema),
});
export type Claim = z.infer<typeof ClaimSchema>;
export const RequestClaimResponseSchema = z.object({ data: ClaimSchema });
export const RequestExchangeResponseSchema = RequestClaimResponseSchema;
export const RequestReturnResponseSchema = RequestClaimResponseSchema;
export const GetClaimDetailResponseSchema = RequestClaimResponseSchema;

/** `POST /or/claim/v1/getClaimList`: newest first, 10 a page. */
export const GetClaimListRequestSchema = z.object({
  type: ClaimTypeSchema.optional(),
  page: z.number({ error: '페이지를 보내 주세요.' }).int().min(1, '페이지는 1부터입니다.').max(1000).default(1),
});
export const GetClaimListResponseSchema = z.object({
  data: z.object({ claims: z.array(ClaimSchema), totalCnt: z.number().int().nonnegative(), page: z.number().int(), pageSize: z.number().int() }),
});
export type ClaimList = z.infer<typeof GetClaimListResponseSchema>['data'];

export const GetClaimDetailRequestSchema = z.object({
  clmNo: z.number({ error: '신청 번호를 보내 주세요.' }).int().positive('신청 번호가 올바르지 않습니다.'),
});

/** `POST /or/claim/v1/getClaimableOrder`: an order's lines and how many of each may still be claimed. */
export const GetClaimableOrderRequestSchema = z.object({
  ordNo: OrdNoSchema,
  type: z.enum(['EXCHANGE', 'RETURN'], { error: '신청 유형이 올바르지 않습니다.' }),
});
export const ClaimableOrderSchema = z.object({
  ordNo: z.string(),
  orderNm: z.string(),
  deliveredAt: z.string(),
  /** The last moment a claim is taken: 7 days after delivery. */
  deadlineAt: z.string(),
  address: PickupAddressSchema,
  lines: z.array(ClaimLineSchema.extend({ claimableQty: z.number().int().nonnegative() })),
  /** The fee a shopper-fault claim of this type costs. */
  shopperFaultFee: z.number().int().nonnegative(),
});
export type ClaimableOrder = z.infer<typeof ClaimableOrderSchema>;
export const GetClaimableOrderResponseSchema = z.object({ data: ClaimableOrderSchema });

export const BottleStatusSchema = z.enum(Object.keys(BOTTLE_STATUS_NAMES) as [BottleStatus, ...BottleStatus[]]);
export { BOTTLE_STATUS_NAMES, type BottleStatus };

/** `POST /or/claim/v1/requestBottleCollection`. */
export const RequestBottleCollectionRequestSchema = z.object({
  ordNo: OrdNoSchema,
  bottleCnt: z
    .number({ error: '공병 수량을 입력해 주세요.' })
    .int('공병 수량은 정수여야 합니다.')
    .min(1, '공병은 1개 이상 신청해 주세요.')
    .max(20, '공병은 한 번에 20개까지 신청할 수 있습니다.'),
});
export const BottleCollectionSchema = z.object({
  id: z.number().int().positive(),
  ordNo: z.string(),
  orderNm: z.string(),
  bottleCnt: z.number().int().positive(),
  status: BottleStatusSchema,
  statusNm: z.string(),
  /** Points earned (only once confirmed) or to be earned. */
  earnPt: z.number().int().nonnegative(),
  requestedAt: z.string(),
  confirmedAt: z.string().nullable(),
});
export type BottleCollection = z.infer<typeof BottleCollectionSchema>;
export const RequestBottleCollectionResponseSchema = z.object({ data: BottleCollectionSchema });

/** `POST /or/claim/v1/getBottleCollectionList`: the history, the orders still open for a pickup, and the rate. */
export const GetBottleCollectionListResponseSchema = z.object({
  data: z.object({
    pointsPerBottle: z.number().int().nonnegative(),
    collections: z.array(BottleCollectionSchema),
    eligibleOrders: z.array(z.object({ ordNo: z.string(), orderNm: z.string(), orderedAt: z.string(), statusNm: z.string() })),
  }),
});
export type BottleList = z.infer<typeof GetBottleCollectionListResponseSchema>['data'];

export const CLAIM_CONTRACTS = contractsNamed(S, CLAIM_ROUTES, {
  requestExchange: { summary: '교환 신청: 배송완료 7일 이내, 상품별 진행 중 신청 1건, 단순 변심은 왕복 배송비 5,000원 (Idempotency-Key 필수)' },
  requestReturn: { summary: '반품 신청: 배송완료 7일 이내, 환불 예정 금액(반품 배송비 차감) 포함 (Idempotency-Key 필수)' },
  getBottleCollectionList: { summary: '공병 수거 내역(신청, 수거완료, 적립완료, 반려)과 신청 가능한 주문, 개당 적립 포인트' },
  getClaimableOrder: { summary: '교환/반품 신청 화면: 주문 상품별 신청 가능 수량, 수거지(주문 배송지), 신청 기한' },
  previewReturn: { summary: '반품 환불 예정 금액: 선택한 상품의 결제 금액 몫에서 반품 배송비를 뺀 금액과 돌려받을 포인트' },
  getClaimList: { summary: '취소/교환/반품 내역: 최신순 10건씩, 유형별 필터, 상태명(접수, 수거중, 완료, 거부)과 환불 금액' },
  getClaimDetail: { summary: '취소/교환/반품 신청 상세' },
  requestBottleCollection: { summary: '공병 수거 신청: 배송완료·구매확정 주문당 1회, 1~20개, 수거 확인 후 개당 포인트 적립' },
});
