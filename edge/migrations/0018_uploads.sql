-- Uploaded files (review photos now; 1:1 inquiry images and posting media next).
-- The bytes live in R2 (binding UPLOADS); this table says whose they are, what they are (by their
-- bytes, not their name) and where they stand: QUARANTINE from upload until the owning record
-- saves them, then PUBLIC under a public key; abandoned quarantine is deleted by the cron.
CREATE TABLE uploads (
  upload_id TEXT PRIMARY KEY,                           -- random, URL-safe
  incs_no INTEGER NOT NULL REFERENCES customers (incs_no),
  use_cd TEXT NOT NULL CHECK (use_cd IN ('REVIEW', 'INQUIRY', 'POSTING_IMAGE', 'POSTING_VIDEO')),
  mime TEXT NOT NULL,
  ext TEXT NOT NULL,
  bytes INTEGER NOT NULL CHECK (bytes > 0),
  status TEXT NOT NULL CHECK (status IN ('QUARANTINE', 'PUBLIC')),
  owner_ref TEXT,                                       -- what saved it, e.g. 'review:123'
  created_at INTEGER NOT NULL,
  attached_at INTEGER
);
CREATE INDEX uploads_by_status ON uploads (status, created_at);
CREATE INDEX uploads_by_owner ON uploads (owner_ref) WHERE owner_ref IS NOT NULL;
