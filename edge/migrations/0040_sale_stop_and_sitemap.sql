-- 판매중지 in search, the sitemap from D1, and no more rebuilds for catalog changes
-- (docs/decisions/039-catalog-pages-drawn-at-the-edge.md, docs/operator-catalog.md).

-- Search ranks and counts hits from search_docs alone (0005_search.sql), so it carries a copy of
-- 판매중지 as it carries the other columns it filters by; a trigger keeps the copy in step.
ALTER TABLE search_docs ADD COLUMN sale_stop_yn TEXT NOT NULL DEFAULT 'N' CHECK (sale_stop_yn IN ('Y', 'N'));
UPDATE search_docs SET sale_stop_yn = (SELECT p.sale_stop_yn FROM products p WHERE p.inm_prd_no = search_docs.inm_prd_no);

CREATE TRIGGER products_search_sale_stop AFTER UPDATE OF sale_stop_yn ON products BEGIN
  UPDATE search_docs SET sale_stop_yn = NEW.sale_stop_yn WHERE inm_prd_no = NEW.inm_prd_no;
END;

-- A search_docs row written after its product (the console, a CSV import) starts with the product's flag.
CREATE TRIGGER search_docs_sale_stop_copy AFTER INSERT ON search_docs BEGIN
  UPDATE search_docs SET sale_stop_yn = (SELECT p.sale_stop_yn FROM products p WHERE p.inm_prd_no = NEW.inm_prd_no)
   WHERE doc_id = NEW.doc_id AND EXISTS (SELECT 1 FROM products p WHERE p.inm_prd_no = NEW.inm_prd_no AND p.sale_stop_yn <> NEW.sale_stop_yn);
END;

-- The sitemap's lastmod: when the product's row last changed, in UTC (W3C datetime). Rows that
-- exist now start at their registration (reg_dttm is Korean time, UTC+9).
ALTER TABLE products ADD COLUMN updated_at TEXT;
UPDATE products SET updated_at = strftime('%Y-%m-%dT%H:%M:%SZ',
  substr(reg_dttm, 1, 4) || '-' || substr(reg_dttm, 5, 2) || '-' || substr(reg_dttm, 7, 2) || ' ' ||
  substr(reg_dttm, 9, 2) || ':' || substr(reg_dttm, 11, 2) || ':' || substr(reg_dttm, 13, 2), '-9 hours');

-- A writer that sets updated_at itself is kept; otherwise the trigger stamps the row when what
-- its pages show changed (not sales_cnt, which only orders a list; not a write of the same values,
-- such as a CSV imported back unchanged). The WHEN clause also keeps the trigger's own update from
-- firing it again.
CREATE TRIGGER products_updated_at_insert AFTER INSERT ON products WHEN NEW.updated_at IS NULL BEGIN
  UPDATE products SET updated_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now') WHERE inm_prd_no = NEW.inm_prd_no;
END;

CREATE TRIGGER products_updated_at_update AFTER UPDATE ON products
  WHEN NEW.updated_at IS OLD.updated_at AND (
    NEW.brand_cd IS NOT OLD.brand_cd OR NEW.cat_id IS NOT OLD.cat_id OR
    NEW.sub_cat_id IS NOT OLD.sub_cat_id OR NEW.prd_nm IS NOT OLD.prd_nm OR NEW.summary IS NOT OLD.summary OR
    NEW.description IS NOT OLD.description OR NEW.cnsm_amt IS NOT OLD.cnsm_amt OR
    NEW.sale_amt IS NOT OLD.sale_amt OR NEW.dc_rate IS NOT OLD.dc_rate OR NEW.best_yn IS NOT OLD.best_yn OR
    NEW.new_yn IS NOT OLD.new_yn OR NEW.hot_yn IS NOT OLD.hot_yn OR NEW.sale_yn IS NOT OLD.sale_yn OR
    NEW.sold_out_yn IS NOT OLD.sold_out_yn OR NEW.max_buy_qty IS NOT OLD.max_buy_qty OR
    NEW.review_cnt IS NOT OLD.review_cnt OR NEW.rating_avg IS NOT OLD.rating_avg OR
    NEW.capacity IS NOT OLD.capacity OR NEW.skin_type IS NOT OLD.skin_type OR
    NEW.expiry_info IS NOT OLD.expiry_info OR NEW.usage_info IS NOT OLD.usage_info OR
    NEW.manufacturer IS NOT OLD.manufacturer OR NEW.origin_country IS NOT OLD.origin_country OR
    NEW.ingredients IS NOT OLD.ingredients OR NEW.functional_info IS NOT OLD.functional_info OR
    NEW.caution IS NOT OLD.caution OR NEW.quality_std IS NOT OLD.quality_std OR
    NEW.cs_phone IS NOT OLD.cs_phone OR NEW.buy_rule IS NOT OLD.buy_rule OR
    NEW.sale_stop_yn IS NOT OLD.sale_stop_yn
  ) BEGIN
  UPDATE products SET updated_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now') WHERE inm_prd_no = NEW.inm_prd_no;
END;

-- The sitemap walks the products by number (keyset, never OFFSET), keeping those on sale, and
-- groups them by category: this index covers both, so 100,000 products are read from the index
-- alone. 판매중지 is not its first column, so list queries keep their category and sort indexes.
CREATE INDEX products_sitemap ON products (inm_prd_no, sale_stop_yn, product_code, updated_at, cat_id, sub_cat_id);

-- Catalog pages are drawn from D1 at the edge: nothing waits for a rebuild any more, and the
-- schedule no longer asks a deploy hook for one.
DROP TABLE catalog_rebuild_waits;
DROP TABLE schedule_rebuilds;
