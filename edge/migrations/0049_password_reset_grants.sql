-- 비밀번호 찾기: a member who proved their number by SMS may set a new password for 10 minutes
-- with this grant (edge/src/member/recovery/reset-grants.ts). Random; only its SHA-256 is kept.
CREATE TABLE password_reset_grants (
  token_hash TEXT PRIMARY KEY,
  incs_no INTEGER NOT NULL REFERENCES customers (incs_no),
  expires_at INTEGER NOT NULL                           -- epoch ms
);
CREATE INDEX password_reset_grants_by_customer ON password_reset_grants (incs_no);
