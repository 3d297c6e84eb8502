/**
 * The content team's catalog calls (docs/operator-catalog.md): products with their options, prices, stock and
 * images, 판매중지, a CSV import and export. Catalog pages are drawn from D1 at the edge (ADR 039),
 * so every change reaches every page within a minute; every answer that changed something says so
 * (`change`).
 */
import { z } from 'zod';
import { contractsNamed } from './contract';
import * as S from './catalog-ops-calls';
import { count, YesNo } from './ops-fields';
import { CATALOG_OPS_ROUTES as R } from './catalog-ops-routes';
import { DISCLOSURE_FIELDS } from './catalog-disclosure-fields';
import { withParticle } from '#shared/format/particle';

const won = (name: string) =>
  z
    .number({ error: `${withParticle(name, '을/를')} 숫자로 보내 주세요.` })
    .int(`${withParticle(name, '은/는')} 원 단위 정수여야 합니다.`)
    .min(0, `${withParticle(name, '은/는')} 0원 이상이어야 합니다.`)
    .max(100_000_000, `${withParticle(name, '은/는')} 1억 원까지 입력할 수 있습니다.`);
const text = (name: string, max: number) =>
  z
    .string({ error: `${withParticle(name, '을/를')} 입력해 주세요.` })
    .trim()
    .min(1, `${withParticle(name, '을/를')} 입력해 주세요.`)
    .max(max, `${withParticle(name, '은/는')} ${max.toLocaleString('ko-KR')}자까지 쓸 수 있습니다.`);
const salePrice = <T extends { cnsmAmt: number; saleAmt: number }>(input: T) => input.saleAmt <= input.cnsmAmt;
const SALE_OVER_LIST = { path: ['saleAmt'], message: '판매가는 정가보다 클 수 없습니다.' };

export const InmPrdNoSchema = z.string({ error: 'inmPrdNo(상품 번호)를 보내 주세요.' }).regex(/^\d{1,20}$/, 'inmPrdNo(상품 번호)는 숫자여야 합니다.');
const InmOptnPrdNoSchema = z.string({ error: 'inmOptnPrdNo(옵션 번호)를 보내 주세요.' }).regex(/^\d{1,20}$/, 'inmOptnPrdNo(옵션 번호)는 숫자여야 합니다.');
export const ProductCodeSchema = z
  .string({ error: 'productCode(상품 코드)를 보내 주세요.' })
  .trim()
  .regex(/^[A-Za-z0-9]{4,20}$/, '상품 코드는 영문과 숫자 4~20자여야 합니다.');
export const PrdCdSchema = z
  .string({ error: 'prdCd(옵션 코드)를 보내 주세요.' })
  .trim()
  .regex(/^[A-Z0-9]{6,30}$/, '옵션 코드는 브랜드 코드로 시작하는 영문 대문자와 숫자 6~30자여야 합니다.');

type DisclosureField = keyof typeof DISCLOSURE_FIELDS;
const disclosureShape = Object.fromEntries(Object.entries(DISCLOSURE_FIELDS).map(([key, [name, max]]) => [key, text(name, max)])) as Record<
  DisclosureField,
  ReturnType<typeof text>
>;

/** What a product's own fields are; the console's form and the CSV share them. */
export const ProductFieldsSchema = z.object({
  prdNm: text('상품명', 100),
  brandCd: z.string({ error: 'brandCd(브랜드)를 골라 주세요.' }).regex(/^[A-Z0-9]{5}$/, 'brandCd(브랜드)를 골라 주세요.'),
  subCatId: z.number({ error: 'subCatId(카테고리)를 골라 주세요.' }).int().positive('subCatId(카테고리)를 골라 주세요.'),
  summary: text('요약', 200),
  description: text('설명', 5000),
  cnsmAmt: won('정가'),
  saleAmt: won('판매가'),
  bestYn: YesNo('bestYn(BEST)').default('N'),
  newYn: YesNo('newYn(NEW)').default('N'),
  soldOutYn: YesNo('soldOutYn(품절)').default('N'),
  maxBuyQty: z.number({ error: '최대 구매 수량을 숫자로 보내 주세요.' }).int().min(1, '최대 구매 수량은 1 이상이어야 합니다.').max(999).default(10),
  /** 판매중지: Y takes the product off lists, search and the sitemap. Absent: unchanged (a new product is on sale). */
  saleStopYn: YesNo('saleStopYn(판매중지)').optional(),
  ...disclosureShape,
});

export const SaveProductRequestSchema = ProductFieldsSchema.extend({
  /** Absent: a new product, with one option (단품, out of stock) and a drawn main image until photos come. */
  inmPrdNo: InmPrdNoSchema.optional(),
  /** A new product's URL code; absent: made from the brand and number. Never changes afterwards. */
  productCode: ProductCodeSchema.optional(),
}).refine(salePrice, SALE_OVER_LIST);

export const ListProductsRequestSchema = z.object({
  /** A product name or brand name (contains), or a product code or number (exact). */
  keyword: z.string().trim().max(50, '검색어는 50자까지 입력할 수 있습니다.').optional(),
  brandCd: z.string().trim().max(5).optional(),
  catId: z.number().int().positive().optional(),
  /** Y: only products taken off sale; N: only those on sale. */
  saleStopYn: z.enum(['Y', 'N']).optional(),
  page: z.number().int().min(1).max(10_000).default(1),
  perPage: z.number().int().min(1).max(100).default(25),
});
export const GetProductRequestSchema = z.object({ inmPrdNo: InmPrdNoSchema });

export const ProductBriefSchema = z.object({
  inmPrdNo: z.string(),
  productCode: z.string(),
  prdNm: z.string(),
  brandNm: z.string(),
  catNm: z.string(),
  subCatNm: z.string(),
  cnsmAmt: count,
  saleAmt: count,
  soldOutYn: z.enum(['Y', 'N']),
  /** All options' stock together. */
  stock: count,
  optionCnt: count,
  /** 판매중지: off lists, search and the sitemap; its page says it is no longer sold. */
  saleStopYn: z.enum(['Y', 'N']),
});
export const ListProductsResponseSchema = z.object({
  data: z.object({ items: z.array(ProductBriefSchema), total: count, page: z.number().int(), perPage: z.number().int() }),
});

const Choice = z.object({ code: z.string(), name: z.string() });
export const ProductOpsSchema = ProductBriefSchema.extend({
  brandCd: z.string(),
  catId: z.number().int(),
  subCatId: z.number().int(),
  summary: z.string(),
  description: z.string(),
  dcRate: z.number().int(),
  bestYn: z.enum(['Y', 'N']),
  newYn: z.enum(['Y', 'N']),
  maxBuyQty: z.number().int(),
  regDttm: z.string(),
  ...(Object.fromEntries(Object.keys(DISCLOSURE_FIELDS).map((key) => [key, z.string()])) as Record<DisclosureField, z.ZodString>),
  options: z.array(
    z.object({ inmOptnPrdNo: z.string(), prdOptnNm: z.string(), prdCd: z.string(), cnsmAmt: count, saleAmt: count, stock: count, sortOrd: z.number().int() }),
  ),
  /** In gallery order; 0 is the main image. `url` is where the shop shows it. */
  images: z.array(z.object({ sortOrd: z.number().int(), alt: z.string(), url: z.string(), uploadedYn: z.enum(['Y', 'N']) })),
});
/** The brands and subcategories (`카테고리 > 세부`) a product form picks from. */
export const GetCatalogChoicesResponseSchema = z.object({
  data: z.object({ brands: z.array(Choice), subcategories: z.array(Choice.extend({ catId: z.number().int() })) }),
});

/** How a change reaches shoppers, in Korean: every page shows it within a minute (ADR 039). */
export const ChangeSchema = z.object({ message: z.string() });
export const ProductOpsResponseSchema = z.object({ data: ProductOpsSchema.extend({ change: ChangeSchema.optional() }) });
export const GetProductResponseSchema = ProductOpsResponseSchema;
export const SaveProductResponseSchema = ProductOpsResponseSchema;
export const SetSaleStopResponseSchema = ProductOpsResponseSchema;
export const SaveOptionResponseSchema = ProductOpsResponseSchema;
export const AdjustStockResponseSchema = ProductOpsResponseSchema;
export const UploadProductImageResponseSchema = ProductOpsResponseSchema;
export const OrderProductImagesResponseSchema = ProductOpsResponseSchema;
export const RemoveProductImageResponseSchema = ProductOpsResponseSchema;

export const SaveOptionRequestSchema = z
  .object({
    inmPrdNo: InmPrdNoSchema,
    /** Absent: a new option. */
    inmOptnPrdNo: InmOptnPrdNoSchema.optional(),
    prdOptnNm: text('옵션명', 100),
    /** A new option's code (starting with the brand code); an existing option keeps its own. */
    prdCd: PrdCdSchema.optional(),
    cnsmAmt: won('옵션 정가'),
    saleAmt: won('옵션 판매가'),
    /** A new option's stock; an existing option's stock moves with `stock/adjust`. */
    stock: z.number({ error: '재고를 숫자로 보내 주세요.' }).int().min(0, '재고는 0 이상이어야 합니다.').max(1_000_000).optional(),
  })
  .refine(salePrice, SALE_OVER_LIST)
  .refine((input) => input.inmOptnPrdNo !== undefined || input.prdCd !== undefined, { path: ['prdCd'], message: '새 옵션에는 옵션 코드(prdCd)가 필요합니다.' });

/** 판매중지 set (Y) or cleared (N): the product leaves or comes back to lists, search and the sitemap. */
export const SetSaleStopRequestSchema = z.object({ inmPrdNo: InmPrdNoSchema, saleStopYn: YesNo('saleStopYn(판매중지)') });

export const AdjustStockRequestSchema = z.object({
  inmOptnPrdNo: InmOptnPrdNoSchema,
  /** Units added (입고) or taken (negative: 파손, 실사 차이); stock never goes below 0. */
  delta: z
    .number({ error: 'delta(수량)를 숫자로 보내 주세요.' })
    .int('수량은 정수여야 합니다.')
    .min(-1_000_000)
    .max(1_000_000)
    .refine((delta) => delta !== 0, '0이 아닌 수량을 입력해 주세요.'),
  memo: z.string({ error: 'memo(사유)를 보내 주세요.' }).trim().min(1, 'memo(사유)를 입력해 주세요.').max(100, '사유는 100자까지 쓸 수 있습니다.'),
});

const SortOrdSchema = z.number({ error: 'sortOrd(이미지 순서)를 숫자로 보내 주세요.' }).int().min(0).max(99);
export const OrderProductImagesRequestSchema = z.object({
  inmPrdNo: InmPrdNoSchema,
  /** Every image's current `sortOrd`, in the new order; the first becomes the main image. */
  order: z.array(SortOrdSchema).min(1, '이미지 순서를 보내 주세요.').max(20),
});
export const RemoveProductImageRequestSchema = z.object({ inmPrdNo: InmPrdNoSchema, sortOrd: SortOrdSchema });
/** The query of `images/upload` (the body is the file itself, ADR 019). */
/** The photo's product and its alt text, in the query string: the body is the file itself. */
export const ImageUploadQuerySchema = z.object({ inmPrdNo: InmPrdNoSchema, alt: text('이미지 설명(alt)', 100) });

export const CATALOG_CSV_MAX_CHARS = 60_000;
export const ImportCatalogCsvRequestSchema = z.object({
  csv: z
    .string({ error: 'csv(파일 내용)를 보내 주세요.' })
    .min(1, '빈 파일입니다.')
    .max(CATALOG_CSV_MAX_CHARS, '파일이 너무 큽니다. 60,000자(대략 200줄)씩 나누어 올려 주세요.'),
});
export const ImportCatalogCsvResponseSchema = z.object({
  data: z.object({
    /** False when any line is wrong: then nothing was written (the file is all or nothing). */
    applied: z.boolean(),
    createdCnt: count,
    updatedCnt: count,
    rows: z.array(z.object({ line: z.number().int(), productCode: z.string(), prdCd: z.string(), ok: z.boolean(), message: z.string() })),
    change: ChangeSchema,
  }),
});
export const ExportCatalogCsvResponseSchema = z.object({ data: z.object({ csv: z.string(), productCnt: count, lineCnt: count }) });

export const CATALOG_OPS_CONTRACTS = contractsNamed(S, R, {
  listProducts: {
    summary: '상품 목록(운영): 상품명·브랜드명(포함) 또는 상품 코드·번호(정확히)로 찾고 브랜드·카테고리로 거름, 최근 등록 순, 쪽 단위와 전체 건수',
  },
  getCatalogChoices: { summary: '상품 양식의 선택지: 브랜드와 카테고리 > 세부카테고리' },
  getProduct: { summary: '상품 하나: 상품 정보, 정보고시, 옵션(가격·재고), 이미지, 다시 빌드를 기다리는 변경', errors: ['PRODUCT_NOT_FOUND'] },
  saveProduct: {
    summary: '상품 등록·수정(판매중지 포함): 1분 안에 모든 페이지에 반영(change)',
    errors: ['PRODUCT_NOT_FOUND', 'CATALOG_BRAND_NOT_FOUND', 'CATALOG_SUBCATEGORY_NOT_FOUND', 'CATALOG_CODE_TAKEN', 'CATALOG_BRAND_LOCKED'],
  },
  setSaleStop: {
    summary: '판매중지(Y)·해제(N): 목록·검색·사이트맵에서 곧바로 빠지거나 돌아오고, 상품 페이지는 판매 중지를 알림; 장바구니 담기·주문은 거절',
    errors: ['PRODUCT_NOT_FOUND'],
  },
  saveOption: {
    summary: '옵션 추가·수정: 1분 안에 모든 페이지에 반영',
    errors: ['PRODUCT_NOT_FOUND', 'OPTION_NOT_FOUND', 'CATALOG_CODE_TAKEN', 'CATALOG_PRD_CD_PREFIX'],
  },
  adjustStock: { summary: '재고 입고(+)·차감(-), 사유 필수; 품절 표시와 함께 바로 반영', errors: ['OPTION_NOT_FOUND', 'STOCK_NOT_ENOUGH'] },
  uploadProductImage: {
    summary: '상품 이미지 올리기: 본문이 파일 자체(JPG·PNG·WEBP 10MB, 바이트로 확인), ?inmPrdNo=…&alt=…; 맨 뒤에 붙고 1분 안에 반영',
    errors: ['PRODUCT_NOT_FOUND', 'UPLOAD_TYPE_REFUSED', 'UPLOAD_TOO_LARGE', 'UPLOAD_EMPTY', 'UPLOAD_LENGTH_REQUIRED', 'CATALOG_IMAGE_TOO_MANY'],
    query: ImageUploadQuerySchema,
  },
  orderProductImages: { summary: '상품 이미지 순서 바꾸기(첫 이미지가 대표); 1분 안에 반영', errors: ['PRODUCT_NOT_FOUND', 'CATALOG_IMAGE_ORDER_INVALID'] },
  removeProductImage: {
    summary: '상품 이미지 지우기(마지막 한 장은 지울 수 없음); 1분 안에 반영',
    errors: ['PRODUCT_NOT_FOUND', 'CATALOG_IMAGE_NOT_FOUND', 'CATALOG_IMAGE_LAST'],
  },
  exportCatalogCsv: { summary: '상품 CSV 내보내기: 옵션 한 줄에 상품 정보·정보고시·옵션 가격·재고 (가져오기와 같은 형식)' },
  importCatalogCsv: {
    summary:
      '상품 CSV 가져오기: 줄마다 확인하고, 틀린 줄이 하나라도 있으면 아무것도 쓰지 않음(applied=false); 상품 코드로 등록·수정, 옵션 코드로 옵션 등록·수정',
    errors: ['CATALOG_CSV_INVALID'],
  },
});
