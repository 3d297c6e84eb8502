/**
 * Requests and answers of the for-me calls: recommendations by the
 * logged-in customer's skin type and age, and saving the skin type they choose. Both need a login
 * (401 `LOGIN_REQUIRED` otherwise).
 */
import { z } from 'zod';
import { SKIN_TYPES, type SkinType } from '../catalog/skin-types';
import { ProductCardSchema } from './display-calls';
import { contractsNamed } from './contract';
import * as S from './for-me-calls';
import { FOR_ME_ROUTES } from './for-me-routes';

export { SKIN_TYPES, type SkinType };

export const SkinTypeSchema = z.enum(Object.keys(SKIN_TYPES) as [SkinType, ...SkinType[]], { error: '피부 타입을 선택해 주세요.' });

/** `POST /dp/display/product/v1/getForMeProductList`: the stored skin type unless `skinType` is given. */
export const GetForMeProductListRequestSchema = z.object({
  skinType: SkinTypeSchema.optional(),
  size: z.number().int().min(1).max(40).default(20),
});
export type GetForMeProductListRequest = z.input<typeof GetForMeProductListRequestSchema>;

export const GetForMeProductListResponseSchema = z.object({
  statusCode: z.literal(200),
  data: z.object({
    /** The skin type the list is for; null when the customer has not chosen one (the list then follows age only). */
    skinType: SkinTypeSchema.nullable(),
    /** `20대`, `30대`, …; null when the birth date is unknown. */
    ageGroup: z.string().nullable(),
    items: z.array(ProductCardSchema),
  }),
});
export type GetForMeProductListResponse = z.infer<typeof GetForMeProductListResponseSchema>;

/** `POST /cu/customer/support/v1/saveSkinType`. */
export const SaveSkinTypeRequestSchema = z.object({ skinType: SkinTypeSchema });
export const SaveSkinTypeResponseSchema = z.object({ statusCode: z.literal(200), data: z.object({ skinType: SkinTypeSchema }) });
export type SaveSkinTypeResponse = z.infer<typeof SaveSkinTypeResponseSchema>;

export const FOR_ME_CONTRACTS = contractsNamed(S, FOR_ME_ROUTES, {
  getForMeProductList: { summary: '포미 추천: 로그인한 고객의 피부 타입(또는 요청의 skinType)과 연령대에 맞는 상품' },
  saveSkinType: { summary: '로그인한 고객의 피부 타입 저장 (포미 추천에 쓰임)' },
});
