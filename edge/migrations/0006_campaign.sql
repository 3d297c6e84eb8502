-- Campaign content: live broadcasts, events with their products and coupons, editor
-- postings, the sample market and employee prices. No status is stored where it follows from the
-- dates (live: UPCOMING/LIVE/ENDED, events: ONGOING/ENDED): the gateway derives it at answer time.
-- Dates are 14-digit yyyyMMddHHmmss strings in Korean time; flags are 'Y'/'N'; images are SVG text.

CREATE TABLE live_broadcasts (
  live_id INTEGER PRIMARY KEY,
  title TEXT NOT NULL CHECK (title <> ''),
  host_nm TEXT NOT NULL,                                     -- 진행자
  description TEXT NOT NULL,                                 -- plain text, paragraphs split by a blank line
  start_dttm TEXT NOT NULL CHECK (length(start_dttm) = 14),
  end_dttm TEXT NOT NULL CHECK (length(end_dttm) = 14 AND end_dttm > start_dttm),
  stream_url TEXT NOT NULL,                                  -- HLS playlist from the operator's streaming provider
  poster_alt TEXT NOT NULL,
  poster_svg TEXT NOT NULL CHECK (poster_svg LIKE '<svg%'),
  replay_yn TEXT NOT NULL DEFAULT 'N' CHECK (replay_yn IN ('Y', 'N')), -- 다시보기 after the end
  display_yn TEXT NOT NULL DEFAULT 'Y' CHECK (display_yn IN ('Y', 'N'))
);
CREATE INDEX live_broadcasts_by_start ON live_broadcasts (start_dttm);

CREATE TABLE live_products (
  live_id INTEGER NOT NULL REFERENCES live_broadcasts (live_id),
  inm_prd_no TEXT NOT NULL REFERENCES products (inm_prd_no),
  sort_ord INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (live_id, inm_prd_no)
);

CREATE TABLE events (
  event_id INTEGER PRIMARY KEY,
  title TEXT NOT NULL CHECK (title <> ''),
  subtitle TEXT NOT NULL DEFAULT '',
  summary TEXT NOT NULL DEFAULT '',
  body TEXT NOT NULL,                                        -- plain text paragraphs (never HTML), split by a blank line
  start_dttm TEXT NOT NULL CHECK (length(start_dttm) = 14),
  end_dttm TEXT NOT NULL CHECK (length(end_dttm) = 14 AND end_dttm > start_dttm),
  banner_alt TEXT NOT NULL,
  banner_svg TEXT NOT NULL CHECK (banner_svg LIKE '<svg%'),
  banner_tone TEXT NOT NULL CHECK (length(banner_tone) = 7 AND banner_tone LIKE '#%' AND lower(substr(banner_tone, 2)) NOT GLOB '*[^0-9a-f]*'), -- #rrggbb
  display_yn TEXT NOT NULL DEFAULT 'Y' CHECK (display_yn IN ('Y', 'N')),
  sort_ord INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX events_by_end ON events (display_yn, end_dttm);

CREATE TABLE event_products (
  event_id INTEGER NOT NULL REFERENCES events (event_id),
  inm_prd_no TEXT NOT NULL REFERENCES products (inm_prd_no),
  sort_ord INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (event_id, inm_prd_no)
);

CREATE TABLE event_coupons (
  coupon_id INTEGER PRIMARY KEY,
  event_id INTEGER NOT NULL REFERENCES events (event_id),
  cpn_nm TEXT NOT NULL CHECK (cpn_nm <> ''),
  dc_amt INTEGER CHECK (dc_amt > 0),                         -- KRW off, or
  dc_rate INTEGER CHECK (dc_rate BETWEEN 1 AND 100),         -- percent off; exactly one of the two
  min_order_amt INTEGER NOT NULL DEFAULT 0 CHECK (min_order_amt >= 0),
  valid_days INTEGER NOT NULL CHECK (valid_days > 0),        -- the issued coupon expires this many days after download
  download_limit INTEGER CHECK (download_limit > 0),         -- downloads in all (선착순); NULL is unlimited
  sort_ord INTEGER NOT NULL DEFAULT 0,
  CHECK ((dc_amt IS NULL) <> (dc_rate IS NULL))
);
CREATE INDEX event_coupons_by_event ON event_coupons (event_id, sort_ord);

-- A downloaded event coupon is an ordinary customer coupon that remembers where it came from, so
-- that one customer gets each event coupon once (the unique index holds it even under a race).
ALTER TABLE customer_coupons ADD COLUMN event_coupon_id INTEGER REFERENCES event_coupons (coupon_id);
CREATE UNIQUE INDEX customer_coupons_once_per_event_coupon ON customer_coupons (event_coupon_id, incs_no) WHERE event_coupon_id IS NOT NULL;

CREATE TABLE postings (
  posting_id INTEGER PRIMARY KEY,
  editor_no TEXT NOT NULL,                                   -- the editor's `editorNo`
  editor_nick_nm TEXT NOT NULL,
  title TEXT NOT NULL CHECK (title <> ''),                   -- title and topic required
  topic TEXT NOT NULL CHECK (topic <> ''),
  body TEXT NOT NULL,                                        -- plain text paragraphs, split by a blank line
  image_alt TEXT NOT NULL,
  image_svg TEXT NOT NULL CHECK (image_svg LIKE '<svg%'),    -- an image must be attached
  status TEXT NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'PUBLISHED')), -- an admin confirms first
  reg_dttm TEXT NOT NULL CHECK (length(reg_dttm) = 14),
  published_dttm TEXT CHECK (published_dttm IS NULL OR length(published_dttm) = 14),
  CHECK (status = 'PENDING' OR published_dttm IS NOT NULL)
);
CREATE INDEX postings_published ON postings (status, published_dttm DESC);

CREATE TABLE posting_products (
  posting_id INTEGER NOT NULL REFERENCES postings (posting_id),
  inm_prd_no TEXT NOT NULL REFERENCES products (inm_prd_no),
  sort_ord INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (posting_id, inm_prd_no)
);

CREATE TABLE sample_market_items (
  sample_id INTEGER PRIMARY KEY,
  inm_prd_no TEXT NOT NULL REFERENCES products (inm_prd_no),
  sample_nm TEXT NOT NULL CHECK (sample_nm <> ''),
  price_type TEXT NOT NULL CHECK (price_type IN ('WON', 'POINT')), -- KRW (e.g. 100원) or beauty points
  price INTEGER NOT NULL CHECK (price >= 0),
  stock INTEGER NOT NULL DEFAULT 0 CHECK (stock >= 0),
  per_cust_limit INTEGER NOT NULL DEFAULT 1 CHECK (per_cust_limit > 0),
  start_dttm TEXT NOT NULL CHECK (length(start_dttm) = 14),
  end_dttm TEXT NOT NULL CHECK (length(end_dttm) = 14 AND end_dttm > start_dttm),
  sort_ord INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE employee_prices (
  inm_prd_no TEXT PRIMARY KEY REFERENCES products (inm_prd_no),
  emp_amt INTEGER NOT NULL CHECK (emp_amt >= 0),             -- never above the sale price (trigger below)
  emp_dc_rate INTEGER NOT NULL CHECK (emp_dc_rate BETWEEN 0 AND 100) -- percent off the list price, like dc_rate
);
CREATE INDEX employee_prices_by_rate ON employee_prices (emp_dc_rate DESC);

CREATE TRIGGER employee_prices_not_above_sale BEFORE INSERT ON employee_prices
WHEN NEW.emp_amt > (SELECT sale_amt FROM products WHERE inm_prd_no = NEW.inm_prd_no)
BEGIN
  SELECT RAISE(ABORT, 'emp_amt must not exceed the sale price');
END;

CREATE TRIGGER employee_prices_not_above_sale_on_update BEFORE UPDATE OF emp_amt ON employee_prices
WHEN NEW.emp_amt > (SELECT sale_amt FROM products WHERE inm_prd_no = NEW.inm_prd_no)
BEGIN
  SELECT RAISE(ABORT, 'emp_amt must not exceed the sale price');
END;
