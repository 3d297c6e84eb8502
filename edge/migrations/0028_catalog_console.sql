-- The catalog in the operator console (ADR 027). Product images may now be photos the content
-- team uploads to R2 (`url`, served from /uploads/product/…) besides the seed's SVG text (`svg`,
-- written by the build to /images/products/…): exactly one of the two. SQLite cannot loosen a
-- CHECK in place, so the table is rebuilt; nothing references it.
CREATE TABLE product_images_v2 (
  inm_prd_no TEXT NOT NULL REFERENCES products (inm_prd_no),
  sort_ord INTEGER NOT NULL,                                 -- 0 is the main image
  alt TEXT NOT NULL,
  svg TEXT CHECK (svg IS NULL OR svg LIKE '<svg%'),
  url TEXT CHECK (url IS NULL OR url LIKE '/uploads/product/%'),
  PRIMARY KEY (inm_prd_no, sort_ord),
  CHECK ((svg IS NULL) <> (url IS NULL))
);
INSERT INTO product_images_v2 (inm_prd_no, sort_ord, alt, svg) SELECT inm_prd_no, sort_ord, alt, svg FROM product_images;
DROP TABLE product_images;
ALTER TABLE product_images_v2 RENAME TO product_images;

-- What the prebuilt pages do not show yet (ADR 009: names, copy, images and new products change
-- only with a rebuild): one row a product and kind of change, until a rebuild that the deploy
-- hook accepted clears the rows written before it started.
CREATE TABLE catalog_rebuild_waits (
  inm_prd_no TEXT NOT NULL REFERENCES products (inm_prd_no),
  what TEXT NOT NULL,                                        -- '상품명', '이미지', '새 상품', …
  changed_at INTEGER NOT NULL,
  PRIMARY KEY (inm_prd_no, what)
);

-- The console's product search: a product code is exact (it is UNIQUE), names and brands by LIKE.
CREATE INDEX products_by_reg ON products (reg_dttm DESC);
