-- The shop-wide hourly SMS budget (SMS_HOURLY_BUDGET, ADR 035). Each send counts the last hour's
-- texts in the same INSERT that records it: by time, so that count reads only the hour's rows.
CREATE INDEX sms_sends_by_time ON sms_sends (sent_at);

-- Texts the budget refused, for the console's "SMS 발송 한도 초과" alert. One row per clock hour,
-- so a flood of refusals updates a row instead of adding one each; the cron deletes a row a day
-- after its last refusal.
CREATE TABLE sms_budget_overruns (
  hour_start INTEGER PRIMARY KEY,              -- epoch ms of the hour's start
  budget INTEGER NOT NULL,                     -- the budget in force at the last refusal
  first_refused_at INTEGER NOT NULL,
  last_refused_at INTEGER NOT NULL,
  refused_cnt INTEGER NOT NULL CHECK (refused_cnt >= 1)
);
