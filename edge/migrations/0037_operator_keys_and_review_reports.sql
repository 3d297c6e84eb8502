-- Named operator keys (ADR 037): one per person or script, each with a role, created and revoked
-- by the owner in the console. D1 keeps only the key's SHA-256; the key itself is shown once. A
-- revoked key stays, so the audit log's entries keep naming it, and its name is never reused.
CREATE TABLE operator_keys (
  key_id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT NOT NULL UNIQUE CHECK (length(name) BETWEEN 1 AND 30),
  role TEXT NOT NULL CHECK (role IN ('OWNER', 'CS', 'CONTENT', 'WAREHOUSE')),
  key_hash TEXT NOT NULL UNIQUE,
  key_hint TEXT NOT NULL,                                    -- the key's last four characters, to tell keys apart
  created_by TEXT NOT NULL,                                  -- who created it, as the audit log names them
  created_at INTEGER NOT NULL,
  last_used_at INTEGER,
  revoked_at INTEGER
);

-- The audit log also keeps console logins and calls refused for the caller's role: `outcome` says
-- DONE (a change, or a login), REFUSED (403) or FAILED (a login that did not pass); `key_id` is
-- the named key behind a key call (NULL for the OPERATOR_KEY secret and for console operators).
ALTER TABLE audit_log ADD COLUMN outcome TEXT NOT NULL DEFAULT 'DONE' CHECK (outcome IN ('DONE', 'REFUSED', 'FAILED'));
ALTER TABLE audit_log ADD COLUMN key_id INTEGER REFERENCES operator_keys (key_id);

-- Shoppers' reports never hide a review by themselves (ADR 020): a reported review stays on the
-- page and waits in the operators' queue until the content team keeps it or blinds it. A report is
-- open until that decision (`decided_at`). The count that used to hold a review is gone, and the
-- reviews it held go back on the page to wait there for a decision, their reports still open.
ALTER TABLE review_reports ADD COLUMN decided_at INTEGER;
CREATE INDEX review_reports_open ON review_reports (review_no) WHERE decided_at IS NULL;
UPDATE product_reviews SET status = 'PUBLISHED', hold_reason = '' WHERE status = 'HELD' AND hold_reason = '신고 누적';
ALTER TABLE review_settings DROP COLUMN report_hold_cnt;
