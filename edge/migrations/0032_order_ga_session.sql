-- GA4 gives a purchase sent by the worker the traffic source of the session it names.
-- Without a session id it shows "(not set)", so the shopper's GA session id (from the stream's
-- `_ga_<id>` cookie) is kept beside the client id when the payment is confirmed. NULL: none was read.
ALTER TABLE orders ADD COLUMN ga_session_id TEXT CHECK (ga_session_id IS NULL OR length(ga_session_id) <= 20);
