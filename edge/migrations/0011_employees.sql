-- Employee verification: the companies whose staff get employee prices, the codes
-- sent to a company e-mail, which employee number belongs to which member, and the embedded mail
-- outbox (like sms_outbox) that developers and tests read outside prd.

CREATE TABLE affiliate_companies (
  afcp_cd TEXT PRIMARY KEY,                       -- afcpEmpBnftTgtCmpyCd
  afcp_nm TEXT NOT NULL,
  email_domain TEXT NOT NULL,                     -- the company e-mail the code goes to
  emp_no_pattern TEXT NOT NULL,                   -- a GLOB the employee number must match
  display_order INTEGER NOT NULL,
  active INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1))
);

-- One open verification per member; a new request replaces it. Only the code's hash is kept.
CREATE TABLE employee_verifications (
  incs_no INTEGER PRIMARY KEY REFERENCES customers (incs_no),
  afcp_cd TEXT NOT NULL REFERENCES affiliate_companies (afcp_cd),
  emp_no TEXT NOT NULL,
  email TEXT NOT NULL,
  code_hash TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  expires_at INTEGER NOT NULL,
  created_at INTEGER NOT NULL
);

-- A verified employee number belongs to one member at a time.
CREATE TABLE employee_links (
  afcp_cd TEXT NOT NULL REFERENCES affiliate_companies (afcp_cd),
  emp_no TEXT NOT NULL,
  incs_no INTEGER NOT NULL UNIQUE REFERENCES customers (incs_no),
  email TEXT NOT NULL,
  verified_at INTEGER NOT NULL,
  PRIMARY KEY (afcp_cd, emp_no)
);

-- Code mails sent per member, for the hourly limit.
CREATE TABLE employee_code_sends (
  incs_no INTEGER NOT NULL,
  sent_at INTEGER NOT NULL
);
CREATE INDEX employee_code_sends_by_member ON employee_code_sends (incs_no, sent_at);

CREATE TABLE mail_outbox (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  to_addr TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX mail_outbox_by_address ON mail_outbox (to_addr, id);

INSERT INTO affiliate_companies (afcp_cd, afcp_nm, email_domain, emp_no_pattern, display_order) VALUES
  ('HQ01', '녹차숍 본사', 'nokcha.co.kr', '[0-9][0-9][0-9][0-9][0-9][0-9]', 1),
  ('AF01', '녹차뷰티', 'nokchabeauty.co.kr', '[0-9][0-9][0-9][0-9][0-9][0-9]', 2),
  ('AF02', '녹차로지스', 'nokchalogis.co.kr', 'L[0-9][0-9][0-9][0-9][0-9]', 3),
  ('AF03', '그린티랩', 'greentealab.co.kr', 'GT[0-9][0-9][0-9][0-9]', 4);
