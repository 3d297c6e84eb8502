/**
 * Requests and answers of the catalog calls, as the gateway serves them under `/api`.
 */
import { z } from 'zod';
import { contractsNamed } from './contract';
import * as S from './catalog-calls';
import { CATALOG_ROUTES } from './catalog-routes';

/** An option product number (`inmOptnPrdNo`): digits only. */
export const InmOptnPrdNoSchema = z.string({ error: '옵션 상품 번호는 문자열이어야 합니다.' }).regex(/^\d{1,20}$/, '옵션 상품 번호는 숫자여야 합니다.');

/** One option product with its product, category and prices (getProductOptionCategory). */
export const ProductOptionCategoryItemSchema = z.object({
  /** Option product number. */
  inmOptnPrdNo: z.string(),
  /** Product number. */
  inmPrdNo: z.string(),
  /**
   * The product's code (`/dp/product/{productCode}`), added so the browser's
   * GA4 items of chosen options name the product as its list and page items do (docs/analytics.md).
   */
  productCode: z.string(),
  /** Product name (Korean). */
  prdNm: z.string(),
  /** The product's category name (`catNm`). */
  inmPrdCatNm: z.string(),
  /** Option name. */
  prdOptnNm: z.string(),
  /** Item code; its first 5 characters are the brand code. */
  prdCd: z.string().min(6),
  /** Consumer list price of the option, KRW. */
  cnsmAmt: z.number().int().nonnegative(),
});
export type ProductOptionCategoryItem = z.infer<typeof ProductOptionCategoryItemSchema>;

/** `POST /dp/display/product/v1/getProductOptionCategory`: 1 to 100 option product numbers. */
export const GetProductOptionCategoryRequestSchema = z.object({
  inmOptnPrdNoList: z
    .array(InmOptnPrdNoSchema, { error: '옵션 상품 번호 목록을 보내 주세요.' })
    .min(1, '옵션 상품 번호를 하나 이상 보내 주세요.')
    .max(100, '옵션 상품 번호는 한 번에 100개까지 조회할 수 있습니다.'),
});
export type GetProductOptionCategoryRequest = z.infer<typeof GetProductOptionCategoryRequestSchema>;

/**
 * The items of the known numbers, in the order asked (each once); numbers that name no option
 * are simply absent.
 */
export const GetProductOptionCategoryResponseSchema = z.object({
  statusCode: z.literal(200),
  data: z.array(ProductOptionCategoryItemSchema),
});
export type GetProductOptionCategoryResponse = z.infer<typeof GetProductOptionCategoryResponseSchema>;

export const CATALOG_CONTRACTS = contractsNamed(S, CATALOG_ROUTES, {
  getProductOptionCategory: { summary: '옵션 상품 번호(inmOptnPrdNo) 목록의 상품·카테고리·옵션 정보' },
});
