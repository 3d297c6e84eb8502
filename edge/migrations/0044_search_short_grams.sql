-- Short words at 100,000 products (edge/src/gateway/search/search-hits.ts). A word of 1–2
-- characters, which the trigram index cannot match, was a LIKE scan of every search_docs row
-- (90–110 ms); here each product's 1- and 2-character grams are an FTS5 index, so `크림` or `립`
-- is a lookup. The grams are every character and every pair of adjacent characters of the runs of
-- Hangul syllables, Latin letters and digits in name, brands, category and tags: a word of 1–2
-- such characters is in those fields exactly when it is one of their grams (unicode61 folds Latin
-- case as LIKE does; a pair never spans a space, so never two fields). A word with any other
-- character still takes LIKE. SQL derives the grams, so every writer of search_docs (the seed,
-- the console, CSV imports) is followed by triggers; they live in their own table, keeping
-- search_docs, which searches read row by row, as compact as it was. Measured in
-- docs/decisions/042-search-at-100000-products.md.

CREATE TABLE search_doc_grams (
  doc_id INTEGER PRIMARY KEY REFERENCES search_docs (doc_id),
  short_grams TEXT NOT NULL                                 -- '봄,날,연,…,봄날,날연,…', each once
);

-- The grams of each row: from each position of the joined text, the 1 and the 2 characters there
-- when they are all syllables, letters or digits, each gram once (unicode61 splits at the commas).
-- A trigger cannot loop (no WITH there), so json_each walks an array of length(text) zeros for
-- the positions.
CREATE VIEW search_doc_gram_source AS
SELECT d.doc_id,
       (SELECT COALESCE(group_concat(DISTINCT g.gram), '')
          FROM (SELECT substr(x.t, j.key + 1, n.len) AS gram
                  FROM (SELECT d.prd_nm || ' ' || d.brand_nm || ' ' || d.cat_nm || ' ' || d.tags AS t) x,
                       json_each('[' || rtrim(replace(hex(zeroblob(length(x.t))), '00', '0,'), ',') || ']') j,
                       (SELECT 1 AS len UNION ALL SELECT 2) n
                 WHERE substr(x.t, j.key + 1, n.len) GLOB CASE n.len WHEN 1 THEN '[가-힣A-Za-z0-9]' ELSE '[가-힣A-Za-z0-9][가-힣A-Za-z0-9]' END) g) AS short_grams
  FROM search_docs d;

-- Only which rows hold a gram matters (short words rank by LIKE tiers over the hits, not bm25):
-- detail = 'none' keeps no positions.
CREATE VIRTUAL TABLE search_grams USING fts5(
  short_grams,
  content = 'search_doc_grams', content_rowid = 'doc_id', detail = 'none', tokenize = 'unicode61 remove_diacritics 0'
);

CREATE TRIGGER search_doc_grams_ai AFTER INSERT ON search_doc_grams BEGIN
  INSERT INTO search_grams (rowid, short_grams) VALUES (NEW.doc_id, NEW.short_grams);
END;

CREATE TRIGGER search_doc_grams_ad AFTER DELETE ON search_doc_grams BEGIN
  INSERT INTO search_grams (search_grams, rowid, short_grams) VALUES ('delete', OLD.doc_id, OLD.short_grams);
END;

CREATE TRIGGER search_doc_grams_au AFTER UPDATE OF short_grams ON search_doc_grams BEGIN
  INSERT INTO search_grams (search_grams, rowid, short_grams) VALUES ('delete', OLD.doc_id, OLD.short_grams);
  INSERT INTO search_grams (rowid, short_grams) VALUES (NEW.doc_id, NEW.short_grams);
END;

CREATE TRIGGER search_docs_grams_ai AFTER INSERT ON search_docs BEGIN
  INSERT INTO search_doc_grams (doc_id, short_grams) SELECT doc_id, short_grams FROM search_doc_gram_source WHERE doc_id = NEW.doc_id;
END;

CREATE TRIGGER search_docs_grams_au AFTER UPDATE OF prd_nm, brand_nm, cat_nm, tags ON search_docs BEGIN
  UPDATE search_doc_grams SET short_grams = (SELECT short_grams FROM search_doc_gram_source WHERE doc_id = NEW.doc_id) WHERE doc_id = NEW.doc_id;
END;

CREATE TRIGGER search_docs_grams_ad AFTER DELETE ON search_docs BEGIN
  DELETE FROM search_doc_grams WHERE doc_id = OLD.doc_id;
END;

INSERT INTO search_doc_grams (doc_id, short_grams) SELECT doc_id, short_grams FROM search_doc_gram_source;
