-- Searches keep each query's hit counts for the catalog generation they were read at
-- (edge/src/gateway/search/search-run.ts), and the edge keeps search pages by it: a write to
-- search_docs alone (a product's text rewritten) moves the generation on as a products write does.
CREATE TRIGGER catalog_generation_search_docs_insert AFTER INSERT ON search_docs
BEGIN
  UPDATE catalog_generation SET generation = generation + 1 WHERE id = 1;
END;

CREATE TRIGGER catalog_generation_search_docs_update AFTER UPDATE ON search_docs
BEGIN
  UPDATE catalog_generation SET generation = generation + 1 WHERE id = 1;
END;

CREATE TRIGGER catalog_generation_search_docs_delete AFTER DELETE ON search_docs
BEGIN
  UPDATE catalog_generation SET generation = generation + 1 WHERE id = 1;
END;
