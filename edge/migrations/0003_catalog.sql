-- The catalog: brands, categories and subcategories, products with their prices,
-- badges and the cosmetics disclosure Korean law asks for (화장품법 시행규칙), options (the
-- `inmOptnPrdNo` a cart line and getProductOptionCategory name; `prd_cd` starts with the brand
-- code) and images drawn as SVG text. Flags are 'Y'/'N' as elsewhere; dates are 14-digit
-- yyyyMMddHHmmss strings in Korean time.

CREATE TABLE brands (
  brand_cd TEXT PRIMARY KEY CHECK (length(brand_cd) = 5),   -- first 5 characters of every prd_cd
  brand_nm TEXT NOT NULL,
  brand_nm_en TEXT NOT NULL,
  sort_ord INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE categories (
  cat_id INTEGER PRIMARY KEY,
  cat_nm TEXT NOT NULL UNIQUE,                               -- `catNm`
  sort_ord INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE subcategories (
  sub_cat_id INTEGER PRIMARY KEY,
  cat_id INTEGER NOT NULL REFERENCES categories (cat_id),
  sub_cat_nm TEXT NOT NULL,                                  -- `subCatNm`
  sort_ord INTEGER NOT NULL DEFAULT 0,
  UNIQUE (cat_id, sub_cat_nm)
);

CREATE TABLE products (
  inm_prd_no TEXT PRIMARY KEY,                               -- `inmPrdNo`
  product_code TEXT NOT NULL UNIQUE,                         -- `productCode`, /dp/product/{productCode}
  brand_cd TEXT NOT NULL REFERENCES brands (brand_cd),
  cat_id INTEGER NOT NULL REFERENCES categories (cat_id),
  sub_cat_id INTEGER NOT NULL REFERENCES subcategories (sub_cat_id),
  prd_nm TEXT NOT NULL,                                      -- `prdNm`, Korean
  summary TEXT NOT NULL,
  description TEXT NOT NULL,
  cnsm_amt INTEGER NOT NULL CHECK (cnsm_amt >= 0),           -- list price, KRW
  sale_amt INTEGER NOT NULL CHECK (sale_amt >= 0 AND sale_amt <= cnsm_amt),
  dc_rate INTEGER NOT NULL DEFAULT 0 CHECK (dc_rate BETWEEN 0 AND 100),
  best_yn TEXT NOT NULL DEFAULT 'N' CHECK (best_yn IN ('Y', 'N')),
  new_yn TEXT NOT NULL DEFAULT 'N' CHECK (new_yn IN ('Y', 'N')),
  hot_yn TEXT NOT NULL DEFAULT 'N' CHECK (hot_yn IN ('Y', 'N')),   -- hot deal
  sale_yn TEXT NOT NULL DEFAULT 'N' CHECK (sale_yn IN ('Y', 'N')),
  sold_out_yn TEXT NOT NULL DEFAULT 'N' CHECK (sold_out_yn IN ('Y', 'N')),
  max_buy_qty INTEGER NOT NULL DEFAULT 10 CHECK (max_buy_qty > 0), -- per-order purchase limit
  sales_cnt INTEGER NOT NULL DEFAULT 0,                      -- 인기순
  review_cnt INTEGER NOT NULL DEFAULT 0,                     -- 리뷰 많은 순
  rating_avg REAL NOT NULL DEFAULT 0,
  reg_dttm TEXT NOT NULL CHECK (length(reg_dttm) = 14),      -- 신상품순
  -- The disclosure (화장품 표시·광고 정보고시), every field required and non-empty.
  capacity TEXT NOT NULL CHECK (capacity <> ''),             -- 용량 또는 중량
  skin_type TEXT NOT NULL CHECK (skin_type <> ''),           -- 피부 타입
  expiry_info TEXT NOT NULL CHECK (expiry_info <> ''),       -- 사용기한 (또는 개봉 후 사용기간)
  usage_info TEXT NOT NULL CHECK (usage_info <> ''),         -- 사용방법
  manufacturer TEXT NOT NULL CHECK (manufacturer <> ''),     -- 화장품제조업자 및 책임판매업자
  origin_country TEXT NOT NULL CHECK (origin_country <> ''), -- 제조국
  ingredients TEXT NOT NULL CHECK (ingredients <> ''),       -- 전성분
  functional_info TEXT NOT NULL CHECK (functional_info <> ''), -- 기능성 화장품 심사 여부
  caution TEXT NOT NULL CHECK (caution <> ''),               -- 사용 시 주의사항
  quality_std TEXT NOT NULL CHECK (quality_std <> ''),       -- 품질보증기준
  cs_phone TEXT NOT NULL CHECK (cs_phone <> '')              -- 소비자상담 전화번호
);
-- Product lists: a category or a subcategory, in each of the list's sorts.
CREATE INDEX products_cat_popular ON products (cat_id, sales_cnt DESC);
CREATE INDEX products_cat_newest ON products (cat_id, reg_dttm DESC);
CREATE INDEX products_cat_price ON products (cat_id, sale_amt);
CREATE INDEX products_cat_reviews ON products (cat_id, review_cnt DESC);
CREATE INDEX products_sub_popular ON products (sub_cat_id, sales_cnt DESC);
CREATE INDEX products_sub_newest ON products (sub_cat_id, reg_dttm DESC);
CREATE INDEX products_sub_price ON products (sub_cat_id, sale_amt);
CREATE INDEX products_sub_reviews ON products (sub_cat_id, review_cnt DESC);
CREATE INDEX products_by_brand ON products (brand_cd);

CREATE TABLE product_options (
  inm_optn_prd_no TEXT PRIMARY KEY,                          -- `inmOptnPrdNo`
  inm_prd_no TEXT NOT NULL REFERENCES products (inm_prd_no),
  prd_optn_nm TEXT NOT NULL,                                 -- `prdOptnNm`
  prd_cd TEXT NOT NULL UNIQUE CHECK (length(prd_cd) > 5),    -- `prdCd`: brand code + item number
  cnsm_amt INTEGER NOT NULL CHECK (cnsm_amt >= 0),           -- `cnsmAmt`, this option's list price
  sale_amt INTEGER NOT NULL CHECK (sale_amt >= 0 AND sale_amt <= cnsm_amt),
  stock INTEGER NOT NULL DEFAULT 0 CHECK (stock >= 0),
  sort_ord INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX product_options_by_product ON product_options (inm_prd_no, sort_ord);

-- prd_cd must start with its product's brand code.
CREATE TRIGGER product_options_brand_prefix BEFORE INSERT ON product_options
WHEN substr(NEW.prd_cd, 1, 5) IS NOT (SELECT brand_cd FROM products WHERE inm_prd_no = NEW.inm_prd_no)
BEGIN
  SELECT RAISE(ABORT, 'prd_cd must start with the brand code');
END;

CREATE TABLE product_images (
  inm_prd_no TEXT NOT NULL REFERENCES products (inm_prd_no),
  sort_ord INTEGER NOT NULL,                                 -- 0 is the main image
  alt TEXT NOT NULL,
  svg TEXT NOT NULL CHECK (svg LIKE '<svg%'),
  PRIMARY KEY (inm_prd_no, sort_ord)
);
