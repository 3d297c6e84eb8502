-- The worker sends an order's purchase and refunds to GA4 (Measurement Protocol). GA
-- counts a purchase once per transaction id and client, so the shopper's GA client id (from the
-- `_ga` cookie, `<random>.<seconds>`) is kept on the order when the payment is confirmed. NULL: the
-- shopper's browser had no GA cookie, and an id derived from the order number is sent instead.
ALTER TABLE orders ADD COLUMN ga_client_id TEXT CHECK (ga_client_id IS NULL OR length(ga_client_id) <= 64);
