-- The embedded test payment provider's own ledger (ADR 010). It plays the payment company:
-- the window records a READY payment, confirm makes it DONE, cancels lower what is left. The
-- shop's own record of a paid order stays in `payments` (0008); this table is never read by it.
CREATE TABLE test_payments (
  payment_key TEXT PRIMARY KEY,
  order_id TEXT NOT NULL,
  amount INTEGER NOT NULL CHECK (amount > 0),
  method TEXT NOT NULL CHECK (method IN ('CARD', 'TOSSPAY', 'NAVERPAY', 'KAKAOPAY')),
  card_company TEXT,
  status TEXT NOT NULL CHECK (status IN ('READY', 'DONE', 'PARTIAL_CANCELED', 'CANCELED')),
  cancelled_amt INTEGER NOT NULL DEFAULT 0 CHECK (cancelled_amt >= 0 AND cancelled_amt <= amount),
  requested_at INTEGER NOT NULL,
  approved_at INTEGER,
  cancelled_at INTEGER
);

CREATE INDEX test_payments_order ON test_payments (order_id);

-- One answer per idempotency key and call, as Toss keeps them: a repeated confirm or cancel with
-- the same key gets the first answer back and changes nothing. `answer` is NULL while running.
CREATE TABLE test_payment_calls (
  call TEXT NOT NULL CHECK (call IN ('confirm', 'cancel')),
  idem_key TEXT NOT NULL,
  request TEXT NOT NULL,
  answer TEXT,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (call, idem_key)
);
