-- Guards that make an order's batch fail as a whole. Stock and points already have
-- CHECK constraints (stock >= 0, rmn_pt >= 0); a coupon needs a trigger, because an UPDATE that
-- matches nothing does not fail. Using a coupon that is already used aborts the statement, and so
-- the batch that was writing the order.
CREATE TRIGGER customer_coupons_use_once BEFORE UPDATE OF used_at ON customer_coupons
WHEN OLD.used_at IS NOT NULL AND NEW.used_at IS NOT NULL
BEGIN
  SELECT RAISE(ABORT, 'COUPON_ALREADY_USED');
END;

-- Why an operator changed a balance (`/ops/v1/customers/points`): ADJUST lines carry a memo.
ALTER TABLE point_history ADD COLUMN memo TEXT NOT NULL DEFAULT '';
