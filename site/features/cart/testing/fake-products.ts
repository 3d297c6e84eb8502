/** The products of the cart's fake gateway (fake-gateway.ts), and how its detail call answers them. */
export interface FakeOption {
  inmOptnPrdNo: string;
  prdOptnNm: string;
  cnsmAmt: number;
  saleAmt: number;
  stock: number;
}
export interface FakeProduct {
  inmPrdNo: string;
  productCode: string;
  prdNm: string;
  maxBuyQty: number;
  buyRule?: 'ANY' | 'CART_ONLY' | 'DIRECT_ONLY';
  options: FakeOption[];
}
export const PRODUCTS: FakeProduct[] = [
  {
    inmPrdNo: '1001',
    productCode: 'NK0001',
    prdNm: '제주 녹차 토너',
    maxBuyQty: 5,
    options: [
      { inmOptnPrdNo: '10011', prdOptnNm: '150ml', cnsmAmt: 20000, saleAmt: 16000, stock: 10 },
      { inmOptnPrdNo: '10012', prdOptnNm: '300ml 대용량', cnsmAmt: 30000, saleAmt: 27000, stock: 2 },
      { inmOptnPrdNo: '10013', prdOptnNm: '기획 세트', cnsmAmt: 40000, saleAmt: 32000, stock: 0 },
    ],
  },
  {
    inmPrdNo: '1002',
    productCode: 'DA0002',
    prdNm: '동백 크림',
    maxBuyQty: 3,
    options: [{ inmOptnPrdNo: '10021', prdOptnNm: '50ml', cnsmAmt: 9000, saleAmt: 9000, stock: 3 }],
  },
  {
    inmPrdNo: '1003',
    productCode: 'NK0003',
    prdNm: '녹차클럽 키트',
    maxBuyQty: 1,
    buyRule: 'DIRECT_ONLY',
    options: [{ inmOptnPrdNo: '10031', prdOptnNm: '키트', cnsmAmt: 50000, saleAmt: 50000, stock: 5 }],
  },
];

export const find = (number: string) => {
  for (const product of PRODUCTS) for (const option of product.options) if (option.inmOptnPrdNo === number) return { product, option };
  return null;
};
const DISCLOSURE = Object.fromEntries(
  ['capacity', 'skinType', 'expiryInfo', 'usageInfo', 'manufacturer', 'originCountry', 'ingredients', 'functionalInfo', 'caution', 'qualityStd', 'csPhone'].map(
    (field) => [field, '상세 페이지 참조'],
  ),
);

/** A product as the detail call answers it: the fields the cart reads from the fake's product, the rest plain. */
export function detailOf(product: FakeProduct) {
  const [first] = product.options;
  return {
    ...product,
    buyRule: product.buyRule ?? 'ANY',
    brandCd: 'NK001',
    brandNm: '녹차숍',
    catNm: '스킨케어',
    subCatNm: '토너',
    cnsmAmt: first.cnsmAmt,
    saleAmt: first.saleAmt,
    dcRate: 0,
    badges: [],
    soldOutYn: product.options.every((option) => option.stock === 0) ? 'Y' : 'N',
    reviewCnt: 0,
    ratingAvg: 0,
    imageUrl: '/img.svg',
    imageAlt: product.prdNm,
    hotDealEndDttm: null,
    summary: '',
    description: '',
    regDttm: '20261101000000',
    salesCnt: 0,
    options: product.options.map((option) => ({ ...option, prdCd: `NKCHA${option.inmOptnPrdNo}`, soldOutYn: option.stock === 0 ? 'Y' : 'N' })),
    images: [{ url: '/img.svg', alt: product.prdNm, svg: '<svg xmlns="http://www.w3.org/2000/svg"/>' }],
    disclosure: DISCLOSURE,
  };
}
