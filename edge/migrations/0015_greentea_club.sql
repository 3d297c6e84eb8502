-- The green tea club. Each grade's criterion (confirmed purchases over the last six
-- months) and its monthly coupon live beside its benefits, so an operator changes them in D1.

ALTER TABLE customer_grades ADD COLUMN min_purchase_amt INTEGER NOT NULL DEFAULT 0;
ALTER TABLE customer_grades ADD COLUMN monthly_coupon_rate INTEGER;            -- percent off; NULL: no monthly coupon
ALTER TABLE customer_grades ADD COLUMN monthly_coupon_min_order INTEGER NOT NULL DEFAULT 0;
UPDATE customer_grades SET min_purchase_amt = 0 WHERE inm_cust_grd_cd = '10';
UPDATE customer_grades SET min_purchase_amt = 100000, monthly_coupon_rate = 5, monthly_coupon_min_order = 20000 WHERE inm_cust_grd_cd = '20';
UPDATE customer_grades SET min_purchase_amt = 300000, monthly_coupon_rate = 10, monthly_coupon_min_order = 30000 WHERE inm_cust_grd_cd = '30';
UPDATE customer_grades SET min_purchase_amt = 600000, monthly_coupon_rate = 15, monthly_coupon_min_order = 30000 WHERE inm_cust_grd_cd = '40';

-- Benefits say only what the shop gives: the earn rate and the monthly coupon.
UPDATE customer_grades SET benefit = '구매 금액의 ' || earn_rate_pct || '% 뷰티포인트 적립' || CASE WHEN monthly_coupon_rate IS NULL THEN '' ELSE ', 매월 ' || monthly_coupon_rate || '% 할인 쿠폰' END;

-- One row per month the grades were recalculated (Korean month, yyyyMM), so the job runs once.
CREATE TABLE grade_runs (
  month TEXT PRIMARY KEY,
  ran_at INTEGER NOT NULL,
  members INTEGER NOT NULL
);

-- A grade's monthly coupon is issued once per member and month.
ALTER TABLE customer_coupons ADD COLUMN grade_month TEXT;
CREATE UNIQUE INDEX customer_coupons_grade_month ON customer_coupons (incs_no, grade_month) WHERE grade_month IS NOT NULL;
