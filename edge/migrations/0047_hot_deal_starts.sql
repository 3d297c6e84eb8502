-- Every page that shows deal prices asks when the next hot deal starts or ends, so the edge's copy
-- turns over then (edge/src/gateway/display/page-meta-sql.ts). The next end is a seek in
-- hot_deals_running (end_dttm first); the next start walked that whole index: 1.3 ms a page drawn
-- at 100,000 products (13,927 deals). An index on the start makes it a seek too.
CREATE INDEX hot_deals_by_start ON hot_deals (start_dttm);
