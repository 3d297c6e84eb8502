-- Product reviews. A review belongs to a product (and, when written by a member, to the
-- order line it reviews: 구매 인증, once per line). Only PUBLISHED reviews count: triggers keep each
-- product's review count and average rating equal to its published rows, so every figure the
-- catalog, the product page and the JSON-LD show comes from rows, never from a seeded counter.
CREATE TABLE product_reviews (
  review_no INTEGER PRIMARY KEY AUTOINCREMENT,          -- `inmPrdRvNo`
  inm_prd_no TEXT NOT NULL REFERENCES products (inm_prd_no),
  prd_optn_nm TEXT NOT NULL DEFAULT '',                 -- the option bought, as the order line named it
  incs_no INTEGER REFERENCES customers (incs_no),       -- NULL: imported (e.g. the seed, a former platform)
  order_line_id INTEGER UNIQUE REFERENCES order_lines (id),
  writer_nm TEXT NOT NULL,                              -- shown masked: 녹차***
  rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
  content TEXT NOT NULL CHECK (length(content) BETWEEN 20 AND 330),
  skin_type_cd TEXT CHECK (skin_type_cd IN ('DRY', 'OILY', 'COMBINATION', 'SENSITIVE', 'TROUBLE')),
  skin_concerns TEXT NOT NULL DEFAULT '',               -- comma separated codes
  verified_yn TEXT NOT NULL DEFAULT 'N' CHECK (verified_yn IN ('Y', 'N')),     -- 구매 인증
  repurchase_yn TEXT NOT NULL DEFAULT 'N' CHECK (repurchase_yn IN ('Y', 'N')), -- 재구매
  month_use_yn TEXT NOT NULL DEFAULT 'N' CHECK (month_use_yn IN ('Y', 'N')),   -- 한달 사용
  reward_pt INTEGER NOT NULL DEFAULT 0 CHECK (reward_pt >= 0),                 -- points paid for it: labelled
  status TEXT NOT NULL CHECK (status IN ('PENDING', 'PUBLISHED', 'HELD', 'BLINDED', 'DELETED')),
  helpful_cnt INTEGER NOT NULL DEFAULT 0 CHECK (helpful_cnt >= 0),
  report_cnt INTEGER NOT NULL DEFAULT 0 CHECK (report_cnt >= 0),
  reply TEXT,                                           -- the shop's answer, shown under the review
  reply_at INTEGER,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX product_reviews_published ON product_reviews (inm_prd_no, status, created_at DESC);
CREATE INDEX product_reviews_by_member ON product_reviews (incs_no, created_at DESC) WHERE incs_no IS NOT NULL;

CREATE TABLE review_images (
  review_no INTEGER NOT NULL REFERENCES product_reviews (review_no),
  sort_ord INTEGER NOT NULL,
  url TEXT NOT NULL,                                    -- /uploads/review/{id}.{ext}
  upload_id TEXT REFERENCES uploads (upload_id),
  PRIMARY KEY (review_no, sort_ord)
);

-- "도움이 돼요": one per member and review.
CREATE TABLE review_helpful (
  review_no INTEGER NOT NULL REFERENCES product_reviews (review_no),
  incs_no INTEGER NOT NULL REFERENCES customers (incs_no),
  created_at INTEGER NOT NULL,
  PRIMARY KEY (review_no, incs_no)
);

-- 신고: one per member and review; enough of them hold the review until an operator decides.
CREATE TABLE review_reports (
  review_no INTEGER NOT NULL REFERENCES product_reviews (review_no),
  incs_no INTEGER NOT NULL REFERENCES customers (incs_no),
  reason_cd TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (review_no, incs_no)
);

-- The product's figures follow its published reviews, whatever writes them.
CREATE TRIGGER product_reviews_count_insert AFTER INSERT ON product_reviews WHEN NEW.status = 'PUBLISHED'
BEGIN
  UPDATE products SET
    review_cnt = (SELECT COUNT(*) FROM product_reviews WHERE inm_prd_no = NEW.inm_prd_no AND status = 'PUBLISHED'),
    rating_avg = COALESCE((SELECT ROUND(AVG(rating), 1) FROM product_reviews WHERE inm_prd_no = NEW.inm_prd_no AND status = 'PUBLISHED'), 0)
  WHERE inm_prd_no = NEW.inm_prd_no;
END;
CREATE TRIGGER product_reviews_count_update AFTER UPDATE OF status, rating ON product_reviews
BEGIN
  UPDATE products SET
    review_cnt = (SELECT COUNT(*) FROM product_reviews WHERE inm_prd_no = NEW.inm_prd_no AND status = 'PUBLISHED'),
    rating_avg = COALESCE((SELECT ROUND(AVG(rating), 1) FROM product_reviews WHERE inm_prd_no = NEW.inm_prd_no AND status = 'PUBLISHED'), 0)
  WHERE inm_prd_no = NEW.inm_prd_no;
END;
CREATE TRIGGER product_reviews_count_delete AFTER DELETE ON product_reviews WHEN OLD.status = 'PUBLISHED'
BEGIN
  UPDATE products SET
    review_cnt = (SELECT COUNT(*) FROM product_reviews WHERE inm_prd_no = OLD.inm_prd_no AND status = 'PUBLISHED'),
    rating_avg = COALESCE((SELECT ROUND(AVG(rating), 1) FROM product_reviews WHERE inm_prd_no = OLD.inm_prd_no AND status = 'PUBLISHED'), 0)
  WHERE inm_prd_no = OLD.inm_prd_no;
END;
