/** The for-me calls' routes, schema-free so islands import them without zod (ADR 016). */
import { memberRoute, type RequestOf, type ResponseOf } from './contract';
import type {
  GetForMeProductListRequestSchema,
  GetForMeProductListResponseSchema,
  SaveSkinTypeRequestSchema,
  SaveSkinTypeResponseSchema,
} from './for-me-calls';

export const FOR_ME_ROUTES = {
  getForMeProductList: memberRoute<RequestOf<typeof GetForMeProductListRequestSchema>, ResponseOf<typeof GetForMeProductListResponseSchema>>(
    'POST',
    '/dp/display/product/v1/getForMeProductList',
  ),
  saveSkinType: memberRoute<RequestOf<typeof SaveSkinTypeRequestSchema>, ResponseOf<typeof SaveSkinTypeResponseSchema>>(
    'POST',
    '/cu/customer/support/v1/saveSkinType',
  ),
};
