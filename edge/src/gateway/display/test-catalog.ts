/**
 * A small hand-made catalog for the display tests, where a test needs exact answers: two brands,
 * three categories stored out of display order (one empty), a subcategory name (`기획세트`) used
 * in two categories, products with ties, a product marked sold out and one whose options have no
 * stock, and options and images stored out of display order. Product 1, the toner, as its card
 * answers it is `TONER_CARD` (shared/testing/toner-card.ts).
 */

import { toDttm14 } from '#shared/format';

type Row = Record<string, string | number | null>;

/** The disclosure every fixture product shares unless a product says otherwise. */
export const FIXTURE_DISCLOSURE = {
  capacity: '150ml',
  skin_type: '모든 피부',
  expiry_info: '제조일로부터 36개월, 개봉 후 12개월',
  usage_info: '세안 후 적당량을 덜어 피부결을 따라 펴 바릅니다.',
  manufacturer: '(주)녹차숍코스메틱 / 제조: (주)그린랩',
  origin_country: '대한민국',
  ingredients: '정제수, 글리세린, 차잎추출물',
  functional_info: '해당 없음',
  caution: '상처가 있는 부위 등에는 사용을 자제할 것',
  quality_std: '소비자분쟁해결기준에 의거 보상해 드립니다.',
  cs_phone: '080-023-2026',
};

/** The same disclosure under the names the calls use: what the detail answers and an operator's product carries. */
export const FIXTURE_DISCLOSURE_FIELDS = {
  capacity: FIXTURE_DISCLOSURE.capacity,
  skinType: FIXTURE_DISCLOSURE.skin_type,
  expiryInfo: FIXTURE_DISCLOSURE.expiry_info,
  usageInfo: FIXTURE_DISCLOSURE.usage_info,
  manufacturer: FIXTURE_DISCLOSURE.manufacturer,
  originCountry: FIXTURE_DISCLOSURE.origin_country,
  ingredients: FIXTURE_DISCLOSURE.ingredients,
  functionalInfo: FIXTURE_DISCLOSURE.functional_info,
  caution: FIXTURE_DISCLOSURE.caution,
  qualityStd: FIXTURE_DISCLOSURE.quality_std,
  csPhone: FIXTURE_DISCLOSURE.cs_phone,
};

const BRANDS: Row[] = [
  { brand_cd: 'NKCHA', brand_nm: '녹차숍', brand_nm_en: 'Nokcha Shop', sort_ord: 0 },
  { brand_cd: 'DAMSO', brand_nm: '담소', brand_nm_en: 'Damso', sort_ord: 1 },
];
const CATEGORIES: Row[] = [
  { cat_id: 1, cat_nm: '메이크업', sort_ord: 1 },
  { cat_id: 2, cat_nm: '스킨케어', sort_ord: 0 },
  { cat_id: 3, cat_nm: '바디', sort_ord: 2 },
];
const SUBCATEGORIES: Row[] = [
  { sub_cat_id: 201, cat_id: 2, sub_cat_nm: '크림', sort_ord: 1 },
  { sub_cat_id: 202, cat_id: 2, sub_cat_nm: '스킨/토너', sort_ord: 0 },
  { sub_cat_id: 203, cat_id: 2, sub_cat_nm: '기획세트', sort_ord: 2 },
  { sub_cat_id: 101, cat_id: 1, sub_cat_nm: '립', sort_ord: 0 },
  { sub_cat_id: 102, cat_id: 1, sub_cat_nm: '기획세트', sort_ord: 1 },
  { sub_cat_id: 301, cat_id: 3, sub_cat_nm: '바디로션', sort_ord: 0 },
];

function product(no: number, brand: string, catId: number, subCatId: number, fields: Row): Row {
  return {
    inm_prd_no: `10000000${no}`,
    product_code: `${brand.slice(0, 2)}000000${no}`,
    brand_cd: brand,
    cat_id: catId,
    sub_cat_id: subCatId,
    summary: `요약 ${no}`,
    description: `설명 ${no}`,
    max_buy_qty: 5,
    ...FIXTURE_DISCLOSURE,
    ...fields,
  };
}

export const FIXTURE_PRODUCTS: Row[] = [
  product(1, 'NKCHA', 2, 202, {
    prd_nm: '녹차숍 제주 녹차 토너',
    cnsm_amt: 20000,
    sale_amt: 16000,
    dc_rate: 20,
    best_yn: 'Y',
    new_yn: 'N',
    hot_yn: 'N',
    sold_out_yn: 'N',
    sales_cnt: 500,
    review_cnt: 40,
    rating_avg: 4.5,
    reg_dttm: '20260101090000',
  }),
  product(2, 'DAMSO', 2, 201, {
    prd_nm: '담소 동백 크림',
    cnsm_amt: 30000,
    sale_amt: 30000,
    dc_rate: 0,
    best_yn: 'N',
    new_yn: 'Y',
    hot_yn: 'N',
    sold_out_yn: 'N',
    sales_cnt: 500,
    review_cnt: 10,
    rating_avg: 4,
    reg_dttm: '20261101090000',
  }),
  product(3, 'NKCHA', 2, 203, {
    prd_nm: '녹차숍 수분 기획세트',
    cnsm_amt: 40000,
    sale_amt: 28000,
    dc_rate: 30,
    best_yn: 'N',
    new_yn: 'N',
    hot_yn: 'Y',
    sold_out_yn: 'Y',
    sales_cnt: 50,
    review_cnt: 0,
    rating_avg: 0,
    reg_dttm: '20250601090000',
  }),
  product(4, 'DAMSO', 1, 101, {
    prd_nm: '담소 립 틴트',
    cnsm_amt: 15000,
    sale_amt: 13500,
    dc_rate: 10,
    best_yn: 'Y',
    new_yn: 'Y',
    hot_yn: 'N',
    sold_out_yn: 'N',
    sales_cnt: 900,
    review_cnt: 120,
    rating_avg: 4.8,
    reg_dttm: '20261001090000',
  }),
  product(5, 'NKCHA', 1, 102, {
    prd_nm: '녹차숍 립 기획세트',
    cnsm_amt: 25000,
    sale_amt: 25000,
    dc_rate: 0,
    best_yn: 'N',
    new_yn: 'N',
    hot_yn: 'N',
    sold_out_yn: 'N',
    sales_cnt: 10,
    review_cnt: 2,
    rating_avg: 3.5,
    reg_dttm: '20240301090000',
  }),
];

/** Options stored out of display order: product 1's second option comes first. */
export const FIXTURE_OPTIONS: Row[] = [
  {
    inm_optn_prd_no: '20000000102',
    inm_prd_no: '100000001',
    prd_optn_nm: '단품 150ml',
    prd_cd: 'NKCHA0000012',
    cnsm_amt: 20000,
    sale_amt: 16000,
    stock: 0,
    sort_ord: 1,
  },
  {
    inm_optn_prd_no: '20000000101',
    inm_prd_no: '100000001',
    prd_optn_nm: '기획세트 150ml + 미니 증정',
    prd_cd: 'NKCHA0000011',
    cnsm_amt: 22000,
    sale_amt: 17600,
    stock: 12,
    sort_ord: 0,
  },
  {
    inm_optn_prd_no: '20000000201',
    inm_prd_no: '100000002',
    prd_optn_nm: '단품 50ml',
    prd_cd: 'DAMSO0000021',
    cnsm_amt: 30000,
    sale_amt: 30000,
    stock: 5,
    sort_ord: 0,
  },
  {
    inm_optn_prd_no: '20000000301',
    inm_prd_no: '100000003',
    prd_optn_nm: '기획세트',
    prd_cd: 'NKCHA0000031',
    cnsm_amt: 40000,
    sale_amt: 28000,
    stock: 7,
    sort_ord: 0,
  },
  {
    inm_optn_prd_no: '20000000401',
    inm_prd_no: '100000004',
    prd_optn_nm: '01 로즈',
    prd_cd: 'DAMSO0000041',
    cnsm_amt: 15000,
    sale_amt: 13500,
    stock: 0,
    sort_ord: 0,
  },
  {
    inm_optn_prd_no: '20000000402',
    inm_prd_no: '100000004',
    prd_optn_nm: '02 코랄',
    prd_cd: 'DAMSO0000042',
    cnsm_amt: 15000,
    sale_amt: 13500,
    stock: 0,
    sort_ord: 1,
  },
  {
    inm_optn_prd_no: '20000000501',
    inm_prd_no: '100000005',
    prd_optn_nm: '기획세트',
    prd_cd: 'NKCHA0000051',
    cnsm_amt: 25000,
    sale_amt: 25000,
    stock: 3,
    sort_ord: 0,
  },
];

const svg = (label: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><title>${label}</title></svg>`;

/** Images stored out of gallery order: product 1's detail image comes first. */
export const FIXTURE_IMAGES: Row[] = [
  { inm_prd_no: '100000001', sort_ord: 1, alt: '녹차숍 제주 녹차 토너 상세 이미지', svg: svg('상세') },
  { inm_prd_no: '100000001', sort_ord: 0, alt: '녹차숍 제주 녹차 토너 대표 이미지', svg: svg('대표') },
  ...[2, 3, 4, 5].map((no) => ({ inm_prd_no: `10000000${no}`, sort_ord: 0, alt: `상품 ${no} 대표 이미지`, svg: svg(`대표 ${no}`) })),
];

function inserts(db: D1Database, table: string, rows: readonly Row[]): D1PreparedStatement[] {
  return rows.map((row) => {
    const columns = Object.keys(row);
    return db.prepare(`INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`).bind(...Object.values(row));
  });
}

/** Writes the fixture catalog into `db` in one batch. */
export async function seedFixtureCatalog(db: D1Database): Promise<void> {
  await db.batch([
    ...inserts(db, 'brands', BRANDS),
    ...inserts(db, 'categories', CATEGORIES),
    ...inserts(db, 'subcategories', SUBCATEGORIES),
    ...inserts(db, 'products', FIXTURE_PRODUCTS),
    ...inserts(db, 'product_options', FIXTURE_OPTIONS),
    ...inserts(db, 'product_images', FIXTURE_IMAGES),
  ]);
}

/** A hot deal of fixture product `inmPrdNo` from `startMs` to `endMs` (epoch ms), as one statement of a batch. */
export function hotDealInsert(db: D1Database, inmPrdNo: string, startMs: number, endMs: number): D1PreparedStatement {
  return db.prepare('INSERT INTO hot_deals (inm_prd_no, start_dttm, end_dttm) VALUES (?1, ?2, ?3)').bind(inmPrdNo, toDttm14(startMs), toDttm14(endMs));
}
