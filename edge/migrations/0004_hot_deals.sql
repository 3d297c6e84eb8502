-- Hot deals (특가): a product is on a hot deal while start_dttm <= now < end_dttm,
-- compared as 14-digit yyyyMMddHHmmss strings in Korean time, which sort like
-- the instants they name. The HOT badge and `hotDealEndDttm` come from the running deal only, so
-- a deal starts and ends on time without a rebuild. One deal a product; deal_qty is the quantity
-- offered at the deal price, NULL when it is not limited.

CREATE TABLE hot_deals (
  inm_prd_no TEXT PRIMARY KEY REFERENCES products (inm_prd_no),
  start_dttm TEXT NOT NULL CHECK (length(start_dttm) = 14),
  end_dttm TEXT NOT NULL CHECK (length(end_dttm) = 14 AND end_dttm > start_dttm),
  deal_qty INTEGER CHECK (deal_qty IS NULL OR deal_qty > 0)
);
-- "Running now": the deals that have not ended yet, narrowed by their start.
CREATE INDEX hot_deals_running ON hot_deals (end_dttm, start_dttm);
