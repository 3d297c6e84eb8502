-- Members: the customer record (its info and extras), how members
-- sign in, and what the member gateway must remember (sessions, throttles, SMS codes).

CREATE TABLE customers (
  incs_no INTEGER PRIMARY KEY AUTOINCREMENT,            -- customer number
  cust_web_id TEXT UNIQUE COLLATE NOCASE,               -- login ID; NULL for social or SMS-only members
  cust_nm TEXT NOT NULL,
  mobile TEXT NOT NULL UNIQUE,                          -- digits only, 010…
  email TEXT,
  password_hash TEXT,                                   -- PBKDF2-SHA256, base64
  password_salt TEXT,
  password_iterations INTEGER,
  editor_yn TEXT NOT NULL DEFAULT 'N' CHECK (editor_yn IN ('Y', 'N')),
  editor_no TEXT,
  emp_yn TEXT NOT NULL DEFAULT 'N' CHECK (emp_yn IN ('Y', 'N')),
  afcp_emp_bnft_tgt_cmpy_cd TEXT,
  inm_sxcl_cd TEXT,                                     -- gender code: M, F or NULL
  inm_cust_grd_cd TEXT NOT NULL DEFAULT '10',           -- grade code, see customer_grades
  icsg_nm TEXT,                                         -- beauty tier name
  aggr TEXT,                                            -- age group, e.g. 30
  dtbr TEXT,                                            -- birth date yyyyMMdd
  mkt_sms_agree_yn TEXT NOT NULL DEFAULT 'N',
  mkt_email_agree_yn TEXT NOT NULL DEFAULT 'N',
  mkt_push_agree_yn TEXT NOT NULL DEFAULT 'N',
  night_push_agree_yn TEXT NOT NULL DEFAULT 'N',
  fst_order_yn TEXT NOT NULL DEFAULT 'Y',
  lst_pay_type TEXT,
  lst_pay_card TEXT,
  rmn_pt INTEGER NOT NULL DEFAULT 0 CHECK (rmn_pt >= 0), -- remaining beauty points
  mbr_join_dttm TEXT NOT NULL,                          -- yyyyMMddHHmmss, Korean time
  status TEXT NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'WITHDRAWN'))
);
-- Customer numbers look like real ones from the first member on.
INSERT INTO sqlite_sequence (name, seq) VALUES ('customers', 100000000);

CREATE TABLE customer_grades (
  inm_cust_grd_cd TEXT PRIMARY KEY,
  inm_cust_grd_cd_nm TEXT NOT NULL
);
INSERT INTO customer_grades VALUES ('10', '새싹'), ('20', '잎새'), ('30', '녹음'), ('40', '다원');

-- Every consent given or withdrawn, with its time: what the member agreed to must be provable.
CREATE TABLE customer_consents (
  incs_no INTEGER NOT NULL REFERENCES customers (incs_no),
  consent_cd TEXT NOT NULL,
  agree_yn TEXT NOT NULL CHECK (agree_yn IN ('Y', 'N')),
  recorded_dttm TEXT NOT NULL,
  PRIMARY KEY (incs_no, consent_cd, recorded_dttm)
);

CREATE TABLE social_accounts (
  provider TEXT NOT NULL,                               -- KAKAO, NAVER, FACEBOOK, AppleID
  provider_user_id TEXT NOT NULL,
  incs_no INTEGER NOT NULL REFERENCES customers (incs_no),
  linked_dttm TEXT NOT NULL,
  PRIMARY KEY (provider, provider_user_id)
);

-- A social login whose account lacks what a join needs waits here for enter-additional-information.
CREATE TABLE pending_social_joins (
  token_hash TEXT PRIMARY KEY,
  provider TEXT NOT NULL,
  provider_user_id TEXT NOT NULL,
  profile_json TEXT NOT NULL,
  expires_at INTEGER NOT NULL                           -- epoch ms
);

-- Auth tokens are random; only their SHA-256 is kept.
CREATE TABLE auth_sessions (
  token_hash TEXT PRIMARY KEY,
  incs_no INTEGER NOT NULL REFERENCES customers (incs_no),
  provider TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  revoked_at INTEGER
);
CREATE INDEX auth_sessions_by_customer ON auth_sessions (incs_no);

CREATE TABLE auto_login_tokens (
  token_hash TEXT PRIMARY KEY,
  incs_no INTEGER NOT NULL REFERENCES customers (incs_no),
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);

-- Failed logins per account and per address, in a sliding window.
CREATE TABLE login_failures (
  throttle_key TEXT NOT NULL,                           -- 'id:{custWebId}' or 'ip:{address}'
  failed_at INTEGER NOT NULL
);
CREATE INDEX login_failures_by_key ON login_failures (throttle_key, failed_at);

CREATE TABLE sms_codes (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  mobile TEXT NOT NULL,
  code_hash TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  consumed_at INTEGER
);
CREATE INDEX sms_codes_by_mobile ON sms_codes (mobile, id);

CREATE TABLE sms_sends (
  mobile TEXT NOT NULL,
  sent_at INTEGER NOT NULL
);
CREATE INDEX sms_sends_by_mobile ON sms_sends (mobile, sent_at);

-- Outside prd the embedded SMS sender also writes here, so tests and developers can read codes.
CREATE TABLE sms_outbox (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  mobile TEXT NOT NULL,
  body TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
