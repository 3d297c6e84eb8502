-- A search reads one row per hit for the columns it filters, sorts and counts by, and the name
-- that ranks short words (search-hits.ts). In search_docs those sit beside the rest of the
-- product's text (brands, category, tags, 초성), about 13 rows to a page, so a query with
-- thousands of hits reads thousands of pages. search_hit_facts holds only them, about 40 rows to
-- a page: at 100,000 products a search's lookups cost about half
-- (docs/decisions/044-search-counts-kept-per-generation.md).
-- search_docs stays the one row writers touch; triggers copy each change here, whoever wrote it
-- (the seed, the console, CSV imports, the copies from products and the 판매중지 flag).

CREATE TABLE search_hit_facts (
  doc_id INTEGER PRIMARY KEY,                               -- search_docs.doc_id, rowid of the FTS indexes
  inm_prd_no TEXT NOT NULL,
  cat_id INTEGER NOT NULL,
  brand_cd TEXT NOT NULL,
  sale_amt INTEGER NOT NULL,
  sales_cnt INTEGER NOT NULL,
  reg_dttm TEXT NOT NULL,
  sale_stop_yn TEXT NOT NULL,
  prd_nm TEXT NOT NULL
);

-- A new row is copied as it stands after the statement's other triggers (the 판매중지 copy
-- updates a row right after its insert), whichever order SQLite runs them in; an update is
-- copied by UPDATE, not INSERT OR REPLACE, whose conflict rule a statement that fires the trigger
-- with its own (an upsert, INSERT OR IGNORE) would override.
CREATE TRIGGER search_docs_facts_ai AFTER INSERT ON search_docs BEGIN
  INSERT INTO search_hit_facts (doc_id, inm_prd_no, cat_id, brand_cd, sale_amt, sales_cnt, reg_dttm, sale_stop_yn, prd_nm)
  SELECT doc_id, inm_prd_no, cat_id, brand_cd, sale_amt, sales_cnt, reg_dttm, sale_stop_yn, prd_nm FROM search_docs WHERE doc_id = NEW.doc_id;
END;

CREATE TRIGGER search_docs_facts_au AFTER UPDATE OF inm_prd_no, cat_id, brand_cd, sale_amt, sales_cnt, reg_dttm, sale_stop_yn, prd_nm ON search_docs BEGIN
  UPDATE search_hit_facts
     SET inm_prd_no = NEW.inm_prd_no, cat_id = NEW.cat_id, brand_cd = NEW.brand_cd, sale_amt = NEW.sale_amt, sales_cnt = NEW.sales_cnt,
         reg_dttm = NEW.reg_dttm, sale_stop_yn = NEW.sale_stop_yn, prd_nm = NEW.prd_nm
   WHERE doc_id = NEW.doc_id;
END;

CREATE TRIGGER search_docs_facts_ad AFTER DELETE ON search_docs BEGIN
  DELETE FROM search_hit_facts WHERE doc_id = OLD.doc_id;
END;

INSERT INTO search_hit_facts (doc_id, inm_prd_no, cat_id, brand_cd, sale_amt, sales_cnt, reg_dttm, sale_stop_yn, prd_nm)
SELECT doc_id, inm_prd_no, cat_id, brand_cd, sale_amt, sales_cnt, reg_dttm, sale_stop_yn, prd_nm FROM search_docs ORDER BY doc_id;
