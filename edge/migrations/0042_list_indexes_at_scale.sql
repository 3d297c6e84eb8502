-- Lists at 100,000 products (edge/src/gateway/display/product-list.ts). A list's count reads only
-- products on sale: with an index of the scope and the sale-stop flag it counts from the index
-- alone, where it read every row of a category (60 ms). Each sort's index ends with the product
-- number, the tie-break every list orders by, so a later page walks the index instead of sorting the
-- ties; the lists of the whole catalog (베스트, 전체) get an index per sort. Measured in
-- docs/decisions/040-d1-sessions-and-growth.md.
CREATE INDEX products_cat_on_sale ON products (cat_id, sale_stop_yn);
CREATE INDEX products_sub_on_sale ON products (sub_cat_id, sale_stop_yn);

DROP INDEX products_cat_popular;
CREATE INDEX products_cat_popular ON products (cat_id, sales_cnt DESC, inm_prd_no);

DROP INDEX products_cat_newest;
CREATE INDEX products_cat_newest ON products (cat_id, reg_dttm DESC, inm_prd_no);

DROP INDEX products_cat_price;
CREATE INDEX products_cat_price ON products (cat_id, sale_amt, inm_prd_no);

DROP INDEX products_cat_reviews;
CREATE INDEX products_cat_reviews ON products (cat_id, review_cnt DESC, inm_prd_no);

DROP INDEX products_sub_popular;
CREATE INDEX products_sub_popular ON products (sub_cat_id, sales_cnt DESC, inm_prd_no);

DROP INDEX products_sub_newest;
CREATE INDEX products_sub_newest ON products (sub_cat_id, reg_dttm DESC, inm_prd_no);

DROP INDEX products_sub_price;
CREATE INDEX products_sub_price ON products (sub_cat_id, sale_amt, inm_prd_no);

DROP INDEX products_sub_reviews;
CREATE INDEX products_sub_reviews ON products (sub_cat_id, review_cnt DESC, inm_prd_no);

DROP INDEX products_by_reg;
CREATE INDEX products_by_reg ON products (reg_dttm DESC, inm_prd_no);
CREATE INDEX products_by_sales ON products (sales_cnt DESC, inm_prd_no);
CREATE INDEX products_by_price ON products (sale_amt, inm_prd_no);
CREATE INDEX products_by_reviews ON products (review_cnt DESC, inm_prd_no);
