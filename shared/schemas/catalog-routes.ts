/** The catalog calls' routes, schema-free so islands import them without zod (ADR 016). */
import { guestRoute, type RequestOf, type ResponseOf } from './contract';
import type { GetProductOptionCategoryRequestSchema, GetProductOptionCategoryResponseSchema } from './catalog-calls';

export const CATALOG_ROUTES = {
  getProductOptionCategory: guestRoute<RequestOf<typeof GetProductOptionCategoryRequestSchema>, ResponseOf<typeof GetProductOptionCategoryResponseSchema>>(
    'POST',
    '/dp/display/product/v1/getProductOptionCategory',
  ),
};
