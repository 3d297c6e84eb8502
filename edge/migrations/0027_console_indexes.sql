-- The console's order search pages, sorts and filters in D1 and stays fast at 100,000
-- orders: by status and date, by date alone, and a keyword that is an order number (the key), a
-- tracking number or a member's ID or name (their orders by orders_by_customer).
CREATE INDEX orders_by_status_time ON orders (status, ordered_at DESC);
CREATE INDEX orders_by_time ON orders (ordered_at DESC);
CREATE INDEX orders_by_tracking ON orders (tracking_no) WHERE tracking_no IS NOT NULL;
CREATE INDEX customers_by_name ON customers (cust_nm);
