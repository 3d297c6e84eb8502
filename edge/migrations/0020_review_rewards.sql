-- What writing reviews needs beyond their rows.
PRAGMA defer_foreign_keys = true;

-- The rules an operator may change without a deploy: points for a text and for a photo review,
-- the most a member earns by reviews in a calendar month (Korean time), how many days after
-- delivery a line may be reviewed, and how many shoppers' reports hold a review until an operator
-- decides.
CREATE TABLE review_settings (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  text_reward_pt INTEGER NOT NULL CHECK (text_reward_pt >= 0),
  photo_reward_pt INTEGER NOT NULL CHECK (photo_reward_pt >= 0),
  monthly_max_pt INTEGER NOT NULL CHECK (monthly_max_pt >= 0),
  write_days INTEGER NOT NULL CHECK (write_days > 0),
  report_hold_cnt INTEGER NOT NULL CHECK (report_hold_cnt > 0)
);
INSERT INTO review_settings (id, text_reward_pt, photo_reward_pt, monthly_max_pt, write_days, report_hold_cnt) VALUES (1, 100, 300, 2000, 90, 3);

-- Why a review waits (the automatic checks' finding, or reports) and when it was published.
ALTER TABLE product_reviews ADD COLUMN hold_reason TEXT NOT NULL DEFAULT '';
ALTER TABLE product_reviews ADD COLUMN published_at INTEGER;
UPDATE product_reviews SET published_at = created_at WHERE status = 'PUBLISHED';

-- The member's skin concerns, prefilled on the review form and kept from their last review.
ALTER TABLE customers ADD COLUMN skin_concerns TEXT NOT NULL DEFAULT '';

-- When an order was delivered: the review period counts from it. The operator's status move
-- writes it (a trigger would add to the guarded move's change count).
ALTER TABLE orders ADD COLUMN delivered_at INTEGER;
UPDATE orders SET delivered_at = status_changed_at WHERE status IN ('DELIVERED', 'CONFIRMED');

-- The ledger learns review rewards and their clawback, and which review a line belongs to.
CREATE TABLE point_history_v3 (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  incs_no INTEGER NOT NULL REFERENCES customers (incs_no),
  delta INTEGER NOT NULL,
  reason TEXT NOT NULL CHECK (reason IN (
    'ORDER_USE', 'ORDER_REFUND', 'BOTTLE', 'ORDER_EARN', 'ADJUST', 'EVENT', 'EXPIRE', 'EARN_CLAWBACK', 'REVIEW', 'REVIEW_CLAWBACK')),
  ord_no TEXT,
  memo TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL,
  expires_at INTEGER,
  notice30_at INTEGER,
  notice3_at INTEGER,
  settled_at INTEGER,
  review_no INTEGER REFERENCES product_reviews (review_no)
);
INSERT INTO point_history_v3 (id, incs_no, delta, reason, ord_no, memo, created_at, expires_at, notice30_at, notice3_at, settled_at)
  SELECT id, incs_no, delta, reason, ord_no, memo, created_at, expires_at, notice30_at, notice3_at, settled_at FROM point_history;
DROP TABLE point_history;
ALTER TABLE point_history_v3 RENAME TO point_history;
CREATE INDEX point_history_by_customer ON point_history (incs_no, created_at DESC);
CREATE INDEX point_history_by_expiry ON point_history (expires_at) WHERE expires_at IS NOT NULL AND settled_at IS NULL;
CREATE INDEX point_history_by_review ON point_history (review_no) WHERE review_no IS NOT NULL;

CREATE TRIGGER point_credit_expiry AFTER INSERT ON point_history
  WHEN NEW.delta > 0 AND NEW.reason IN ('ORDER_EARN', 'BOTTLE', 'ADJUST', 'EVENT', 'REVIEW') AND NEW.expires_at IS NULL
BEGIN
  UPDATE point_history SET expires_at = NEW.created_at + (SELECT validity_days FROM point_settings WHERE id = 1) * 86400000
  WHERE id = NEW.id;
END;
