/**
 * Requests and answers of the operator API (`/ops/v1/...`, docs/operator-orders.md): order status
 * moves and lists, claim and bottle-collection moves, points and coupons for a customer. `npm run
 * ops` sends digit-only values as numbers, so text fields accept numbers too.
 */
import { z } from 'zod';
import { ORDER_STATUSES } from '../order/order-status';
import { BottleCollectionSchema, BottleStatusSchema, ClaimSchema, ClaimStatusSchema, ClaimTypeSchema } from './claim-calls';

/** A carrier's tracking number, as the status move and the tracking CSV accept it. */
export const TRACKING_NO_PATTERN = /^[0-9A-Za-z-]{6,30}$/;
export const TRACKING_NO_MESSAGE = '송장번호는 영문·숫자 6~30자여야 합니다.';

/** Text that `npm run ops` may have sent as a number. */
const asText = z.union([z.string(), z.number().int().nonnegative()]).transform(String);
/** Rows to skip: the console pages a queue by `limit` and `offset`. */
export const listOffset = z.number({ error: 'offset은 숫자여야 합니다.' }).int().min(0).max(100_000).default(0);
export const listLimit = z
  .number({ error: 'limit은 숫자여야 합니다.' })
  .int()
  .min(1, 'limit은 1 이상이어야 합니다.')
  .max(500, 'limit은 500 이하여야 합니다.')
  .optional();

export const OrderStatusMoveRequestSchema = z.object({
  ordNo: asText.pipe(z.string().min(1, '주문 번호(ordNo)를 보내 주세요.').max(40)),
  status: z.enum(ORDER_STATUSES, { error: `status는 ${ORDER_STATUSES.join(', ')} 중 하나여야 합니다.` }),
  trackingNo: asText.pipe(z.string().trim().regex(TRACKING_NO_PATTERN, TRACKING_NO_MESSAGE)).optional(),
});
export const OrderStatusMoveResponseSchema = z.object({
  data: z.object({ ordNo: z.string(), status: z.enum(ORDER_STATUSES), statusNm: z.string(), trackingNo: z.string().nullable(), statusChangedDttm: z.string() }),
});

export const OrderListRequestSchema = z.object({
  status: z.enum(ORDER_STATUSES, { error: `status는 ${ORDER_STATUSES.join(', ')} 중 하나여야 합니다.` }).optional(),
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
  ordDttm: z.string(),
});
export const OrderListResponseSchema = z.object({ data: z.array(OpsOrderSchema) });
export const ExpirePendingResponseSchema = z.object({ data: z.object({ abandonedCnt: z.number().int().nonnegative() }) });

export const ClaimMoveRequestSchema = z.object({
  clmNo: z.number({ error: 'clmNo(신청 번호)를 숫자로 보내 주세요.' }).int().positive(),
  status: z.enum(['PICKING_UP', 'COMPLETED', 'REJECTED'], { error: 'status는 PICKING_UP, COMPLETED, REJECTED 중 하나여야 합니다.' }),
});
export const ClaimMoveResponseSchema = z.object({ data: ClaimSchema });
export const ClaimListRequestSchema = z.object({
  status: ClaimStatusSchema.optional(),
  type: ClaimTypeSchema.optional(),
  limit: listLimit,
  offset: listOffset,
});
export const ClaimListResponseSchema = z.object({ data: z.array(ClaimSchema.extend({ incsNo: z.number().int() })) });

export const BottleMoveRequestSchema = z.object({
  id: z.number({ error: 'id(공병 수거 신청 번호)를 숫자로 보내 주세요.' }).int().positive(),
  status: z.enum(['COLLECTED', 'CONFIRMED', 'REJECTED'], { error: 'status는 COLLECTED, CONFIRMED, REJECTED 중 하나여야 합니다.' }),
});
export const BottleMoveResponseSchema = z.object({ data: BottleCollectionSchema });
export const BottleListRequestSchema = z.object({ status: BottleStatusSchema.optional(), limit: listLimit, offset: listOffset });
export const BottleListResponseSchema = z.object({ data: z.array(BottleCollectionSchema.extend({ incsNo: z.number().int() })) });

/** A customer named by number or by login ID; one of them is required. */
const customerRef = {
  incsNo: z.number().int().positive().optional(),
  custWebId: asText.pipe(z.string().min(1).max(50)).optional(),
};
const namesCustomer = (body: { incsNo?: number; custWebId?: string }) => Boolean(body.incsNo || body.custWebId);
const NAME_CUSTOMER = { message: 'incsNo 또는 custWebId로 고객을 알려 주세요.', path: ['custWebId'] };

export const GrantPointsRequestSchema = z
  .object({
    ...customerRef,
    delta: z
      .number({ error: 'delta는 0이 아닌 정수여야 합니다.' })
      .int()
      .refine((delta) => delta !== 0 && Math.abs(delta) <= 10_000_000, 'delta는 0이 아닌 정수(±1,000만 이내)여야 합니다.'),
    memo: asText.pipe(z.string().trim().min(1, 'memo(사유)를 보내 주세요.').max(100, 'memo는 100자 이내여야 합니다.')),
    /** `EVENT` for an event's credit (이벤트 적립), else an operator's adjustment. */
    reason: z.enum(['ADJUST', 'EVENT'], { error: 'reason은 ADJUST 또는 EVENT여야 합니다.' }).default('ADJUST'),
  })
  .refine(namesCustomer, NAME_CUSTOMER)
  .refine((input) => input.reason !== 'EVENT' || input.delta > 0, { message: '이벤트 적립(EVENT)은 양수만 보낼 수 있습니다.', path: ['delta'] });
export const GrantPointsResponseSchema = z.object({ data: z.object({ incsNo: z.number().int(), rmnPt: z.number().int() }) });

export const IssueCouponRequestSchema = z
  .object({
    ...customerRef,
    cpnNm: asText.pipe(z.string().trim().min(1, 'cpnNm(쿠폰 이름)을 보내 주세요.').max(50)),
    dcAmt: z.number().int().positive().max(10_000_000).optional(),
    dcRate: z.number().int().min(1).max(100).optional(),
    minOrderAmt: z.number().int().nonnegative().default(0),
    days: z.number().int().min(1).max(3650).default(30),
    chnCds: z
      .string()
      .regex(/^[123](,[123])*$/, 'chnCds는 1,2,3 중 쉼표로 나눈 값이어야 합니다.')
      .default('1,2,3'),
    /** Why it is issued: kept in the audit log (the console asks for it). */
    memo: asText.pipe(z.string().trim().max(100, 'memo는 100자 이내여야 합니다.')).optional(),
  })
  .refine(namesCustomer, NAME_CUSTOMER)
  .refine((body) => (body.dcAmt === undefined) !== (body.dcRate === undefined), { message: 'dcAmt(원)과 dcRate(%) 중 하나만 보내 주세요.', path: ['dcAmt'] });
export const IssueCouponResponseSchema = z.object({
  data: z.object({ incsNo: z.number().int(), customerCouponId: z.number().int(), cpnNm: z.string(), expiresAt: z.number().int() }),
});
