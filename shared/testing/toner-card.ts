/**
 * The toner, product 1 of the worker's fixture catalog (edge/src/gateway/display/test-catalog.ts),
 * as a product card answers it: the display tests expect it, and the product page's renderer test
 * draws it with text an operator could type.
 */
import type { ProductCard } from '#shared/schemas/display-calls';

export const TONER_CARD: ProductCard = {
  inmPrdNo: '100000001',
  productCode: 'NK0000001',
  prdNm: '녹차숍 제주 녹차 토너',
  brandCd: 'NKCHA',
  brandNm: '녹차숍',
  catNm: '스킨케어',
  subCatNm: '스킨/토너',
  cnsmAmt: 20000,
  saleAmt: 16000,
  dcRate: 20,
  badges: ['BEST', 'SALE'],
  soldOutYn: 'N',
  reviewCnt: 40,
  ratingAvg: 4.5,
  imageUrl: '/images/products/100000001-0.svg',
  imageAlt: '녹차숍 제주 녹차 토너 대표 이미지',
  hotDealEndDttm: null,
  buyRule: 'ANY',
};
