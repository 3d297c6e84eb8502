-- Editor postings written on the site. An operator appoints members as editors
-- (`customers.editor_yn`/`editor_no`, the nickname they publish under in `editors`); an active editor
-- writes a posting (title, topic, body, up to 10 images or one video, up to 5 products) that waits
-- for an operator (PENDING), who publishes it or rejects it with a reason. Until it is published
-- the editor may change it (a rejected one goes back to PENDING) or delete it (DELETED, kept for
-- the record). Postings seeded with a drawn SVG keep it; written ones carry uploaded media.
CREATE TABLE editors (
  editor_no TEXT PRIMARY KEY,                                -- ED0001…
  incs_no INTEGER UNIQUE REFERENCES customers (incs_no),     -- NULL for the seeded staff editors
  nick_nm TEXT NOT NULL CHECK (length(nick_nm) BETWEEN 1 AND 20),
  appointed_at INTEGER NOT NULL
);
INSERT INTO editors (editor_no, nick_nm, appointed_at)
  SELECT editor_no, MIN(editor_nick_nm), 0 FROM postings GROUP BY editor_no;

CREATE TABLE postings_v2 (
  posting_id INTEGER PRIMARY KEY AUTOINCREMENT,
  editor_no TEXT NOT NULL REFERENCES editors (editor_no),
  editor_nick_nm TEXT NOT NULL,
  incs_no INTEGER REFERENCES customers (incs_no),            -- the writing member; NULL when seeded
  title TEXT NOT NULL CHECK (length(title) BETWEEN 1 AND 40),
  topic TEXT NOT NULL CHECK (topic <> ''),
  body TEXT NOT NULL,                                        -- plain text paragraphs, split by a blank line
  image_alt TEXT NOT NULL,
  image_svg TEXT CHECK (image_svg IS NULL OR image_svg LIKE '<svg%'), -- seeded postings; written ones use posting_media
  status TEXT NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'PUBLISHED', 'REJECTED', 'DELETED')),
  reject_reason TEXT CHECK (reject_reason IS NULL OR length(reject_reason) BETWEEN 1 AND 500),
  reg_dttm TEXT NOT NULL CHECK (length(reg_dttm) = 14),
  upd_dttm TEXT CHECK (upd_dttm IS NULL OR length(upd_dttm) = 14),
  published_dttm TEXT CHECK (published_dttm IS NULL OR length(published_dttm) = 14),
  CHECK (status <> 'PUBLISHED' OR published_dttm IS NOT NULL),
  CHECK (status <> 'REJECTED' OR reject_reason IS NOT NULL)
);
INSERT INTO postings_v2 (posting_id, editor_no, editor_nick_nm, title, topic, body, image_alt, image_svg, status, reg_dttm, published_dttm)
  SELECT posting_id, editor_no, editor_nick_nm, title, topic, body, image_alt, image_svg, status, reg_dttm, published_dttm FROM postings;
-- The table that points at postings is rebuilt beside it, so no table is dropped while another
-- still references it (D1 checks foreign keys at every statement); renaming postings_v2 rewrites
-- posting_products_v2's reference to follow it.
CREATE TABLE posting_products_v2 (
  posting_id INTEGER NOT NULL REFERENCES postings_v2 (posting_id),
  inm_prd_no TEXT NOT NULL REFERENCES products (inm_prd_no),
  sort_ord INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (posting_id, inm_prd_no)
);
INSERT INTO posting_products_v2 (posting_id, inm_prd_no, sort_ord) SELECT posting_id, inm_prd_no, sort_ord FROM posting_products;
DROP TABLE posting_products;
DROP TABLE postings;
ALTER TABLE postings_v2 RENAME TO postings;
ALTER TABLE posting_products_v2 RENAME TO posting_products;
CREATE INDEX postings_published ON postings (status, published_dttm DESC);
CREATE INDEX postings_by_writer ON postings (incs_no, posting_id DESC) WHERE incs_no IS NOT NULL;
CREATE INDEX postings_waiting ON postings (status, reg_dttm) WHERE status = 'PENDING';

-- The uploaded images (in order) or the one video of a written posting (the upload module's files).
CREATE TABLE posting_media (
  posting_id INTEGER NOT NULL REFERENCES postings (posting_id),
  sort_ord INTEGER NOT NULL,
  url TEXT NOT NULL,
  upload_id TEXT REFERENCES uploads (upload_id),
  PRIMARY KEY (posting_id, sort_ord)
);

-- A video arriving in parts (R2 multipart upload): each part streams to R2 as it comes; the upload
-- becomes an ordinary quarantined upload once every part is in. Abandoned ones are aborted by the cron.
CREATE TABLE upload_part_sessions (
  upload_id TEXT PRIMARY KEY,
  incs_no INTEGER NOT NULL REFERENCES customers (incs_no),
  use_cd TEXT NOT NULL,
  r2_upload_id TEXT NOT NULL,
  total_bytes INTEGER NOT NULL CHECK (total_bytes > 0),
  part_bytes INTEGER NOT NULL CHECK (part_bytes > 0),
  mime TEXT,                                                 -- decided by the first part's bytes
  ext TEXT,
  parts TEXT NOT NULL DEFAULT '[]',                          -- JSON [{ partNumber, etag }]
  created_at INTEGER NOT NULL
);
CREATE INDEX upload_part_sessions_by_age ON upload_part_sessions (created_at);
