-- Beauty points that expire (ADR 017). Credits (earned on 구매확정, bottles, events, operator
-- grants) carry an expiry set from the configured validity; the scheduled job expires what is
-- left of them first-in first-out and warns the member 30 and 3 days before.

PRAGMA defer_foreign_keys = true;

-- The validity an operator may change without a deploy.
CREATE TABLE point_settings (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  validity_days INTEGER NOT NULL CHECK (validity_days > 0)
);
INSERT INTO point_settings (id, validity_days) VALUES (1, 365);

-- The ledger gains the reasons it lacked (EVENT credits, EXPIRE debits, EARN_CLAWBACK) and, on
-- credits, when they expire and when the member was warned.
CREATE TABLE point_history_v2 (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  incs_no INTEGER NOT NULL REFERENCES customers (incs_no),
  delta INTEGER NOT NULL,
  reason TEXT NOT NULL CHECK (reason IN ('ORDER_USE', 'ORDER_REFUND', 'BOTTLE', 'ORDER_EARN', 'ADJUST', 'EVENT', 'EXPIRE', 'EARN_CLAWBACK')),
  ord_no TEXT,
  memo TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL,
  expires_at INTEGER,
  notice30_at INTEGER,
  notice3_at INTEGER,
  -- When the expiry job dealt with this credit's expiry (whatever was left of it expired).
  settled_at INTEGER
);
INSERT INTO point_history_v2 (id, incs_no, delta, reason, ord_no, memo, created_at)
  SELECT id, incs_no, delta, reason, ord_no, memo, created_at FROM point_history;
DROP TABLE point_history;
ALTER TABLE point_history_v2 RENAME TO point_history;
CREATE INDEX point_history_by_customer ON point_history (incs_no, created_at DESC);
CREATE INDEX point_history_by_expiry ON point_history (expires_at) WHERE expires_at IS NOT NULL AND settled_at IS NULL;

UPDATE point_history SET expires_at = created_at + 365 * 86400000
  WHERE delta > 0 AND reason IN ('ORDER_EARN', 'BOTTLE', 'ADJUST', 'EVENT');

-- Every credit gets its expiry where it is written, whichever feature writes it.
CREATE TRIGGER point_credit_expiry AFTER INSERT ON point_history
  WHEN NEW.delta > 0 AND NEW.reason IN ('ORDER_EARN', 'BOTTLE', 'ADJUST', 'EVENT') AND NEW.expires_at IS NULL
BEGIN
  UPDATE point_history SET expires_at = NEW.created_at + (SELECT validity_days FROM point_settings WHERE id = 1) * 86400000
  WHERE id = NEW.id;
END;
