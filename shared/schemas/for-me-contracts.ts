/** The for-me calls' contracts: each route with its schemas (ADR 016). */
import { defineContract } from './contract';
import { GetForMeProductListRequestSchema, GetForMeProductListResponseSchema, SaveSkinTypeRequestSchema, SaveSkinTypeResponseSchema } from './for-me-calls';
import { FOR_ME_ROUTES } from './for-me-routes';

export const FOR_ME_CONTRACTS = {
  getForMeProductList: defineContract(FOR_ME_ROUTES.getForMeProductList, {
    summary: '포미 추천: 로그인한 고객의 피부 타입(또는 요청의 skinType)과 연령대에 맞는 상품',
    request: GetForMeProductListRequestSchema,
    response: GetForMeProductListResponseSchema,
  }),
  saveSkinType: defineContract(FOR_ME_ROUTES.saveSkinType, {
    summary: '로그인한 고객의 피부 타입 저장 (포미 추천에 쓰임)',
    request: SaveSkinTypeRequestSchema,
    response: SaveSkinTypeResponseSchema,
  }),
};
