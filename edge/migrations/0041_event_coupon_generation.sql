-- An event's page shows its coupons (names, benefits, limits), so a change to them moves the catalog
-- generation like every other table a catalog page shows (0039; docs/decisions/039-catalog-pages-
-- drawn-at-the-edge.md). A shopper's download does not: how many are left is read again whenever the
-- page is drawn again, and the download itself checks the limit.
CREATE TRIGGER catalog_generation_event_coupons_insert AFTER INSERT ON event_coupons
BEGIN
  UPDATE catalog_generation SET generation = generation + 1 WHERE id = 1;
END;

CREATE TRIGGER catalog_generation_event_coupons_update AFTER UPDATE ON event_coupons
BEGIN
  UPDATE catalog_generation SET generation = generation + 1 WHERE id = 1;
END;

CREATE TRIGGER catalog_generation_event_coupons_delete AFTER DELETE ON event_coupons
BEGIN
  UPDATE catalog_generation SET generation = generation + 1 WHERE id = 1;
END;
