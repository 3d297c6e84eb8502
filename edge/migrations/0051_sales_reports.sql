-- The owner's reports (docs/decisions/057-owner-reports-queried-live.md): sales, refunds and new
-- members by Korean day, split by channel and payment method, and the best sellers, each answered
-- by aggregates over indexed columns, queried live.

-- The channel an order was placed from (1 PC web, 2 mobile web, 3 the app), as the login history
-- keeps it. Orders from before this migration have none: the report counts them as 알 수 없음.
ALTER TABLE orders ADD COLUMN channel_cd TEXT CHECK (channel_cd IS NULL OR channel_cd IN ('1', '2', '3'));

-- 결제 금액 and order counts by the day of the payment: every column the report reads, so the
-- range is one index scan that never visits the table.
CREATE INDEX orders_by_paid_time ON orders (paid_at, channel_cd, pay_method, pay_amt) WHERE paid_at IS NOT NULL;

-- 취소·환불 금액 by the day the refund completed (a cancel, a return, a partial refund of either);
-- an exchange gives no money back.
CREATE INDEX order_claims_refunds_by_time ON order_claims (completed_at, ord_no, refund_amt)
  WHERE status = 'COMPLETED' AND claim_type <> 'EXCHANGE';

-- New members by the Korean day they joined (mbr_join_dttm is yyyyMMddHHmmss in Korean time).
CREATE INDEX customers_by_join_time ON customers (mbr_join_dttm);
