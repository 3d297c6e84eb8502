-- Account security found when the shop was probed.

-- SMS sends are limited per address as well as per number (edge/src/member/sms/codes.ts).
ALTER TABLE sms_sends ADD COLUMN address TEXT NOT NULL DEFAULT '';
CREATE INDEX sms_sends_by_address ON sms_sends (address, sent_at);

-- Request counts in sliding windows for limits that are not login failures (edge/src/member/rate-limit.ts):
-- the ID availability check per address.
CREATE TABLE rate_events (
  bucket TEXT NOT NULL,
  at INTEGER NOT NULL
);
CREATE INDEX rate_events_by_bucket ON rate_events (bucket, at);
