-- The first commerce tables the customer calls read: cart lines, counted by
-- getOrderCartCount, and the coupons a customer owns, counted by getCustCpnCnt. The cart and
-- coupon issues extend them.

CREATE TABLE cart_lines (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  sess_id TEXT,                                         -- a guest's cart
  incs_no INTEGER REFERENCES customers (incs_no),       -- a member's cart
  inm_optn_prd_no TEXT NOT NULL,                        -- option product number
  qty INTEGER NOT NULL CHECK (qty > 0),
  prdprice INTEGER NOT NULL CHECK (prdprice >= 0),
  added_at INTEGER NOT NULL,
  CHECK (sess_id IS NOT NULL OR incs_no IS NOT NULL)
);
CREATE INDEX cart_lines_by_session ON cart_lines (sess_id);
CREATE INDEX cart_lines_by_customer ON cart_lines (incs_no);

CREATE TABLE customer_coupons (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  incs_no INTEGER NOT NULL REFERENCES customers (incs_no),
  cpn_nm TEXT NOT NULL,
  dc_amt INTEGER,                                       -- fixed discount in KRW, or
  dc_rate INTEGER,                                      -- a percentage
  min_order_amt INTEGER NOT NULL DEFAULT 0,
  chn_cds TEXT NOT NULL DEFAULT '1,2,3',                -- channels it can be used on (1 PC, 2 mobile, 3 app)
  issued_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);
CREATE INDEX customer_coupons_by_customer ON customer_coupons (incs_no, expires_at);
