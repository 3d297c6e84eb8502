/**
 * The product list's sorts, kept free of zod so browser code that builds list URLs
 * (`./paths.ts`) does not pull the schema library into its bundle.
 */

/** 인기순, 신상품순, 낮은 가격순, 높은 가격순, 리뷰 많은 순. */
export const PRODUCT_SORTS = ['popular', 'newest', 'priceAsc', 'priceDesc', 'reviews'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
