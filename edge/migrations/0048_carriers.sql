-- The carrier each tracking number belongs to, so the shopper's order detail and the 알림함 link
-- to that carrier's tracking page. Names, tracking pages and number rules live in
-- shared/order/carriers.ts; this table holds the same codes so D1 stores no other, and a new
-- carrier is one INSERT here and one entry there (a CHECK would mean rebuilding orders).
CREATE TABLE carriers (
  carrier_cd TEXT PRIMARY KEY,
  carrier_nm TEXT NOT NULL UNIQUE
);
INSERT INTO carriers (carrier_cd, carrier_nm) VALUES
  ('CJ', 'CJ대한통운'),
  ('LOTTE', '롯데택배'),
  ('HANJIN', '한진택배'),
  ('EPOST', '우체국택배'),
  ('LOGEN', '로젠택배');

-- Set together with tracking_no when an order ships; NULL before.
ALTER TABLE orders ADD COLUMN carrier_cd TEXT REFERENCES carriers (carrier_cd);

-- Numbers recorded before the carrier was: the shop ships with one carrier under contract,
-- CJ대한통운 (the privacy policy names it as the only delivery processor), so those parcels went
-- with it. A number that does not have CJ대한통운's form still shows, without a tracking link.
UPDATE orders SET carrier_cd = 'CJ' WHERE tracking_no IS NOT NULL;

-- The shipment a "주문하신 상품이 출발했습니다" message names, for its 배송조회 link.
ALTER TABLE inbox_messages ADD COLUMN carrier_cd TEXT REFERENCES carriers (carrier_cd);
ALTER TABLE inbox_messages ADD COLUMN tracking_no TEXT;

-- Messages already sent name their order in their link (`…/or/order/detail?ordNo=…`): they get
-- that order's carrier and number, found by its key.
UPDATE inbox_messages
   SET carrier_cd = 'CJ',
       tracking_no = (SELECT o.tracking_no FROM orders o WHERE o.ord_no = substr(inbox_messages.link, instr(inbox_messages.link, 'ordNo=') + 6))
 WHERE kind = 'ORDER' AND title = '주문하신 상품이 출발했습니다' AND instr(link, 'ordNo=') > 0;
UPDATE inbox_messages SET carrier_cd = NULL WHERE tracking_no IS NULL AND carrier_cd IS NOT NULL;
