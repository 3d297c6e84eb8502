/**
 * Requests and answers of the display calls: categories, product lists, product detail
 * and the live fields (price, stock, badges) the worker refreshes in static pages. The build reads
 * the catalog through these calls too, so the static pages and the gateway never disagree on shape.
 * Dates are 14-digit yyyyMMddHHmmss strings in Korean time.
 */
import { z } from 'zod';
import { PRODUCT_SORTS } from '../catalog/sorts';
import { ReviewSummarySchema } from './review-calls';
import { contractsNamed } from './contract';
import * as S from './display-calls';
import { DISPLAY_ROUTES } from './display-routes';

const YN = z.enum(['Y', 'N']);
const DTTM14 = z.string().regex(/^\d{14}$/);

/** Badges a product card shows, in this order. `HOT` only while the product's hot deal runs. */
export const BADGES = ['BEST', 'NEW', 'HOT', 'SALE'] as const;
export const BadgeSchema = z.enum(BADGES);
export type Badge = z.infer<typeof BadgeSchema>;

/**
 * How a product may be bought (products.buy_rule): ANY; CART_ONLY never alone, only
 * through the cart with other products; DIRECT_ONLY (the green tea club kit) only by 바로구매.
 */
export const BUY_RULES = ['ANY', 'CART_ONLY', 'DIRECT_ONLY'] as const;
export const BuyRuleSchema = z.enum(BUY_RULES);
export type BuyRule = z.infer<typeof BuyRuleSchema>;

export { PRODUCT_SORTS, type ProductSort } from '../catalog/sorts';
export const ProductSortSchema = z.enum(PRODUCT_SORTS, { error: '정렬 기준이 올바르지 않습니다.' });

/** A product as a card in any list. `imageUrl` is the main image, a path on the shop's origin. */
export const ProductCardSchema = z.object({
  inmPrdNo: z.string(),
  productCode: z.string(),
  prdNm: z.string(),
  brandCd: z.string().length(5),
  brandNm: z.string(),
  catNm: z.string(),
  subCatNm: z.string(),
  /** List price (정가), KRW. */
  cnsmAmt: z.number().int().nonnegative(),
  /** Sale price (판매가), KRW. */
  saleAmt: z.number().int().nonnegative(),
  /** Discount rate in percent, 0 when none. */
  dcRate: z.number().int().min(0).max(100),
  badges: z.array(BadgeSchema),
  soldOutYn: YN,
  reviewCnt: z.number().int().nonnegative(),
  /** 0 when there are no reviews. */
  ratingAvg: z.number().min(0).max(5),
  imageUrl: z.string(),
  imageAlt: z.string(),
  /** When the product's hot deal ends; null when it is not on a hot deal. */
  hotDealEndDttm: DTTM14.nullable(),
  /** How it may be bought; absent (cards drawn from older answers) means ANY. */
  buyRule: BuyRuleSchema.optional(),
});
export type ProductCard = z.infer<typeof ProductCardSchema>;

export const ProductOptionSchema = z.object({
  inmOptnPrdNo: z.string(),
  prdOptnNm: z.string(),
  prdCd: z.string(),
  cnsmAmt: z.number().int().nonnegative(),
  saleAmt: z.number().int().nonnegative(),
  stock: z.number().int().nonnegative(),
  soldOutYn: YN,
});
export type ProductOption = z.infer<typeof ProductOptionSchema>;

/** 화장품 표시·광고 정보고시: every field is shown in the detail page's disclosure table. */
export const ProductDisclosureSchema = z.object({
  capacity: z.string(),
  skinType: z.string(),
  expiryInfo: z.string(),
  usageInfo: z.string(),
  manufacturer: z.string(),
  originCountry: z.string(),
  ingredients: z.string(),
  functionalInfo: z.string(),
  caution: z.string(),
  qualityStd: z.string(),
  csPhone: z.string(),
});
export type ProductDisclosure = z.infer<typeof ProductDisclosureSchema>;

/** An image of the detail gallery; `svg` is the image itself, which the build writes to `url`. */
export const ProductImageSchema = z.object({ url: z.string(), alt: z.string(), svg: z.string() });
export type ProductImage = z.infer<typeof ProductImageSchema>;

export const ProductDetailSchema = ProductCardSchema.extend({
  summary: z.string(),
  description: z.string(),
  maxBuyQty: z.number().int().positive(),
  /** Registration date-time (신상품순). */
  regDttm: DTTM14,
  salesCnt: z.number().int().nonnegative(),
  options: z.array(ProductOptionSchema).min(1),
  images: z.array(ProductImageSchema).min(1),
  disclosure: ProductDisclosureSchema,
});
export type ProductDetail = z.infer<typeof ProductDetailSchema>;

/** A page number asked for (a query string's text too); lists of the display and campaign calls. */
export const pageNumber = z.coerce.number({ error: '페이지 번호는 숫자여야 합니다.' }).int().min(1, '페이지 번호는 1 이상이어야 합니다.').max(10_000);
/** How many items a page holds, at most `max`. */
export const pageSize = (max: number) => z.number().int().min(1).max(max, `한 번에 ${max}개까지 조회할 수 있습니다.`);

/** A page of a list: the items, the total count and the page asked. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int().nonnegative(), page: z.number().int().min(1), size: z.number().int().min(1) });

/** `GET /dp/display/category/v1/getCategoryTree`: categories in display order with their subcategories. */
export const CategoryNodeSchema = z.object({
  catNm: z.string(),
  productCount: z.number().int().nonnegative(),
  subcategories: z.array(z.object({ subCatNm: z.string(), productCount: z.number().int().nonnegative() })),
});
export type CategoryNode = z.infer<typeof CategoryNodeSchema>;
export const GetCategoryTreeResponseSchema = z.object({ statusCode: z.literal(200), data: z.array(CategoryNodeSchema) });
export type GetCategoryTreeResponse = z.infer<typeof GetCategoryTreeResponseSchema>;

/**
 * `POST /dp/display/product/v1/getProductList`: a category (`catNm`), a subcategory of it
 * (`catNm` + `subCatNm`, or `subCatNm` alone when it is unique), a badge, a brand, or all of them
 * together; sorted and paged. An unknown category or subcategory is a 404 `CATEGORY_NOT_FOUND`.
 */
export const GetProductListRequestSchema = z.object({
  catNm: z.string().min(1).max(40).optional(),
  subCatNm: z.string().min(1).max(40).optional(),
  badge: BadgeSchema.optional(),
  brandCd: z.string().length(5).optional(),
  sort: ProductSortSchema.default('popular'),
  page: pageNumber.default(1),
  size: pageSize(200).default(20),
});
export type GetProductListRequest = z.input<typeof GetProductListRequestSchema>;
export const GetProductListResponseSchema = z.object({ statusCode: z.literal(200), data: pageOf(ProductCardSchema) });
export type GetProductListResponse = z.infer<typeof GetProductListResponseSchema>;

/** `POST /dp/display/product/v1/getProductDetail`: one product; unknown codes are a 404 `PRODUCT_NOT_FOUND`. */
export const GetProductDetailRequestSchema = z.object({
  productCode: z.string({ error: '상품 코드를 보내 주세요.' }).regex(/^[A-Za-z0-9]{1,20}$/, '상품 코드가 올바르지 않습니다.'),
});
export type GetProductDetailRequest = z.infer<typeof GetProductDetailRequestSchema>;
export const GetProductDetailResponseSchema = z.object({ statusCode: z.literal(200), data: ProductDetailSchema });
export type GetProductDetailResponse = z.infer<typeof GetProductDetailResponseSchema>;

/**
 * `POST /dp/display/product/v1/getProductPage`: everything the product page shows, read at one
 * catalog generation: the product in detail (its images as links, without their SVG text), the
 * summary of its published reviews, 판매중지, and when its next hot deal starts (the page changes
 * then by itself). Unknown codes are a 404 `PRODUCT_NOT_FOUND`.
 */
export const GetProductPageRequestSchema = GetProductDetailRequestSchema;
export type GetProductPageRequest = z.infer<typeof GetProductPageRequestSchema>;
export const ProductPageSchema = z.object({
  product: ProductDetailSchema,
  reviews: ReviewSummarySchema,
  saleStopYn: YN,
  nextDealStartDttm: DTTM14.nullable(),
  generation: z.number().int().nonnegative(),
});
export type ProductPage = z.infer<typeof ProductPageSchema>;
export const GetProductPageResponseSchema = z.object({ statusCode: z.literal(200), data: ProductPageSchema });
export type GetProductPageResponse = z.infer<typeof GetProductPageResponseSchema>;

/** `POST /dp/display/product/v1/getProductDetailList`: every product in detail, paged by product number (the build's bulk read). */
export const GetProductDetailListRequestSchema = z.object({ page: pageNumber.default(1), size: pageSize(200).default(100) });
export type GetProductDetailListRequest = z.input<typeof GetProductDetailListRequestSchema>;
export const GetProductDetailListResponseSchema = z.object({ statusCode: z.literal(200), data: pageOf(ProductDetailSchema) });
export type GetProductDetailListResponse = z.infer<typeof GetProductDetailListResponseSchema>;

/** The fields that change without a rebuild: prices, stock, sold-out and badges. */
export const ProductLiveInfoSchema = z.object({
  inmPrdNo: z.string(),
  cnsmAmt: z.number().int().nonnegative(),
  saleAmt: z.number().int().nonnegative(),
  dcRate: z.number().int().min(0).max(100),
  badges: z.array(BadgeSchema),
  soldOutYn: YN,
  hotDealEndDttm: DTTM14.nullable(),
  options: z.array(ProductOptionSchema.pick({ inmOptnPrdNo: true, cnsmAmt: true, saleAmt: true, stock: true, soldOutYn: true })),
});
export type ProductLiveInfo = z.infer<typeof ProductLiveInfoSchema>;

/** `POST /dp/display/product/v1/getProductLiveInfo`: 1 to 200 product numbers; unknown ones are absent. */
export const GetProductLiveInfoRequestSchema = z.object({
  inmPrdNoList: z
    .array(z.string().regex(/^\d{1,20}$/, '상품 번호는 숫자여야 합니다.'))
    .min(1)
    .max(200),
});
export type GetProductLiveInfoRequest = z.infer<typeof GetProductLiveInfoRequestSchema>;
export const GetProductLiveInfoResponseSchema = z.object({ statusCode: z.literal(200), data: z.array(ProductLiveInfoSchema) });
export type GetProductLiveInfoResponse = z.infer<typeof GetProductLiveInfoResponseSchema>;

/**
 * `GET /dp/display/catalog/v1/getCatalogGeneration`: the catalog's generation, a number every change
 * to what a catalog page shows moves on. The worker's page cache compares it with its copies'.
 */
export const CatalogGenerationSchema = z.object({ generation: z.number().int().nonnegative() });
export type CatalogGeneration = z.infer<typeof CatalogGenerationSchema>;
export const GetCatalogGenerationResponseSchema = z.object({ statusCode: z.literal(200), data: CatalogGenerationSchema });
export type GetCatalogGenerationResponse = z.infer<typeof GetCatalogGenerationResponseSchema>;

export const DISPLAY_CONTRACTS = contractsNamed(S, DISPLAY_ROUTES, {
  getCatalogGeneration: { summary: '카탈로그 세대: 카탈로그 페이지에 보이는 것이 바뀔 때마다 커지는 수 (엣지의 페이지 캐시가 비교)' },
  getCategoryTree: { summary: '카테고리와 하위 카테고리 (표시 순서, 상품 수 포함)' },
  getProductList: { summary: '상품 목록: 카테고리·하위 카테고리·배지·브랜드로 거르고 정렬해 페이지로 (없는 카테고리는 404 CATEGORY_NOT_FOUND)' },
  getProductDetail: { summary: '상품 상세: 옵션, 이미지, 화장품 표시·광고 정보고시 (없는 상품은 404 PRODUCT_NOT_FOUND)' },
  getProductPage: {
    summary: '상품 페이지: 상품 상세, 게시된 리뷰 요약, 판매중지 여부, 다음 특가 시작 시각, 카탈로그 세대를 한 번에 (없는 상품은 404 PRODUCT_NOT_FOUND)',
  },
  getProductDetailList: { summary: '모든 상품의 상세를 상품 번호 순으로 페이지별로 (정적 페이지 빌드용)' },
  getProductLiveInfo: { summary: '상품 번호 1~200개의 현재 가격·할인율·배지·품절·특가 종료 시각과 옵션별 가격·재고 (없는 번호는 빠짐)' },
});
