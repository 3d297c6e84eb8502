/**
 * Seed part `buy-rules` (scripts/seed.mjs, migrations/0008_orders.sql `products.buy_rule`): the
 * green tea club welcome kit, which can only be bought directly (`DIRECT_ONLY`), with one option,
 * its whole disclosure, a main and a detail image and its search row; and `CART_ONLY` for the
 * catalog's mini and single-sheet products (a name or an option called 미니, not a set with a
 * free mini; sheet masks), too small to ship alone: they go through the cart with other items.
 *
 * The kit hangs off the catalog by name (the shop's own brand NKCHA and the category 스킨케어),
 * so it is written only when the catalog is there. Deterministic: no clock, the same catalog
 * always gives the same rows. Idempotent: `INSERT OR IGNORE` with fixed numbers and an `UPDATE`
 * that only touches products still marked `ANY`, so a second run changes nothing.
 *
 * Plain, import-free TypeScript with erasable syntax only: Node 24 runs it as is, and the worker
 * tests seed through the same function.
 */

/** The kit's product, option and code: numbers outside the catalog seed's ranges. */
export const CLUB_KIT = {
  inmPrdNo: '199000001',
  inmOptnPrdNo: '2990000101',
  productCode: 'NKCLUBKIT01',
  prdCd: 'NKCHA9900011',
  prdNm: '녹차클럽 웰컴 키트',
  optionNm: '웰컴 키트 (토너 150ml + 크림 50ml + 파우치)',
  /** 초성 of each word of the name, as shared/catalog-seed.ts `seedChoseongWords` computes it (a test keeps them equal). */
  choseong: 'ㄴㅊㅋㄹ ㅇㅋ ㅋㅌ',
} as const;

/** A catalog product that is mini or a single sheet, by its name or one of its options. */
const CART_ONLY_WHERE =
  `buy_rule = 'ANY' AND inm_prd_no <> '${CLUB_KIT.inmPrdNo}' AND (prd_nm LIKE '%미니%' OR prd_nm LIKE '%시트 마스크%' ` +
  `OR inm_prd_no IN (SELECT inm_prd_no FROM product_options WHERE prd_optn_nm LIKE '%미니%' AND prd_optn_nm NOT LIKE '%증정%'))`;

/** A SQL string literal on one line. */
function lit(text: string): string {
  return `'${text.replace(/'/g, "''")}'`;
}

/** The kit's pictures: a gift box in green tea colours, with the brand (main) or the kit's name (detail). */
function kitSvg(label: string, lid: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 160" width="160" height="160" role="img">` +
    `<rect width="160" height="160" fill="hsl(110 30% 95%)"/>` +
    `<rect x="30" y="62" width="100" height="76" rx="6" fill="hsl(110 45% 62%)"/>` +
    `<rect x="24" y="46" width="112" height="22" rx="4" fill="${lid}"/>` +
    `<rect x="74" y="46" width="12" height="92" fill="hsl(45 80% 60%)"/>` +
    `<path d="M80 46c-10-20-30-18-26-6 3 8 18 7 26 6zm0 0c10-20 30-18 26-6-3 8-18 7-26 6z" fill="hsl(45 80% 55%)"/>` +
    `<text x="80" y="154" font-family="sans-serif" font-size="11" text-anchor="middle" fill="hsl(110 40% 30%)">${label}</text></svg>`
  );
}

const DISCLOSURE = {
  capacity: '토너 150ml, 크림 50ml, 파우치 1개',
  skin_type: '모든 피부',
  expiry_info: '제조일로부터 36개월, 개봉 후 12개월',
  usage_info: '세안 후 토너로 피부결을 정돈하고, 크림을 적당량 덜어 얼굴 전체에 부드럽게 펴 바릅니다.',
  manufacturer: '(주)녹차숍코스메틱 / 제조: (주)그린랩 오송공장',
  origin_country: '대한민국',
  ingredients: '정제수, 부틸렌글라이콜, 글리세린, 차잎추출물, 녹차씨오일, 1,2-헥산다이올, 판테놀, 알란토인, 카보머, 에틸헥실글리세린',
  functional_info: '해당 없음',
  caution:
    '1) 화장품 사용 시 또는 사용 후 직사광선에 의하여 사용부위가 붉은 반점, 부어오름 또는 가려움증 등의 이상 증상이나 부작용이 있는 경우 전문의 등과 상담할 것 2) 상처가 있는 부위 등에는 사용을 자제할 것 3) 어린이의 손이 닿지 않는 곳에 보관할 것 4) 직사광선을 피해서 보관할 것',
  quality_std: '본 제품에 이상이 있을 경우 공정거래위원회 고시 「소비자분쟁해결기준」에 의거 보상해 드립니다.',
  cs_phone: '080-023-2026',
};

/** The statements; `now` is not read: the part is the same at any time. */
export function seedStatements(_: { now: number }): string[] {
  const kit = lit(CLUB_KIT.inmPrdNo);
  const category = `(SELECT cat_id FROM categories WHERE cat_nm = '스킨케어')`;
  const subcategory = `(SELECT sub_cat_id FROM subcategories WHERE cat_id = ${category} ORDER BY sort_ord, sub_cat_id LIMIT 1)`;
  const productColumns = {
    inm_prd_no: kit,
    product_code: lit(CLUB_KIT.productCode),
    brand_cd: `'NKCHA'`,
    cat_id: category,
    sub_cat_id: subcategory,
    prd_nm: lit(CLUB_KIT.prdNm),
    summary: lit('녹차클럽 회원만을 위한 제주 녹차 스킨케어 웰컴 키트'),
    description: lit(
      '녹차클럽에 오신 것을 환영합니다. 제주 녹차 토너와 그린티 씨드 크림을 파우치에 담은 웰컴 키트로, 녹차클럽 가입 혜택으로 한 분께 한 번 바로구매로만 구매하실 수 있습니다.',
    ),
    cnsm_amt: '40000',
    sale_amt: '30000',
    dc_rate: '25',
    new_yn: `'Y'`,
    sale_yn: `'Y'`,
    max_buy_qty: '1',
    reg_dttm: `'20261101100000'`,
    buy_rule: `'DIRECT_ONLY'`,
    ...Object.fromEntries(Object.entries(DISCLOSURE).map(([column, value]) => [column, lit(value)])),
  };
  const images = [
    [0, `${CLUB_KIT.prdNm} 대표 이미지`, kitSvg('Nokcha Shop', 'hsl(110 40% 30%)')],
    [1, `${CLUB_KIT.prdNm} 상세 이미지`, kitSvg('Green Tea Club', 'hsl(110 40% 40%)')],
  ] as const;
  return [
    // Only with the catalog's brand and category: the subqueries are NULL without them.
    `INSERT OR IGNORE INTO products (${Object.keys(productColumns).join(', ')}) SELECT ${Object.values(productColumns).join(', ')} ` +
      `WHERE EXISTS (SELECT 1 FROM brands WHERE brand_cd = 'NKCHA') AND ${subcategory} IS NOT NULL`,
    `INSERT OR IGNORE INTO product_options (inm_optn_prd_no, inm_prd_no, prd_optn_nm, prd_cd, cnsm_amt, sale_amt, stock, sort_ord) ` +
      `SELECT ${lit(CLUB_KIT.inmOptnPrdNo)}, ${kit}, ${lit(CLUB_KIT.optionNm)}, ${lit(CLUB_KIT.prdCd)}, 40000, 30000, 500, 0 ` +
      `WHERE EXISTS (SELECT 1 FROM products WHERE inm_prd_no = ${kit})`,
    ...images.map(
      ([sortOrd, alt, svg]) =>
        `INSERT OR IGNORE INTO product_images (inm_prd_no, sort_ord, alt, svg) SELECT ${kit}, ${sortOrd}, ${lit(alt)}, ${lit(svg)} ` +
        `WHERE EXISTS (SELECT 1 FROM products WHERE inm_prd_no = ${kit})`,
    ),
    // The search row copies the product's columns as shared/catalog-seed.ts writes them.
    `INSERT OR IGNORE INTO search_docs (inm_prd_no, prd_nm, brand_nm, cat_nm, type_nm, tags, name_choseong, cat_id, brand_cd, sale_amt, sales_cnt, reg_dttm) ` +
      `SELECT p.inm_prd_no, p.prd_nm, b.brand_nm || ' ' || b.brand_nm_en, c.cat_nm || ' ' || s.sub_cat_nm, '웰컴 키트', ` +
      `${lit('웰컴 키트, 녹차클럽, 제주 유기농 녹차 추출물, 차잎추출물, 모든 피부')}, ${lit(CLUB_KIT.choseong)}, p.cat_id, p.brand_cd, p.sale_amt, p.sales_cnt, p.reg_dttm ` +
      `FROM products p JOIN brands b ON b.brand_cd = p.brand_cd JOIN categories c ON c.cat_id = p.cat_id JOIN subcategories s ON s.sub_cat_id = p.sub_cat_id ` +
      `WHERE p.inm_prd_no = ${kit}`,
    `UPDATE products SET buy_rule = 'CART_ONLY' WHERE ${CART_ONLY_WHERE}`,
  ];
}
