-- How many products on sale each category and subcategory holds, kept by triggers as products come,
-- move, go off sale (판매중지) and return, so the category tree every list page shows reads a few rows
-- instead of counting 100,000 products (16 ms a draw; docs/decisions/040-d1-sessions-and-growth.md).
-- `scope` is 'cat' (categories.cat_id) or 'sub' (subcategories.sub_cat_id).
CREATE TABLE on_sale_counts (
  scope TEXT NOT NULL CHECK (scope IN ('cat', 'sub')),
  id INTEGER NOT NULL,
  products INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (scope, id)
) WITHOUT ROWID;

INSERT INTO on_sale_counts (scope, id, products)
SELECT 'cat', cat_id, COUNT(*) FROM products WHERE sale_stop_yn = 'N' GROUP BY cat_id;
INSERT INTO on_sale_counts (scope, id, products)
SELECT 'sub', sub_cat_id, COUNT(*) FROM products WHERE sale_stop_yn = 'N' GROUP BY sub_cat_id;

CREATE TRIGGER on_sale_counts_product_insert AFTER INSERT ON products WHEN NEW.sale_stop_yn = 'N'
BEGIN
  INSERT INTO on_sale_counts (scope, id, products) VALUES ('cat', NEW.cat_id, 1)
    ON CONFLICT (scope, id) DO UPDATE SET products = products + 1;
  INSERT INTO on_sale_counts (scope, id, products) VALUES ('sub', NEW.sub_cat_id, 1)
    ON CONFLICT (scope, id) DO UPDATE SET products = products + 1;
END;

CREATE TRIGGER on_sale_counts_product_delete AFTER DELETE ON products WHEN OLD.sale_stop_yn = 'N'
BEGIN
  UPDATE on_sale_counts SET products = products - 1 WHERE scope = 'cat' AND id = OLD.cat_id;
  UPDATE on_sale_counts SET products = products - 1 WHERE scope = 'sub' AND id = OLD.sub_cat_id;
END;

-- A move or a change of sale: the old place loses the product if it was on sale there, the new
-- place gains it if it is on sale now.
CREATE TRIGGER on_sale_counts_product_update AFTER UPDATE OF cat_id, sub_cat_id, sale_stop_yn ON products
BEGIN
  UPDATE on_sale_counts SET products = products - 1 WHERE OLD.sale_stop_yn = 'N' AND scope = 'cat' AND id = OLD.cat_id;
  UPDATE on_sale_counts SET products = products - 1 WHERE OLD.sale_stop_yn = 'N' AND scope = 'sub' AND id = OLD.sub_cat_id;
  INSERT INTO on_sale_counts (scope, id, products) SELECT 'cat', NEW.cat_id, 1 WHERE NEW.sale_stop_yn = 'N'
    ON CONFLICT (scope, id) DO UPDATE SET products = products + 1;
  INSERT INTO on_sale_counts (scope, id, products) SELECT 'sub', NEW.sub_cat_id, 1 WHERE NEW.sale_stop_yn = 'N'
    ON CONFLICT (scope, id) DO UPDATE SET products = products + 1;
END;
