-- 품절 last: every product list and every search lists sold-out products after every buyable one,
-- keeping the chosen sort within each group (docs/decisions/054-sold-out-last.md).
--
-- Sold out means marked so (sold_out_yn) or no option with stock (a product without options too).
-- Computed per row, that is an EXISTS over the options, which an index cannot order by: every list
-- page would sort its whole category. So products keep it as a column, `sold_out` (1 sold out,
-- 0 buyable), which triggers keep right whoever writes (the console, a CSV import, an order or a
-- hold taking stock, a cancel giving it back), and every list index starts with it after the
-- scope. search_docs and search_hit_facts carry a copy, as they carry the other columns a search
-- orders by.

-- What sold out means, in one place, and the products whose kept answer differs from it: the
-- triggers and the backfill below flip exactly those (the column is 0 or 1, so a flip is the fix).
CREATE VIEW products_sold_out_now AS
SELECT p.inm_prd_no,
       (p.sold_out_yn = 'Y' OR NOT EXISTS (SELECT 1 FROM product_options o WHERE o.inm_prd_no = p.inm_prd_no AND o.stock > 0)) AS sold_out
  FROM products p;

-- A new product has no options yet: sold out until an option with stock comes.
ALTER TABLE products ADD COLUMN sold_out INTEGER NOT NULL DEFAULT 1 CHECK (sold_out IN (0, 1));

CREATE VIEW products_sold_out_stale AS
SELECT p.inm_prd_no FROM products p JOIN products_sold_out_now v ON v.inm_prd_no = p.inm_prd_no WHERE p.sold_out IS NOT v.sold_out;

-- The list indexes are rebuilt with the column below; dropped first, so the backfill writes none of them.
DROP INDEX products_cat_popular;
DROP INDEX products_cat_newest;
DROP INDEX products_cat_price;
DROP INDEX products_cat_reviews;
DROP INDEX products_sub_popular;
DROP INDEX products_sub_newest;
DROP INDEX products_sub_price;
DROP INDEX products_sub_reviews;
DROP INDEX products_by_sales;
DROP INDEX products_by_price;
DROP INDEX products_by_reviews;

UPDATE products SET sold_out = 1 - sold_out WHERE inm_prd_no IN (SELECT inm_prd_no FROM products_sold_out_stale);

-- An option's stock decides only when it crosses zero, or when an option with stock comes, goes or
-- moves to another product; a sale that leaves stock above zero touches no product, and a product
-- is written only when its answer changes.
CREATE TRIGGER products_sold_out_option_insert AFTER INSERT ON product_options WHEN NEW.stock > 0
BEGIN
  UPDATE products SET sold_out = 1 - sold_out WHERE inm_prd_no IN (SELECT inm_prd_no FROM products_sold_out_stale WHERE inm_prd_no = NEW.inm_prd_no);
END;

CREATE TRIGGER products_sold_out_option_update AFTER UPDATE OF stock, inm_prd_no ON product_options
  WHEN (OLD.stock > 0) IS NOT (NEW.stock > 0) OR OLD.inm_prd_no IS NOT NEW.inm_prd_no
BEGIN
  UPDATE products SET sold_out = 1 - sold_out
   WHERE inm_prd_no IN (SELECT inm_prd_no FROM products_sold_out_stale WHERE inm_prd_no IN (OLD.inm_prd_no, NEW.inm_prd_no));
END;

CREATE TRIGGER products_sold_out_option_delete AFTER DELETE ON product_options WHEN OLD.stock > 0
BEGIN
  UPDATE products SET sold_out = 1 - sold_out WHERE inm_prd_no IN (SELECT inm_prd_no FROM products_sold_out_stale WHERE inm_prd_no = OLD.inm_prd_no);
END;

-- The 품절 mark flipped, or the column written by hand: the product's own answer wins.
CREATE TRIGGER products_sold_out_mark AFTER UPDATE OF sold_out_yn, sold_out ON products
  WHEN EXISTS (SELECT 1 FROM products_sold_out_stale WHERE inm_prd_no = NEW.inm_prd_no)
BEGIN
  UPDATE products SET sold_out = 1 - sold_out WHERE inm_prd_no = NEW.inm_prd_no;
END;

-- Search orders its hits from search_docs' copies and their narrow copy (migrations/0045).
ALTER TABLE search_docs ADD COLUMN sold_out INTEGER NOT NULL DEFAULT 1 CHECK (sold_out IN (0, 1));
UPDATE search_docs SET sold_out = (SELECT p.sold_out FROM products p WHERE p.inm_prd_no = search_docs.inm_prd_no);
ALTER TABLE search_hit_facts ADD COLUMN sold_out INTEGER NOT NULL DEFAULT 1;
UPDATE search_hit_facts SET sold_out = (SELECT d.sold_out FROM search_docs d WHERE d.doc_id = search_hit_facts.doc_id);

-- The product's value as it stands, not NEW: a hand-written value that products_sold_out_mark puts
-- back fires this trigger twice, and the firing that runs last must not copy the value undone.
CREATE TRIGGER products_search_sold_out AFTER UPDATE OF sold_out ON products WHEN NEW.sold_out IS NOT OLD.sold_out
BEGIN
  UPDATE search_docs SET sold_out = (SELECT p.sold_out FROM products p WHERE p.inm_prd_no = NEW.inm_prd_no)
   WHERE inm_prd_no = NEW.inm_prd_no AND sold_out IS NOT (SELECT p.sold_out FROM products p WHERE p.inm_prd_no = NEW.inm_prd_no);
END;

-- A search_docs row written after its product (the console, a CSV import) starts with the product's answer.
CREATE TRIGGER search_docs_sold_out_copy AFTER INSERT ON search_docs BEGIN
  UPDATE search_docs SET sold_out = (SELECT p.sold_out FROM products p WHERE p.inm_prd_no = NEW.inm_prd_no)
   WHERE doc_id = NEW.doc_id AND EXISTS (SELECT 1 FROM products p WHERE p.inm_prd_no = NEW.inm_prd_no AND p.sold_out <> NEW.sold_out);
END;

-- The narrow copy's triggers (migrations/0045) with the new column.
DROP TRIGGER search_docs_facts_ai;
CREATE TRIGGER search_docs_facts_ai AFTER INSERT ON search_docs BEGIN
  INSERT INTO search_hit_facts (doc_id, inm_prd_no, cat_id, brand_cd, sale_amt, sales_cnt, reg_dttm, sale_stop_yn, prd_nm, sold_out)
  SELECT doc_id, inm_prd_no, cat_id, brand_cd, sale_amt, sales_cnt, reg_dttm, sale_stop_yn, prd_nm, sold_out FROM search_docs WHERE doc_id = NEW.doc_id;
END;

DROP TRIGGER search_docs_facts_au;
CREATE TRIGGER search_docs_facts_au AFTER UPDATE OF inm_prd_no, cat_id, brand_cd, sale_amt, sales_cnt, reg_dttm, sale_stop_yn, prd_nm, sold_out ON search_docs BEGIN
  UPDATE search_hit_facts
     SET inm_prd_no = NEW.inm_prd_no, cat_id = NEW.cat_id, brand_cd = NEW.brand_cd, sale_amt = NEW.sale_amt, sales_cnt = NEW.sales_cnt,
         reg_dttm = NEW.reg_dttm, sale_stop_yn = NEW.sale_stop_yn, prd_nm = NEW.prd_nm, sold_out = NEW.sold_out
   WHERE doc_id = NEW.doc_id;
END;

-- Every list index: the scope, then sold out, then the sort, then the product number that breaks
-- ties (migrations/0042). 높은 가격순 gets its own index: walking the price index backwards would
-- put sold out first, and sorting what a walk forwards gives would sort the whole category.
CREATE INDEX products_cat_popular ON products (cat_id, sold_out, sales_cnt DESC, inm_prd_no);
CREATE INDEX products_cat_newest ON products (cat_id, sold_out, reg_dttm DESC, inm_prd_no);
CREATE INDEX products_cat_price ON products (cat_id, sold_out, sale_amt, inm_prd_no);
CREATE INDEX products_cat_price_desc ON products (cat_id, sold_out, sale_amt DESC, inm_prd_no);
CREATE INDEX products_cat_reviews ON products (cat_id, sold_out, review_cnt DESC, inm_prd_no);

CREATE INDEX products_sub_popular ON products (sub_cat_id, sold_out, sales_cnt DESC, inm_prd_no);
CREATE INDEX products_sub_newest ON products (sub_cat_id, sold_out, reg_dttm DESC, inm_prd_no);
CREATE INDEX products_sub_price ON products (sub_cat_id, sold_out, sale_amt, inm_prd_no);
CREATE INDEX products_sub_price_desc ON products (sub_cat_id, sold_out, sale_amt DESC, inm_prd_no);
CREATE INDEX products_sub_reviews ON products (sub_cat_id, sold_out, review_cnt DESC, inm_prd_no);

-- The lists of the whole catalog (베스트, 전체, the main page's shelves). products_by_reg stays:
-- the console lists products newest first, sold out or not.
CREATE INDEX products_by_sales ON products (sold_out, sales_cnt DESC, inm_prd_no);
CREATE INDEX products_by_newest ON products (sold_out, reg_dttm DESC, inm_prd_no);
CREATE INDEX products_by_price ON products (sold_out, sale_amt, inm_prd_no);
CREATE INDEX products_by_price_desc ON products (sold_out, sale_amt DESC, inm_prd_no);
CREATE INDEX products_by_reviews ON products (sold_out, review_cnt DESC, inm_prd_no);
