-- Payments to give back: approved at the provider for an order the shop could not record them on
-- (abandoned meanwhile, another amount), whose automatic cancel ("void") the provider refused. The
-- shopper has been charged for nothing, so the refusal is kept here instead of only in the log:
-- the cron retries transient refusals with the first attempt's idempotency key, and the console's
-- 환불 필요 결제 shows every PENDING row until it is VOIDED at the provider or an operator gives the
-- money back another way (RESOLVED_BY_HAND, with a memo). One row per payment.
CREATE TABLE payment_voids (
  void_id INTEGER PRIMARY KEY AUTOINCREMENT,
  ord_no TEXT NOT NULL REFERENCES orders (ord_no),
  incs_no INTEGER NOT NULL REFERENCES customers (incs_no),
  provider TEXT NOT NULL CHECK (provider IN ('test', 'toss')),
  payment_key TEXT NOT NULL UNIQUE,
  amount INTEGER NOT NULL CHECK (amount >= 0),                -- what the provider says it charged
  status TEXT NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'VOIDED', 'RESOLVED_BY_HAND')),
  last_code TEXT NOT NULL,                                   -- the provider's code of the last refusal
  last_message TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 1 CHECK (attempts >= 1),
  created_at INTEGER NOT NULL,
  last_tried_at INTEGER NOT NULL,
  resolved_at INTEGER,
  resolved_by TEXT,                                          -- the operator's label as the audit log writes it; NULL: the cron
  memo TEXT CHECK (memo IS NULL OR length(memo) <= 200),     -- how it was given back by hand
  CHECK ((status = 'PENDING') = (resolved_at IS NULL)),
  CHECK (status <> 'RESOLVED_BY_HAND' OR memo IS NOT NULL)
);
CREATE INDEX payment_voids_by_status ON payment_voids (status, created_at);
