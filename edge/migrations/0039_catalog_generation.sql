-- The catalog's generation: one number that every change to what catalog pages show moves on.
-- The worker keeps rendered catalog pages at the edge and serves a copy only while its generation
-- is current or it is less than a minute old (docs/decisions/039-catalog-pages-drawn-at-the-edge.md).
-- Triggers move it, so no write path (the operator API, the console, a CSV import, an order taking
-- stock, a review) can forget to.
CREATE TABLE catalog_generation (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  generation INTEGER NOT NULL
);
INSERT INTO catalog_generation (id, generation) VALUES (1, 1);

-- 판매중지: a product taken off sale leaves lists, search and the sitemap at once, and its page
-- answers 410 saying so. Its orders, reviews and wishes stay; an operator can put it back on sale.
ALTER TABLE products ADD COLUMN sale_stop_yn TEXT NOT NULL DEFAULT 'N' CHECK (sale_stop_yn IN ('Y', 'N'));

CREATE TRIGGER catalog_generation_brands_insert AFTER INSERT ON brands
BEGIN
  UPDATE catalog_generation SET generation = generation + 1 WHERE id = 1;
END;

CREATE TRIGGER catalog_generation_brands_update AFTER UPDATE ON brands
BEGIN
  UPDATE catalog_generation SET generation = generation + 1 WHERE id = 1;
END;

CREATE TRIGGER catalog_generation_brands_delete AFTER DELETE ON brands
BEGIN
  UPDATE catalog_generation SET generation = generation + 1 WHERE id = 1;
END;

CREATE TRIGGER catalog_generation_categories_insert AFTER INSERT ON categories
BEGIN
  UPDATE catalog_generation SET generation = generation + 1 WHERE id = 1;
END;

CREATE TRIGGER catalog_generation_categories_update AFTER UPDATE ON categories
BEGIN
  UPDATE catalog_generation SET generation = generation + 1 WHERE id = 1;
END;

CREATE TRIGGER catalog_generation_categories_delete AFTER DELETE ON categories
BEGIN
  UPDATE catalog_generation SET generation = generation + 1 WHERE id = 1;
END;

CREATE TRIGGER catalog_generation_subcategories_insert AFTER INSERT ON subcategories
BEGIN
  UPDATE catalog_generation SET generation = generation + 1 WHERE id = 1;
END;

CREATE TRIGGER catalog_generation_subcategories_update AFTER UPDATE ON subcategories
BEGIN
  UPDATE catalog_generation SET generation = generation + 1 WHERE id = 1;
END;

CREATE TRIGGER catalog_generation_subcategories_delete AFTER DELETE ON subcategories
BEGIN
  UPDATE catalog_generation SET generation = generation + 1 WHERE id = 1;
END;

CREATE TRIGGER catalog_generation_products_insert AFTER INSERT ON products
BEGIN
  UPDATE catalog_generation SET generation = generation + 1 WHERE id = 1;
END;

CREATE TRIGGER catalog_generation_products_update AFTER UPDATE ON products
BEGIN
  UPDATE catalog_generation SET generation = generation + 1 WHERE id = 1;
END;

CREATE TRIGGER catalog_generation_products_delete AFTER DELETE ON products
BEGIN
  UPDATE catalog_generation SET generation = generation + 1 WHERE id = 1;
END;

CREATE TRIGGER catalog_generation_product_options_insert AFTER INSERT ON product_options
BEGIN
  UPDATE catalog_generation SET generation = generation + 1 WHERE id = 1;
END;

CREATE TRIGGER catalog_generation_product_options_update AFTER UPDATE ON product_options
BEGIN
  UPDATE catalog_generation SET generation = generation + 1 WHERE id = 1;
END;

CREATE TRIGGER catalog_generation_product_options_delete AFTER DELETE ON product_options
BEGIN
  UPDATE catalog_generation SET generation = generation + 1 WHERE id = 1;
END;

CREATE TRIGGER catalog_generation_product_images_insert AFTER INSERT ON product_images
BEGIN
  UPDATE catalog_generation SET generation = generation + 1 WHERE id = 1;
END;

CREATE TRIGGER catalog_generation_product_images_update AFTER UPDATE ON product_images
BEGIN
  UPDATE catalog_generation SET generation = generation + 1 WHERE id = 1;
END;

CREATE TRIGGER catalog_generation_product_images_delete AFTER DELETE ON product_images
BEGIN
  UPDATE catalog_generation SET generation = generation + 1 WHERE id = 1;
END;

CREATE TRIGGER catalog_generation_hot_deals_insert AFTER INSERT ON hot_deals
BEGIN
  UPDATE catalog_generation SET generation = generation + 1 WHERE id = 1;
END;

CREATE TRIGGER catalog_generation_hot_deals_update AFTER UPDATE ON hot_deals
BEGIN
  UPDATE catalog_generation SET generation = generation + 1 WHERE id = 1;
END;

CREATE TRIGGER catalog_generation_hot_deals_delete AFTER DELETE ON hot_deals
BEGIN
  UPDATE catalog_generation SET generation = generation + 1 WHERE id = 1;
END;

CREATE TRIGGER catalog_generation_live_broadcasts_insert AFTER INSERT ON live_broadcasts
BEGIN
  UPDATE catalog_generation SET generation = generation + 1 WHERE id = 1;
END;

CREATE TRIGGER catalog_generation_live_broadcasts_update AFTER UPDATE ON live_broadcasts
BEGIN
  UPDATE catalog_generation SET generation = generation + 1 WHERE id = 1;
END;

CREATE TRIGGER catalog_generation_live_broadcasts_delete AFTER DELETE ON live_broadcasts
BEGIN
  UPDATE catalog_generation SET generation = generation + 1 WHERE id = 1;
END;

CREATE TRIGGER catalog_generation_live_products_insert AFTER INSERT ON live_products
BEGIN
  UPDATE catalog_generation SET generation = generation + 1 WHERE id = 1;
END;

CREATE TRIGGER catalog_generation_live_products_update AFTER UPDATE ON live_products
BEGIN
  UPDATE catalog_generation SET generation = generation + 1 WHERE id = 1;
END;

CREATE TRIGGER catalog_generation_live_products_delete AFTER DELETE ON live_products
BEGIN
  UPDATE catalog_generation SET generation = generation + 1 WHERE id = 1;
END;

CREATE TRIGGER catalog_generation_events_insert AFTER INSERT ON events
BEGIN
  UPDATE catalog_generation SET generation = generation + 1 WHERE id = 1;
END;

CREATE TRIGGER catalog_generation_events_update AFTER UPDATE ON events
BEGIN
  UPDATE catalog_generation SET generation = generation + 1 WHERE id = 1;
END;

CREATE TRIGGER catalog_generation_events_delete AFTER DELETE ON events
BEGIN
  UPDATE catalog_generation SET generation = generation + 1 WHERE id = 1;
END;

CREATE TRIGGER catalog_generation_event_products_insert AFTER INSERT ON event_products
BEGIN
  UPDATE catalog_generation SET generation = generation + 1 WHERE id = 1;
END;

CREATE TRIGGER catalog_generation_event_products_update AFTER UPDATE ON event_products
BEGIN
  UPDATE catalog_generation SET generation = generation + 1 WHERE id = 1;
END;

CREATE TRIGGER catalog_generation_event_products_delete AFTER DELETE ON event_products
BEGIN
  UPDATE catalog_generation SET generation = generation + 1 WHERE id = 1;
END;

CREATE TRIGGER catalog_generation_postings_insert AFTER INSERT ON postings
BEGIN
  UPDATE catalog_generation SET generation = generation + 1 WHERE id = 1;
END;

CREATE TRIGGER catalog_generation_postings_update AFTER UPDATE ON postings
BEGIN
  UPDATE catalog_generation SET generation = generation + 1 WHERE id = 1;
END;

CREATE TRIGGER catalog_generation_postings_delete AFTER DELETE ON postings
BEGIN
  UPDATE catalog_generation SET generation = generation + 1 WHERE id = 1;
END;

CREATE TRIGGER catalog_generation_posting_products_insert AFTER INSERT ON posting_products
BEGIN
  UPDATE catalog_generation SET generation = generation + 1 WHERE id = 1;
END;

CREATE TRIGGER catalog_generation_posting_products_update AFTER UPDATE ON posting_products
BEGIN
  UPDATE catalog_generation SET generation = generation + 1 WHERE id = 1;
END;

CREATE TRIGGER catalog_generation_posting_products_delete AFTER DELETE ON posting_products
BEGIN
  UPDATE catalog_generation SET generation = generation + 1 WHERE id = 1;
END;

CREATE TRIGGER catalog_generation_posting_media_insert AFTER INSERT ON posting_media
BEGIN
  UPDATE catalog_generation SET generation = generation + 1 WHERE id = 1;
END;

CREATE TRIGGER catalog_generation_posting_media_update AFTER UPDATE ON posting_media
BEGIN
  UPDATE catalog_generation SET generation = generation + 1 WHERE id = 1;
END;

CREATE TRIGGER catalog_generation_posting_media_delete AFTER DELETE ON posting_media
BEGIN
  UPDATE catalog_generation SET generation = generation + 1 WHERE id = 1;
END;

CREATE TRIGGER catalog_generation_sample_market_items_insert AFTER INSERT ON sample_market_items
BEGIN
  UPDATE catalog_generation SET generation = generation + 1 WHERE id = 1;
END;

CREATE TRIGGER catalog_generation_sample_market_items_update AFTER UPDATE ON sample_market_items
BEGIN
  UPDATE catalog_generation SET generation = generation + 1 WHERE id = 1;
END;

CREATE TRIGGER catalog_generation_sample_market_items_delete AFTER DELETE ON sample_market_items
BEGIN
  UPDATE catalog_generation SET generation = generation + 1 WHERE id = 1;
END;

CREATE TRIGGER catalog_generation_employee_prices_insert AFTER INSERT ON employee_prices
BEGIN
  UPDATE catalog_generation SET generation = generation + 1 WHERE id = 1;
END;

CREATE TRIGGER catalog_generation_employee_prices_update AFTER UPDATE ON employee_prices
BEGIN
  UPDATE catalog_generation SET generation = generation + 1 WHERE id = 1;
END;

CREATE TRIGGER catalog_generation_employee_prices_delete AFTER DELETE ON employee_prices
BEGIN
  UPDATE catalog_generation SET generation = generation + 1 WHERE id = 1;
END;

CREATE TRIGGER catalog_generation_product_reviews_insert AFTER INSERT ON product_reviews
BEGIN
  UPDATE catalog_generation SET generation = generation + 1 WHERE id = 1;
END;

CREATE TRIGGER catalog_generation_product_reviews_update AFTER UPDATE ON product_reviews
BEGIN
  UPDATE catalog_generation SET generation = generation + 1 WHERE id = 1;
END;

CREATE TRIGGER catalog_generation_product_reviews_delete AFTER DELETE ON product_reviews
BEGIN
  UPDATE catalog_generation SET generation = generation + 1 WHERE id = 1;
END;

CREATE TRIGGER catalog_generation_review_images_insert AFTER INSERT ON review_images
BEGIN
  UPDATE catalog_generation SET generation = generation + 1 WHERE id = 1;
END;

CREATE TRIGGER catalog_generation_review_images_update AFTER UPDATE ON review_images
BEGIN
  UPDATE catalog_generation SET generation = generation + 1 WHERE id = 1;
END;

CREATE TRIGGER catalog_generation_review_images_delete AFTER DELETE ON review_images
BEGIN
  UPDATE catalog_generation SET generation = generation + 1 WHERE id = 1;
END;
