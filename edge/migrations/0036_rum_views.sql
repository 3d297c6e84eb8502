-- Real-user speed takes one beacon per page view (ADR 036): each view's token id is kept until
-- the token expires, so a replayed token is refused. Each sample also names its sender by the
-- day's keyed hash of its address (never the address), so the 75th percentile counts each
-- address once; older rows have none and count together as one address.
-- Without Analytics Engine the sample row itself carries the id: one insert keeps the beacon and
-- refuses its replay. Older rows have none (NULL), which the unique index lets be.
ALTER TABLE rum_samples ADD COLUMN view_id TEXT;
CREATE UNIQUE INDEX rum_samples_view ON rum_samples (view_id);
ALTER TABLE rum_samples ADD COLUMN address_key TEXT;
-- With Analytics Engine, which cannot refuse a point, the ids live here: the scheduled run deletes
-- them a day after their token expired.
CREATE TABLE rum_view_ids (
  view_id TEXT PRIMARY KEY,
  expires_at INTEGER NOT NULL
) WITHOUT ROWID;
CREATE INDEX rum_view_ids_expiry ON rum_view_ids (expires_at);
