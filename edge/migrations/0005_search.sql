-- Search (trigram FTS5, a 초성 column and LIKE for short queries). `search_docs` holds, for each product, the text a
-- search looks at; two FTS5 indexes read it as external content and triggers keep them in step:
--   search_fts       trigram over name, brands (Korean and English), category + subcategory and
--                    tags (the product's type, key ingredient and skin types): any substring of
--                    3+ characters, ranked by bm25.
--   search_choseong  the 초성 of each word of the name (`세럼` → `ㅅㄹ`), one token a word
--                    (unicode61 splits at spaces): `ㅅㄹ` finds the word 세럼 through the index,
--                    and not 슬리핑 (ㅅㄹㅍ) or 컨실러 (ㅋㅅㄹ), which a substring match would.
-- Queries of 1–2 characters, which trigram cannot match, use LIKE on search_docs (a compact
-- table, cheap to scan). search_docs also carries copies of the product columns a search filters,
-- sorts and counts facets by, so that ranking thousands of hits never reads the wide products
-- rows; a trigger keeps the copies in step. The seed (shared/catalog-seed.ts) writes search_docs
-- rows; es-hangul computes the 초성 there, since SQL cannot, so renaming a product means
-- rewriting its search_docs row.

CREATE TABLE search_docs (
  doc_id INTEGER PRIMARY KEY,                               -- rowid of both FTS indexes
  inm_prd_no TEXT NOT NULL UNIQUE REFERENCES products (inm_prd_no),
  prd_nm TEXT NOT NULL,
  brand_nm TEXT NOT NULL,                                   -- '녹차숍 Nokcha Shop'
  cat_nm TEXT NOT NULL,                                     -- '스킨케어 에센스/세럼'
  type_nm TEXT NOT NULL,                                    -- what the product is: '세럼', '수분 크림'
  tags TEXT NOT NULL,                                       -- type, key ingredient, skin types
  name_choseong TEXT NOT NULL,                              -- 초성 of the name's words, space-separated
  -- Copies of products columns (see products_search_copy below).
  cat_id INTEGER NOT NULL,
  brand_cd TEXT NOT NULL,
  sale_amt INTEGER NOT NULL,
  sales_cnt INTEGER NOT NULL,
  reg_dttm TEXT NOT NULL
);

CREATE TRIGGER products_search_copy AFTER UPDATE OF cat_id, brand_cd, sale_amt, sales_cnt, reg_dttm ON products BEGIN
  UPDATE search_docs SET cat_id = NEW.cat_id, brand_cd = NEW.brand_cd, sale_amt = NEW.sale_amt, sales_cnt = NEW.sales_cnt, reg_dttm = NEW.reg_dttm
   WHERE inm_prd_no = NEW.inm_prd_no;
END;

CREATE VIRTUAL TABLE search_fts USING fts5(
  prd_nm, brand_nm, cat_nm, tags,
  content = 'search_docs', content_rowid = 'doc_id', tokenize = 'trigram'
);

CREATE VIRTUAL TABLE search_choseong USING fts5(
  name_choseong,
  content = 'search_docs', content_rowid = 'doc_id', tokenize = 'unicode61'
);

CREATE TRIGGER search_docs_ai AFTER INSERT ON search_docs BEGIN
  INSERT INTO search_fts (rowid, prd_nm, brand_nm, cat_nm, tags) VALUES (NEW.doc_id, NEW.prd_nm, NEW.brand_nm, NEW.cat_nm, NEW.tags);
  INSERT INTO search_choseong (rowid, name_choseong) VALUES (NEW.doc_id, NEW.name_choseong);
END;

CREATE TRIGGER search_docs_ad AFTER DELETE ON search_docs BEGIN
  INSERT INTO search_fts (search_fts, rowid, prd_nm, brand_nm, cat_nm, tags) VALUES ('delete', OLD.doc_id, OLD.prd_nm, OLD.brand_nm, OLD.cat_nm, OLD.tags);
  INSERT INTO search_choseong (search_choseong, rowid, name_choseong) VALUES ('delete', OLD.doc_id, OLD.name_choseong);
END;

-- The best sellers, whose product types are the popular keywords of a shop nobody searched yet.
CREATE INDEX search_docs_popular ON search_docs (sales_cnt DESC);

-- Only a change of the indexed text touches the indexes.
CREATE TRIGGER search_docs_au AFTER UPDATE OF prd_nm, brand_nm, cat_nm, tags, name_choseong ON search_docs BEGIN
  INSERT INTO search_fts (search_fts, rowid, prd_nm, brand_nm, cat_nm, tags) VALUES ('delete', OLD.doc_id, OLD.prd_nm, OLD.brand_nm, OLD.cat_nm, OLD.tags);
  INSERT INTO search_choseong (search_choseong, rowid, name_choseong) VALUES ('delete', OLD.doc_id, OLD.name_choseong);
  INSERT INTO search_fts (rowid, prd_nm, brand_nm, cat_nm, tags) VALUES (NEW.doc_id, NEW.prd_nm, NEW.brand_nm, NEW.cat_nm, NEW.tags);
  INSERT INTO search_choseong (rowid, name_choseong) VALUES (NEW.doc_id, NEW.name_choseong);
END;

-- Popular keywords: one row a keyword a Korean day (yyyyMMdd), counted up by each logged search;
-- the last 7 days are summed. Small however many searches there are.
CREATE TABLE search_keyword_counts (
  keyword TEXT NOT NULL,                                    -- normalised, Latin lowercased
  srch_dt TEXT NOT NULL CHECK (length(srch_dt) = 8),
  srch_cnt INTEGER NOT NULL DEFAULT 1 CHECK (srch_cnt > 0),
  last_srch_dttm TEXT NOT NULL CHECK (length(last_srch_dttm) = 14),
  PRIMARY KEY (keyword, srch_dt)
) WITHOUT ROWID;
CREATE INDEX search_keyword_counts_by_day ON search_keyword_counts (srch_dt);

-- A logged-in customer's recent searches, synced from the browser:
-- one row a value, the newest 20 kept.
CREATE TABLE recent_searches (
  incs_no INTEGER NOT NULL REFERENCES customers (incs_no),
  srch_tgt_vl TEXT NOT NULL,                                -- `srchTgtVl`
  inm_srch_tgt_cl_cd TEXT NOT NULL CHECK (inm_srch_tgt_cl_cd IN ('PRD', 'BRD', 'CAT')),
  inq_dttm TEXT NOT NULL CHECK (length(inq_dttm) = 14),     -- `inqDttm`, yyyyMMddHHmmss
  PRIMARY KEY (incs_no, srch_tgt_vl)
) WITHOUT ROWID;
CREATE INDEX recent_searches_newest ON recent_searches (incs_no, inq_dttm DESC);
