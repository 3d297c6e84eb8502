-- The shop's operators, apart from shoppers. Each logs in to the console with an ID,
-- a password (PBKDF2, like members') and a code from an authenticator app (TOTP); a role decides
-- what they may do (shared/ops/operator-roles.ts). Console sessions live in D1 (only the token's
-- SHA-256), end after 30 idle minutes or 12 hours. Every change through the operator API, by a
-- console operator or by a script with the operator key, is written to the audit log.
CREATE TABLE operators (
  operator_id INTEGER PRIMARY KEY AUTOINCREMENT,
  login_id TEXT NOT NULL UNIQUE CHECK (login_id GLOB '[a-z0-9]*' AND length(login_id) BETWEEN 4 AND 20),
  name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 20),
  role TEXT NOT NULL CHECK (role IN ('OWNER', 'CS', 'CONTENT', 'WAREHOUSE')),
  password_hash TEXT NOT NULL,
  password_salt TEXT NOT NULL,
  password_iterations INTEGER NOT NULL,
  totp_secret TEXT NOT NULL,                                 -- base32, shown once when the operator is created
  totp_last_step INTEGER NOT NULL DEFAULT 0,                 -- the last accepted 30-second step: a code works once
  status TEXT NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'DISABLED')),
  created_at INTEGER NOT NULL,
  last_login_at INTEGER
);

CREATE TABLE operator_sessions (
  token_hash TEXT PRIMARY KEY,
  operator_id INTEGER NOT NULL REFERENCES operators (operator_id),
  created_at INTEGER NOT NULL,
  last_seen_at INTEGER NOT NULL,
  revoked_at INTEGER
);
CREATE INDEX operator_sessions_by_operator ON operator_sessions (operator_id);

CREATE TABLE audit_log (
  audit_id INTEGER PRIMARY KEY AUTOINCREMENT,
  at INTEGER NOT NULL,
  actor_kind TEXT NOT NULL CHECK (actor_kind IN ('OPERATOR', 'KEY')),
  operator_id INTEGER REFERENCES operators (operator_id),
  actor_label TEXT NOT NULL,                                 -- '홍길동 (hong, CS)' or '운영자 키'
  action TEXT NOT NULL,                                      -- the call's path, e.g. /v1/orders/status
  target TEXT,                                               -- what it changed, e.g. order:20261122-4F7K2Q9M
  input_json TEXT NOT NULL,
  before_json TEXT,
  after_json TEXT
);
CREATE INDEX audit_log_by_time ON audit_log (at DESC);
CREATE INDEX audit_log_by_operator ON audit_log (operator_id, at DESC);
CREATE INDEX audit_log_by_action ON audit_log (action, at DESC);
