/**
 * Requests and answers of the wish calls (`/cu/wish/v1/...`), as the gateway serves
 * them under `/api`. Every call is a member's: a guest (no Bearer token) gets 401 `LOGIN_REQUIRED`.
 */
import { z } from 'zod';
import { WISH_LIMIT } from '../constants';
import { ProductCardSchema, ProductOptionSchema } from './display-calls';
import { contractsNamed } from './contract';
import * as S from './wish-calls';
import { WISH_ROUTES } from './wish-routes';

export { WISH_LIMIT } from '../constants';

/**
 * How a product may be bought (`products.buy_rule`): `ANY`; `CART_ONLY` cannot be bought
 * alone and goes through the cart; `DIRECT_ONLY` (the green tea club kit) is bought directly only.
 */
export const BUY_RULES = ['ANY', 'CART_ONLY', 'DIRECT_ONLY'] as const;
export const BuyRuleSchema = z.enum(BUY_RULES);
export type BuyRule = z.infer<typeof BuyRuleSchema>;

/** A product number (`inmPrdNo`): digits only. */
export const InmPrdNoSchema = z.string({ error: '상품 번호를 보내 주세요.' }).regex(/^\d{1,20}$/, '상품 번호가 올바르지 않습니다.');

/** One wished product: its card, how it may be bought, its limit, and every option with stock. */
export const WishItemSchema = ProductCardSchema.extend({
  buyRule: BuyRuleSchema,
  /** The product's per-order purchase limit. */
  maxBuyQty: z.number().int().positive(),
  /** When it was wished, 14-digit yyyyMMddHHmmss in Korean time. */
  wishDttm: z.string().regex(/^\d{14}$/),
  /** In display order; an option is sold out without stock or when its product is. */
  options: z.array(ProductOptionSchema),
  /** Taken off sale (판매중지) since it was wished: still listed, never bought. */
  saleStopYn: z.enum(['Y', 'N']),
});
export type WishItem = z.infer<typeof WishItemSchema>;

/** `POST /cu/wish/v1/getWishList`: the member's wished products, newest first, a page at a time. */
export const GetWishListRequestSchema = z.object({
  page: z
    .number({ error: '페이지 번호는 숫자여야 합니다.' })
    .int('페이지 번호는 정수여야 합니다.')
    .min(1, '페이지 번호는 1 이상이어야 합니다.')
    .max(1000)
    .default(1),
  size: z
    .number({ error: '페이지 크기는 숫자여야 합니다.' })
    .int('페이지 크기는 정수여야 합니다.')
    .min(1)
    .max(WISH_LIMIT, `한 번에 ${WISH_LIMIT}개까지 조회할 수 있습니다.`)
    .default(20),
});
export type GetWishListRequest = z.input<typeof GetWishListRequestSchema>;
export const GetWishListResponseSchema = z.object({
  data: z.object({ items: z.array(WishItemSchema), total: z.number().int().nonnegative(), page: z.number().int().min(1), size: z.number().int().min(1) }),
});
export type GetWishListResponse = z.infer<typeof GetWishListResponseSchema>;

/** `POST /cu/wish/v1/getWishProductNos`: only the wished product numbers, for marking hearts. */
export const GetWishProductNosResponseSchema = z.object({ data: z.object({ inmPrdNos: z.array(z.string()) }) });
export type GetWishProductNosResponse = z.infer<typeof GetWishProductNosResponseSchema>;

/** `POST /cu/wish/v1/addWish`: wishes a product; wishing it again changes nothing. */
export const AddWishRequestSchema = z.object({ inmPrdNo: InmPrdNoSchema });
export type AddWishRequest = z.input<typeof AddWishRequestSchema>;
export const AddWishResponseSchema = z.object({
  data: z.object({
    inmPrdNo: z.string(),
    /** False when it was already wished. */
    added: z.boolean(),
    /** How many products the member now wishes. */
    wishCnt: z.number().int().nonnegative(),
    /** Korean, for the shopper. */
    message: z.string(),
  }),
});
export type AddWishResponse = z.infer<typeof AddWishResponseSchema>;

/** `POST /cu/wish/v1/deleteWishes`: every number must be in the caller's wishlist, or nothing is deleted. */
export const DeleteWishesRequestSchema = z.object({
  inmPrdNos: z
    .array(InmPrdNoSchema, { error: '삭제할 상품을 보내 주세요.' })
    .min(1, '삭제할 상품을 선택해 주세요.')
    .max(WISH_LIMIT, `한 번에 ${WISH_LIMIT}개까지 삭제할 수 있습니다.`),
});
export type DeleteWishesRequest = z.input<typeof DeleteWishesRequestSchema>;
export const DeleteWishesResponseSchema = z.object({
  data: z.object({ deletedCnt: z.number().int().nonnegative(), wishCnt: z.number().int().nonnegative(), message: z.string() }),
});
export type DeleteWishesResponse = z.infer<typeof DeleteWishesResponseSchema>;

/** The shopper's messages after a change. */
export const WISH_ADDED_MESSAGE = '위시리스트에 담았습니다.';
export const WISH_DELETED_MESSAGE = '위시리스트에서 삭제되었습니다.';

export const WISH_CONTRACTS = contractsNamed(S, WISH_ROUTES, {
  getWishList: { summary: '위시리스트: 찜한 상품(최신순)과 구매 방식, 옵션별 재고를 페이지로 (회원 전용)' },
  getWishProductNos: { summary: '찜한 상품 번호 목록: 상품 카드의 하트 표시용 (회원 전용)' },
  addWish: { summary: '위시리스트 담기: 이미 담긴 상품은 그대로, 최대 200개', errors: ['PRODUCT_NOT_FOUND', 'WISH_LIMIT_EXCEEDED'] },
  deleteWishes: { summary: '위시리스트 삭제: 모두 내 위시리스트의 상품일 때만, 아니면 아무것도 삭제하지 않음', errors: ['WISH_ITEM_NOT_FOUND'] },
});
