-- Personal information, consents, SNS connections, withdrawal and the usage history (tnca).

-- A session that proved its member again (password or SMS code) may change personal information
-- until this time (epoch ms); each change moves it on, so an open screen does not expire mid-edit.
ALTER TABLE auth_sessions ADD COLUMN reauth_until INTEGER;

-- 마케팅 목적의 개인정보 수집·이용 동의 (ADR 018): e-mail and the home address are kept only under it,
-- and the channel consents (광고성 정보 수신: SMS, e-mail, push, night push) hang beneath it.
ALTER TABLE customers ADD COLUMN mkt_agree_yn TEXT NOT NULL DEFAULT 'N' CHECK (mkt_agree_yn IN ('Y', 'N'));
ALTER TABLE customers ADD COLUMN home_zip_no TEXT;
ALTER TABLE customers ADD COLUMN home_road_addr TEXT;
ALTER TABLE customers ADD COLUMN home_dtl_addr TEXT;
-- Members who joined before gave e-mail and channel consents under the join's marketing group.
UPDATE customers SET mkt_agree_yn = 'Y'
 WHERE email IS NOT NULL OR 'Y' IN (mkt_sms_agree_yn, mkt_email_agree_yn, mkt_push_agree_yn);

-- Every login: when, how, from which channel (1 PC, 2 mobile, 3 app) and device.
CREATE TABLE login_history (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  incs_no INTEGER NOT NULL REFERENCES customers (incs_no),
  provider TEXT NOT NULL,                               -- ID, SMS, KAKAO, NAVER, FACEBOOK, AppleID, AUTO
  channel_cd TEXT NOT NULL CHECK (channel_cd IN ('1', '2', '3')),
  device TEXT NOT NULL,                                 -- "iOS 18 · Safari", from the User-Agent
  logged_at INTEGER NOT NULL
);
CREATE INDEX login_history_by_customer ON login_history (incs_no, logged_at DESC);

-- A withdrawn ID cannot join again for 30 days; only its SHA-256 is kept, and only that long.
CREATE TABLE withdrawn_ids (
  id_hash TEXT PRIMARY KEY,
  withdrawn_at INTEGER NOT NULL
);

-- Why members leave, for the shop's statistics: no personal data beyond the customer number.
CREATE TABLE withdrawals (
  incs_no INTEGER PRIMARY KEY REFERENCES customers (incs_no),
  reason_cd TEXT NOT NULL,
  comment TEXT NOT NULL DEFAULT '',
  withdrawn_at INTEGER NOT NULL
);

-- 개인정보 처리 위탁 (개인정보 보호법 §26): who processes members' data for the shop, shown on tnca.
-- An operator edits this table; the screen reads it, so a new processor needs no deploy.
CREATE TABLE privacy_processors (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  company_nm TEXT NOT NULL,
  task TEXT NOT NULL,
  retention TEXT NOT NULL,
  sort_order INTEGER NOT NULL DEFAULT 0
);
INSERT INTO privacy_processors (company_nm, task, retention, sort_order) VALUES
  ('토스페이먼츠(주)', '결제 처리 및 결제 도용 방지', '회원 탈퇴 또는 위탁 계약 종료 시까지 (관계 법령에 따른 보관 기간 예외)', 1),
  ('CJ대한통운(주)', '상품 배송 및 공병 수거', '배송 완료 후 3개월', 2),
  ('(주)엔에이치엔클라우드', '문자(SMS)·알림 발송', '발송 후 6개월', 3),
  ('Cloudflare, Inc.', '서비스 제공을 위한 서버 운영 (미국, 국외 이전)', '회원 탈퇴 또는 위탁 계약 종료 시까지', 4);
