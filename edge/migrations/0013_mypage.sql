-- Mypage home, the membership barcode and the notification inbox (알림함).

-- What each grade gives, shown on mypage (the green tea club, 0015, adds criteria and coupons).
ALTER TABLE customer_grades ADD COLUMN earn_rate_pct INTEGER NOT NULL DEFAULT 1;
ALTER TABLE customer_grades ADD COLUMN benefit TEXT NOT NULL DEFAULT '';
UPDATE customer_grades SET earn_rate_pct = 1, benefit = '구매 금액의 1% 뷰티포인트 적립' WHERE inm_cust_grd_cd = '10';
UPDATE customer_grades SET earn_rate_pct = 2, benefit = '구매 금액의 2% 뷰티포인트 적립, 매월 5% 할인 쿠폰' WHERE inm_cust_grd_cd = '20';
UPDATE customer_grades SET earn_rate_pct = 3, benefit = '구매 금액의 3% 뷰티포인트 적립, 매월 10% 할인 쿠폰, 무료배송' WHERE inm_cust_grd_cd = '30';
UPDATE customer_grades SET earn_rate_pct = 5, benefit = '구매 금액의 5% 뷰티포인트 적립, 매월 15% 할인 쿠폰, 무료배송, 생일 선물' WHERE inm_cust_grd_cd = '40';

-- The membership card's number: opaque (not the customer number), shown as a CODE128 barcode
-- at the store counter, and reissued when the member asks (a lost or photographed card).
CREATE TABLE member_cards (
  incs_no INTEGER PRIMARY KEY REFERENCES customers (incs_no),
  card_no TEXT NOT NULL UNIQUE,
  issued_at INTEGER NOT NULL
);

-- The notification inbox: what the shop tells a member (order shipped, points expiring, an
-- inquiry answered). Features post with edge/src/gateway/mypage/inbox.ts.
CREATE TABLE inbox_messages (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  incs_no INTEGER NOT NULL REFERENCES customers (incs_no),
  kind TEXT NOT NULL CHECK (kind IN ('ORDER', 'POINT', 'INQUIRY', 'NOTICE')),
  title TEXT NOT NULL,
  body TEXT NOT NULL,
  link TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL,
  read_at INTEGER
);
CREATE INDEX inbox_messages_by_customer ON inbox_messages (incs_no, created_at DESC);
