-- What a shopper keeps and buys. Wishlist, delivery addresses, orders with their lines
-- and payment, idempotency keys, claims (cancel, exchange, return), empty-bottle collections and
-- the point ledger. Money is integer KRW everywhere.

-- How a product may be bought: ANY; CART_ONLY cannot be bought alone and
-- must go through the cart; DIRECT_ONLY (the green tea club kit) can only be bought directly.
ALTER TABLE products ADD COLUMN buy_rule TEXT NOT NULL DEFAULT 'ANY' CHECK (buy_rule IN ('ANY', 'CART_ONLY', 'DIRECT_ONLY'));

CREATE TABLE wish_items (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  incs_no INTEGER NOT NULL REFERENCES customers (incs_no),
  inm_prd_no TEXT NOT NULL REFERENCES products (inm_prd_no),
  added_at INTEGER NOT NULL,
  UNIQUE (incs_no, inm_prd_no)
);
CREATE INDEX wish_items_by_customer ON wish_items (incs_no, added_at DESC);

CREATE TABLE delivery_addresses (
  id INTEGER PRIMARY KEY AUTOINCREMENT,                 -- `dlvAddrNo`
  incs_no INTEGER NOT NULL REFERENCES customers (incs_no),
  addr_nm TEXT NOT NULL CHECK (addr_nm <> ''),          -- 배송지명
  rcpt_nm TEXT NOT NULL CHECK (rcpt_nm <> ''),          -- 받는 분
  mobile TEXT NOT NULL,                                 -- digits only, 01…
  zip_no TEXT NOT NULL CHECK (length(zip_no) = 5),      -- 우편번호
  road_addr TEXT NOT NULL CHECK (road_addr <> ''),      -- 도로명주소, always from a search
  jibun_addr TEXT NOT NULL DEFAULT '',
  dtl_addr TEXT NOT NULL DEFAULT '',                    -- 상세주소, may be empty after confirmation
  default_yn TEXT NOT NULL DEFAULT 'N' CHECK (default_yn IN ('Y', 'N')),
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  deleted_at INTEGER
);
CREATE INDEX delivery_addresses_by_customer ON delivery_addresses (incs_no, deleted_at);
CREATE UNIQUE INDEX delivery_addresses_one_default ON delivery_addresses (incs_no) WHERE default_yn = 'Y' AND deleted_at IS NULL;

-- An order exists from checkout on; stock, the coupon and points are taken in the batch that
-- writes it. PAYMENT_PENDING becomes PAID on a confirmed payment or ABANDONED (everything given
-- back, never shown to the shopper) when the payment fails, is cancelled or times out.
CREATE TABLE orders (
  ord_no TEXT PRIMARY KEY,                              -- `ordNo`, e.g. 20261122-4F7K2Q9M
  incs_no INTEGER NOT NULL REFERENCES customers (incs_no),
  status TEXT NOT NULL CHECK (status IN (
    'PAYMENT_PENDING', 'ABANDONED',
    'PAID', 'PREPARING', 'SHIPPING', 'DELIVERED', 'CONFIRMED',
    'CANCELLED', 'EXCHANGED', 'RETURNED')),
  source TEXT NOT NULL CHECK (source IN ('CART', 'BUY_NOW', 'WISH')),
  order_nm TEXT NOT NULL,                               -- "상품명 외 2건", the payment's orderName
  list_amt INTEGER NOT NULL CHECK (list_amt >= 0),      -- Σ list price × qty
  prd_dc_amt INTEGER NOT NULL CHECK (prd_dc_amt >= 0),  -- Σ (list − sale) × qty
  cpn_dc_amt INTEGER NOT NULL DEFAULT 0 CHECK (cpn_dc_amt >= 0),
  customer_coupon_id INTEGER REFERENCES customer_coupons (id),
  use_pt INTEGER NOT NULL DEFAULT 0 CHECK (use_pt >= 0),
  shipping_fee INTEGER NOT NULL CHECK (shipping_fee >= 0),
  pay_amt INTEGER NOT NULL CHECK (pay_amt >= 0),        -- what the payment must be, recomputed by the gateway
  pay_method TEXT NOT NULL CHECK (pay_method IN ('CARD', 'TOSSPAY', 'NAVERPAY', 'KAKAOPAY')),
  rcpt_nm TEXT NOT NULL,
  rcpt_mobile TEXT NOT NULL,
  zip_no TEXT NOT NULL,
  road_addr TEXT NOT NULL,
  dtl_addr TEXT NOT NULL DEFAULT '',
  dlv_memo TEXT NOT NULL DEFAULT '',                    -- 배송 요청사항
  tracking_no TEXT,                                     -- 송장번호, from SHIPPING on
  ordered_at INTEGER NOT NULL,
  paid_at INTEGER,
  status_changed_at INTEGER NOT NULL
);
CREATE INDEX orders_by_customer ON orders (incs_no, ordered_at DESC);
CREATE INDEX orders_pending ON orders (status, ordered_at) WHERE status = 'PAYMENT_PENDING';

CREATE TABLE order_lines (
  id INTEGER PRIMARY KEY AUTOINCREMENT,                 -- `ordLineNo`
  ord_no TEXT NOT NULL REFERENCES orders (ord_no),
  inm_optn_prd_no TEXT NOT NULL REFERENCES product_options (inm_optn_prd_no),
  inm_prd_no TEXT NOT NULL,
  product_code TEXT NOT NULL,
  prd_nm TEXT NOT NULL,                                 -- copied: the order shows what was bought
  prd_optn_nm TEXT NOT NULL,
  brand_nm TEXT NOT NULL,
  image_url TEXT NOT NULL,
  prd_cd TEXT NOT NULL,
  cat_nm TEXT NOT NULL,
  qty INTEGER NOT NULL CHECK (qty > 0),
  cnsm_amt INTEGER NOT NULL CHECK (cnsm_amt >= 0),      -- unit list price at order time
  sale_amt INTEGER NOT NULL CHECK (sale_amt >= 0),      -- unit sale price at order time
  cart_line_id INTEGER                                  -- the cart line it came from; removed once paid
);
CREATE INDEX order_lines_by_order ON order_lines (ord_no);

CREATE TABLE payments (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  ord_no TEXT NOT NULL UNIQUE REFERENCES orders (ord_no),
  provider TEXT NOT NULL CHECK (provider IN ('test', 'toss')),
  payment_key TEXT NOT NULL UNIQUE,
  method TEXT NOT NULL,
  amount INTEGER NOT NULL CHECK (amount >= 0),
  cancelled_amt INTEGER NOT NULL DEFAULT 0 CHECK (cancelled_amt >= 0 AND cancelled_amt <= amount),
  status TEXT NOT NULL CHECK (status IN ('DONE', 'PARTIAL_CANCELED', 'CANCELED')),
  approved_at INTEGER NOT NULL,
  cancelled_at INTEGER
);

-- One answer per (caller, scope, key): a repeat returns the stored answer and changes nothing.
-- `response_body` is NULL while the first request is still running.
CREATE TABLE idempotency_keys (
  owner TEXT NOT NULL,                                  -- 'm:{incsNo}' or 'op'
  scope TEXT NOT NULL,                                  -- the endpoint, e.g. createOrder
  idem_key TEXT NOT NULL,
  request_hash TEXT NOT NULL,                           -- the same key with another body is refused
  response_status INTEGER,
  response_body TEXT,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (owner, scope, idem_key)
);

ALTER TABLE customer_coupons ADD COLUMN used_ord_no TEXT;

-- Cancel, exchange and return requests. A cancel before shipping completes at once; exchanges and
-- returns are picked up and completed (or rejected) by the operator.
CREATE TABLE order_claims (
  id INTEGER PRIMARY KEY AUTOINCREMENT,                 -- `clmNo`
  ord_no TEXT NOT NULL REFERENCES orders (ord_no),
  incs_no INTEGER NOT NULL REFERENCES customers (incs_no),
  claim_type TEXT NOT NULL CHECK (claim_type IN ('CANCEL', 'EXCHANGE', 'RETURN')),
  status TEXT NOT NULL CHECK (status IN ('REQUESTED', 'PICKING_UP', 'COMPLETED', 'REJECTED')),
  reason_cd TEXT NOT NULL,
  reason_text TEXT NOT NULL DEFAULT '',
  pickup_rcpt_nm TEXT,
  pickup_mobile TEXT,
  pickup_zip_no TEXT,
  pickup_road_addr TEXT,
  pickup_dtl_addr TEXT,
  refund_amt INTEGER NOT NULL DEFAULT 0 CHECK (refund_amt >= 0),
  refund_pt INTEGER NOT NULL DEFAULT 0 CHECK (refund_pt >= 0),
  return_shipping_fee INTEGER NOT NULL DEFAULT 0 CHECK (return_shipping_fee >= 0),
  requested_at INTEGER NOT NULL,
  completed_at INTEGER
);
CREATE INDEX order_claims_by_customer ON order_claims (incs_no, requested_at DESC);
CREATE INDEX order_claims_by_order ON order_claims (ord_no);

CREATE TABLE order_claim_lines (
  claim_id INTEGER NOT NULL REFERENCES order_claims (id),
  order_line_id INTEGER NOT NULL REFERENCES order_lines (id),
  qty INTEGER NOT NULL CHECK (qty > 0),
  PRIMARY KEY (claim_id, order_line_id)
);

-- 공병 수거: empty bottles picked up with a delivered order; points once the operator confirms.
CREATE TABLE bottle_collections (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  incs_no INTEGER NOT NULL REFERENCES customers (incs_no),
  ord_no TEXT NOT NULL REFERENCES orders (ord_no),
  bottle_cnt INTEGER NOT NULL CHECK (bottle_cnt BETWEEN 1 AND 20),
  status TEXT NOT NULL CHECK (status IN ('REQUESTED', 'COLLECTED', 'CONFIRMED', 'REJECTED')),
  earn_pt INTEGER NOT NULL DEFAULT 0 CHECK (earn_pt >= 0),
  requested_at INTEGER NOT NULL,
  confirmed_at INTEGER,
  UNIQUE (ord_no)
);
CREATE INDEX bottle_collections_by_customer ON bottle_collections (incs_no, requested_at DESC);

-- Every change to `customers.rmn_pt`, so the balance can be explained line by line.
CREATE TABLE point_history (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  incs_no INTEGER NOT NULL REFERENCES customers (incs_no),
  delta INTEGER NOT NULL,
  reason TEXT NOT NULL CHECK (reason IN ('ORDER_USE', 'ORDER_REFUND', 'BOTTLE', 'ORDER_EARN', 'ADJUST')),
  ord_no TEXT,
  created_at INTEGER NOT NULL
);
CREATE INDEX point_history_by_customer ON point_history (incs_no, created_at DESC);
