-- Real-user speed (LCP, INP, CLS) from shoppers' browsers, where no Workers Analytics
-- Engine dataset is bound (local runs, tests, a shop without one). One row per page view; a metric
-- the browser could not measure is NULL. The scheduled run deletes rows older than 30 days.
CREATE TABLE rum_samples (
  id INTEGER PRIMARY KEY,
  at INTEGER NOT NULL,
  page_type TEXT NOT NULL,
  layout TEXT NOT NULL CHECK (layout IN ('pc', 'mobile')),
  lcp_ms INTEGER CHECK (lcp_ms BETWEEN 0 AND 60000),
  inp_ms INTEGER CHECK (inp_ms BETWEEN 0 AND 60000),
  cls REAL CHECK (cls BETWEEN 0 AND 10)
);
-- The summary reads a window of recent rows per page type; the purge deletes from the old end.
CREATE INDEX rum_samples_at ON rum_samples (at, page_type);
