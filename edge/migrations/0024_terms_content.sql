-- The shop's terms and policies and the customer centre's other pages (전자공고, 매장
-- 입점 절차) live in D1, so an operator publishes a new version without a deploy. A document has
-- versions, each in force from its effective date (Korean calendar day, yyyyMMdd): the newest one
-- in force is shown, earlier ones stay selectable, later ones wait for their day. Bodies are plain
-- text with a little structure (shared/content/plain-text-html.ts), never markup.
CREATE TABLE documents (
  doc_id TEXT PRIMARY KEY CHECK (length(doc_id) BETWEEN 1 AND 40 AND doc_id NOT GLOB '*[^a-z0-9-]*'),
  -- The code the PC terms popup is opened with (/cu/tnc/pc-tnc-content/{inmTncCd}); terms only.
  inm_tnc_cd TEXT UNIQUE,
  -- TERMS are shown under /cu/tnc and in the footer; PAGE documents only on their own page.
  kind TEXT NOT NULL CHECK (kind IN ('TERMS', 'PAGE')),
  title TEXT NOT NULL CHECK (length(title) BETWEEN 1 AND 100),
  -- What a version's date means on screen: 시행일, 공고일, 수정일.
  date_label TEXT NOT NULL DEFAULT '시행일' CHECK (length(date_label) BETWEEN 1 AND 10),
  sort_ord INTEGER NOT NULL DEFAULT 0,
  CHECK (kind = 'TERMS' OR inm_tnc_cd IS NULL)
);

CREATE TABLE document_versions (
  doc_id TEXT NOT NULL REFERENCES documents (doc_id),
  version_no INTEGER NOT NULL CHECK (version_no > 0),
  effective_dt TEXT NOT NULL CHECK (length(effective_dt) = 8 AND effective_dt NOT GLOB '*[^0-9]*'),
  body TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'PUBLISHED' CHECK (status IN ('PUBLISHED', 'HIDDEN')),
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (doc_id, version_no)
);
CREATE INDEX document_versions_in_force ON document_versions (doc_id, status, effective_dt);
