/**
 * Requests and answers of the cart calls (`/or/cart/v1/...`), as the gateway serves
 * them under `/api`. A guest's cart is the HttpOnly `inm_guest_cart` cookie's (ADR 038); a logged-in
 * member's is keyed by the customer number of the Bearer token. The `sessId` every body carries
 * names the visit and grants nothing.
 */
import { z } from 'zod';
import { InmOptnPrdNoSchema } from './catalog-calls';
import { contractsNamed } from './contract';
import * as S from './cart-calls';
import { CART_ROUTES } from './cart-routes';

/** The `sessId` cookie, or `''` when there is none, spelled as getOrderCartCount takes it. */
export const CartSessIdSchema = z
  .string({ error: '세션 ID를 보내 주세요.' })
  .regex(/^(?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})?$/i, '세션 ID 형식이 올바르지 않습니다.');

/** A cart line's id, as getCartList answers it. */
export const CartLineIdSchema = z
  .number({ error: '장바구니 상품 번호를 보내 주세요.' })
  .int('장바구니 상품 번호가 올바르지 않습니다.')
  .positive('장바구니 상품 번호가 올바르지 않습니다.');

/** A quantity a shopper asks for; the gateway caps it by stock and the product's limit. */
export const CartQtySchema = z
  .number({ error: '수량을 보내 주세요.' })
  .int('수량은 정수여야 합니다.')
  .min(1, '수량은 1개 이상이어야 합니다.')
  .max(999, '수량은 999개까지 입력할 수 있습니다.');

/** One line of the cart: the cart line item plus what the cart screen shows of it. */
export const CartLineSchema = z.object({
  cartLineId: z.number().int().positive(),
  /** Option product number. */
  inmOptnPrdNo: z.string(),
  qty: z.number().int().positive(),
  /** The option's sale price per unit, KRW. */
  prdprice: z.number().int().nonnegative(),
  inmPrdNo: z.string(),
  productCode: z.string(),
  prdNm: z.string(),
  brandNm: z.string(),
  prdOptnNm: z.string(),
  imageUrl: z.string(),
  imageAlt: z.string(),
  /** The option's list price per unit, KRW. */
  cnsmAmt: z.number().int().nonnegative(),
  /** The option's sale price per unit, KRW. */
  saleAmt: z.number().int().nonnegative(),
  stock: z.number().int().nonnegative(),
  /** The most of this option one order may hold: the smaller of stock and the product's limit. */
  maxQty: z.number().int().nonnegative(),
  /** Sold out: left out of every total. */
  soldOutYn: z.enum(['Y', 'N']),
  /** Taken off sale (판매중지) since it was added: shown, never selected, totalled or ordered. */
  saleStopYn: z.enum(['Y', 'N']),
  /** Counted in the summary: asked for by `selectedCartLineIds` (all lines when absent), not sold out and on sale. */
  selectedYn: z.enum(['Y', 'N']),
});
export type CartLine = z.infer<typeof CartLineSchema>;

/** The cart's totals in KRW over the selected lines that are not sold out. */
export const CartSummarySchema = z.object({
  /** Sum of list prices × quantities. */
  listAmt: z.number().int().nonnegative(),
  /** List total minus sale total. */
  dcAmt: z.number().int().nonnegative(),
  /** Sum of sale prices × quantities. */
  subtotalAmt: z.number().int().nonnegative(),
  shippingFee: z.number().int().nonnegative(),
  /** What the shopper pays before coupons and points: subtotal plus shipping. */
  totalAmt: z.number().int().nonnegative(),
  /** The largest discount one of a member's coupons gives this selection now (0 for a guest); checkout offers it first. */
  bestCouponDcAmt: z.number().int().nonnegative(),
  /** That coupon's name, or null. */
  bestCouponNm: z.string().nullable(),
  /** The subtotal from which shipping is free. */
  freeShippingFromAmt: z.number().int().positive(),
});
export type CartSummary = z.infer<typeof CartSummarySchema>;

/** `POST /or/cart/v1/getCartList`; `selectedCartLineIds` limits the summary to those lines. */
export const GetCartListRequestSchema = z.object({
  sessId: CartSessIdSchema,
  selectedCartLineIds: z.array(CartLineIdSchema, { error: '선택한 장바구니 상품 목록이 올바르지 않습니다.' }).max(200).optional(),
  /** The channel (1 PC, 2 mobile web, 3 app) whose coupons count for `bestCouponDcAmt`. */
  inmChnCd: z.enum(['1', '2', '3'], { error: '채널 코드는 1, 2, 3 중 하나여야 합니다.' }).default('1'),
});
export type GetCartListRequest = z.infer<typeof GetCartListRequestSchema>;
export const GetCartListResponseSchema = z.object({ data: z.object({ lines: z.array(CartLineSchema), summary: CartSummarySchema }) });
export type GetCartListResponse = z.infer<typeof GetCartListResponseSchema>;

/** The answer of a change to one line: the line's quantity now, and whether the ask was capped. */
export const CartLineChangeSchema = z.object({
  cartLineId: z.number().int().positive(),
  inmOptnPrdNo: z.string(),
  qty: z.number().int().positive(),
  capped: z.boolean(),
  /** Korean, for the shopper: "장바구니에 담았습니다." or why the quantity was lowered. */
  message: z.string(),
});
export type CartLineChange = z.infer<typeof CartLineChangeSchema>;

/** `POST /or/cart/v1/addCartLine`: adds `qty` of an option, onto the line of that option if there is one. */
export const AddCartLineRequestSchema = z.object({ sessId: CartSessIdSchema, inmOptnPrdNo: InmOptnPrdNoSchema, qty: CartQtySchema });
export type AddCartLineRequest = z.infer<typeof AddCartLineRequestSchema>;
export const AddCartLineResponseSchema = z.object({ data: CartLineChangeSchema });

/** `POST /or/cart/v1/updateCartLine`: a new quantity, another option of the same product, or both. */
export const UpdateCartLineRequestSchema = z
  .object({ sessId: CartSessIdSchema, cartLineId: CartLineIdSchema, qty: CartQtySchema.optional(), inmOptnPrdNo: InmOptnPrdNoSchema.optional() })
  .refine((body) => body.qty !== undefined || body.inmOptnPrdNo !== undefined, { message: '변경할 수량이나 옵션을 보내 주세요.', path: ['qty'] });
export type UpdateCartLineRequest = z.infer<typeof UpdateCartLineRequestSchema>;
export const UpdateCartLineResponseSchema = z.object({ data: CartLineChangeSchema });

/** `POST /or/cart/v1/deleteCartLines`: every id must be a line of this cart, or nothing is deleted. */
export const DeleteCartLinesRequestSchema = z.object({
  sessId: CartSessIdSchema,
  cartLineIds: z
    .array(CartLineIdSchema, { error: '삭제할 장바구니 상품을 보내 주세요.' })
    .min(1, '삭제할 상품을 선택해 주세요.')
    .max(200, '한 번에 200개까지 삭제할 수 있습니다.'),
});
export type DeleteCartLinesRequest = z.infer<typeof DeleteCartLinesRequestSchema>;
export const DeleteCartLinesResponseSchema = z.object({ data: z.object({ deletedCnt: z.number().int().nonnegative() }) });

/** `POST /or/cart/v1/mergeGuestCart`: a member takes this browser's guest cart (at login). */
export const MergeGuestCartRequestSchema = z.object({ sessId: CartSessIdSchema });
export type MergeGuestCartRequest = z.infer<typeof MergeGuestCartRequestSchema>;
/** An option whose merged quantity was lowered to its cap. */
export const CappedLineSchema = z.object({
  inmOptnPrdNo: z.string(),
  prdNm: z.string(),
  askedQty: z.number().int().positive(),
  qty: z.number().int().positive(),
});
export const MergeGuestCartResponseSchema = z.object({
  data: z.object({
    /** How many guest lines were taken over; 0 on a second call. */
    mergedCnt: z.number().int().nonnegative(),
    cappedLines: z.array(CappedLineSchema),
    /** Korean, for the shopper; empty when nothing was merged. */
    message: z.string(),
  }),
});
export type MergeGuestCartResponse = z.infer<typeof MergeGuestCartResponseSchema>;

export const CART_CONTRACTS = contractsNamed(S, CART_ROUTES, {
  getCartList: { summary: '장바구니 목록과 합계: 선택한(없으면 전체) 품절 아닌 상품의 정가, 할인, 배송비, 결제 예정 금액, 회원의 최대 할인 쿠폰' },
  addCartLine: { summary: '장바구니 담기: 같은 옵션이 있으면 수량을 더하고, 재고와 1회 구매 한도로 제한' },
  updateCartLine: { summary: '장바구니 상품의 수량 또는 옵션(같은 상품) 변경' },
  deleteCartLines: { summary: '장바구니 상품 삭제: 모두 이 장바구니의 상품일 때만' },
  mergeGuestCart: {
    summary: '로그인 시 이 브라우저의 비회원 장바구니(HttpOnly 쿠키 inm_guest_cart)를 회원 장바구니에 합치기: 한 번의 배치, 두 번째 호출은 변화 없음',
  },
});
