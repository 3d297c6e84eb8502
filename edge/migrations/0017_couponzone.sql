-- The couponzone. Coupons an operator offers (to download once, or to register by a
-- number), and the conditions every coupon may carry: a cap on a percentage discount and the
-- products or categories it applies to. Checkout reads the same columns.

CREATE TABLE zone_coupons (
  zone_coupon_id INTEGER PRIMARY KEY,
  cpn_nm TEXT NOT NULL CHECK (cpn_nm <> ''),
  dc_amt INTEGER CHECK (dc_amt > 0),                         -- KRW off, or
  dc_rate INTEGER CHECK (dc_rate BETWEEN 1 AND 100),         -- percent off; exactly one of the two
  max_dc_amt INTEGER CHECK (max_dc_amt > 0),                 -- the most a percentage takes off; NULL: no cap
  min_order_amt INTEGER NOT NULL DEFAULT 0 CHECK (min_order_amt >= 0),
  scope_type TEXT NOT NULL DEFAULT 'ALL' CHECK (scope_type IN ('ALL', 'PRODUCT', 'CATEGORY')),
  scope_ids TEXT NOT NULL DEFAULT '',                        -- inm_prd_no or cat_id values, comma separated
  chn_cds TEXT NOT NULL DEFAULT '1,2,3',                     -- channels (1 PC, 2 mobile, 3 app); '3' alone is an app-only coupon
  issue_type TEXT NOT NULL CHECK (issue_type IN ('DOWNLOAD', 'CODE')),
  valid_days INTEGER NOT NULL CHECK (valid_days > 0),        -- an issued coupon expires this many days later
  start_at INTEGER NOT NULL,                                 -- download or registration period, epoch ms
  end_at INTEGER NOT NULL CHECK (end_at > start_at),
  download_limit INTEGER CHECK (download_limit > 0),         -- coupons in all (선착순); NULL is unlimited
  sort_ord INTEGER NOT NULL DEFAULT 0,
  CHECK ((dc_amt IS NULL) <> (dc_rate IS NULL))
);

-- Coupon numbers (쿠폰 번호) print on cards, boxes and messages; each registers its zone coupon.
CREATE TABLE coupon_codes (
  code TEXT PRIMARY KEY CHECK (code = upper(code) AND length(code) BETWEEN 6 AND 20),
  zone_coupon_id INTEGER NOT NULL REFERENCES zone_coupons (zone_coupon_id),
  max_uses INTEGER CHECK (max_uses > 0),                     -- 1: a single-use number; NULL: any number of members, each once
  used_cnt INTEGER NOT NULL DEFAULT 0
);

ALTER TABLE customer_coupons ADD COLUMN max_dc_amt INTEGER;
ALTER TABLE customer_coupons ADD COLUMN scope_type TEXT NOT NULL DEFAULT 'ALL' CHECK (scope_type IN ('ALL', 'PRODUCT', 'CATEGORY'));
ALTER TABLE customer_coupons ADD COLUMN scope_ids TEXT NOT NULL DEFAULT '';
ALTER TABLE customer_coupons ADD COLUMN zone_coupon_id INTEGER REFERENCES zone_coupons (zone_coupon_id);
-- One member, one of each zone coupon, even when two taps race.
CREATE UNIQUE INDEX customer_coupons_once_per_zone_coupon ON customer_coupons (zone_coupon_id, incs_no) WHERE zone_coupon_id IS NOT NULL;
