-- The bytes each member stored in uploads, file by file and video part by part, for the daily
-- upload quota (`UPLOAD_DAILY_MB`, edge/src/uploads/upload-quota.ts): a member's rows of the last
-- 24 hours are summed before a file is taken. A row is written before the bytes are stored and
-- deleted again when they are not, so the sum is what was actually stored. The cron deletes rows
-- a day old, which no longer count.
CREATE TABLE upload_bytes (
  incs_no INTEGER NOT NULL REFERENCES customers (incs_no),
  at INTEGER NOT NULL,
  bytes INTEGER NOT NULL CHECK (bytes > 0)
);
CREATE INDEX upload_bytes_by_member ON upload_bytes (incs_no, at);
