// A year of order history for the reports benchmark (scripts/bench-reports.mjs), written by SQL
// alone so 100,000 orders go in with one `wrangler d1 execute`: members joining through the year,
// orders spread evenly over it from every channel and payment method, one or two lines each from
// the seeded catalog, and cancels (every 12th order, whole) and partial returns (another in 12).
// Everything it writes is named BENCH-… or bench…, so it never mixes with the demo data.

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** The SQL that writes `orders` orders and `members` members over the year before `now` (epoch ms). */
export function orderHistorySql({ orders, members, now }) {
  const start = now - 365 * DAY_MS;
  const orderStep = Math.floor((365 * DAY_MS - HOUR_MS) / orders);
  const joinStep = Math.floor((365 * DAY_MS) / members);
  const benchOrders = `ord_no >= 'BENCH-' AND ord_no < 'BENCH.'`;
  return `
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${members})
INSERT INTO customers (cust_web_id, cust_nm, mobile, mbr_join_dttm)
SELECT 'bench' || i, '벤치회원' || i, '0190' || printf('%07d', i), strftime('%Y%m%d%H%M%S', (${start} + i * ${joinStep}) / 1000, 'unixepoch', '+9 hours') FROM n;

WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${orders}),
  first AS (SELECT MIN(incs_no) AS incs_no FROM customers WHERE cust_web_id >= 'bench' AND cust_web_id < 'benci')
INSERT INTO orders (ord_no, incs_no, status, source, order_nm, list_amt, prd_dc_amt, shipping_fee, pay_amt, pay_method, channel_cd,
  rcpt_nm, rcpt_mobile, zip_no, road_addr, ordered_at, paid_at, status_changed_at)
SELECT 'BENCH-' || printf('%08d', i), first.incs_no + (i * 7) % ${members}, CASE WHEN i % 12 = 0 THEN 'CANCELLED' ELSE 'CONFIRMED' END,
  'CART', '벤치 주문', 0, 0, 0, 0,
  CASE i % 4 WHEN 0 THEN 'CARD' WHEN 1 THEN 'KAKAOPAY' WHEN 2 THEN 'NAVERPAY' ELSE 'TOSSPAY' END,
  CASE WHEN i % 10 < 3 THEN '1' WHEN i % 10 < 8 THEN '2' ELSE '3' END,
  '김녹차', '01012345678', '06236', '서울특별시 강남구 테헤란로 152',
  ${start} + i * ${orderStep}, ${start} + i * ${orderStep} + 60000, ${start} + i * ${orderStep} + 60000
FROM n, first;

WITH opts AS (
  SELECT o.inm_optn_prd_no, o.inm_prd_no, p.product_code, p.prd_nm, o.prd_optn_nm, o.prd_cd, o.cnsm_amt, o.sale_amt,
         ROW_NUMBER() OVER (ORDER BY o.inm_optn_prd_no) - 1 AS k
    FROM product_options o JOIN products p ON p.inm_prd_no = o.inm_prd_no),
  picks AS (
    SELECT ord_no, rowid * 31 AS pick, 1 + rowid % 3 AS qty FROM orders WHERE ${benchOrders}
    UNION ALL
    SELECT ord_no, rowid * 17 + 5, 1 FROM orders WHERE ${benchOrders} AND rowid % 3 = 0)
INSERT INTO order_lines (ord_no, inm_optn_prd_no, inm_prd_no, product_code, prd_nm, prd_optn_nm, brand_nm, image_url, prd_cd, cat_nm, qty, cnsm_amt, sale_amt)
SELECT picks.ord_no, opts.inm_optn_prd_no, opts.inm_prd_no, opts.product_code, opts.prd_nm, opts.prd_optn_nm, '녹차숍', '/images/p.svg', opts.prd_cd,
       '스킨케어', picks.qty, opts.cnsm_amt, opts.sale_amt
  FROM picks JOIN opts ON opts.k = picks.pick % (SELECT COUNT(*) FROM opts);

UPDATE orders SET
  list_amt = (SELECT SUM(l.qty * l.cnsm_amt) FROM order_lines l WHERE l.ord_no = orders.ord_no),
  prd_dc_amt = (SELECT SUM(l.qty * (l.cnsm_amt - l.sale_amt)) FROM order_lines l WHERE l.ord_no = orders.ord_no),
  pay_amt = (SELECT SUM(l.qty * l.sale_amt) FROM order_lines l WHERE l.ord_no = orders.ord_no)
WHERE ${benchOrders};

INSERT INTO order_claims (ord_no, incs_no, claim_type, status, reason_cd, refund_amt, requested_at, completed_at)
SELECT ord_no, incs_no, CASE WHEN status = 'CANCELLED' THEN 'CANCEL' ELSE 'RETURN' END, 'COMPLETED', 'ETC',
       CASE WHEN status = 'CANCELLED' THEN pay_amt ELSE pay_amt / 3 END,
       MIN(paid_at + ${HOUR_MS} * (1 + rowid % 72), ${now}), MIN(paid_at + ${HOUR_MS} * (1 + rowid % 72), ${now})
  FROM orders WHERE ${benchOrders} AND (status = 'CANCELLED' OR rowid % 12 = 6);

INSERT INTO order_claim_lines (claim_id, order_line_id, qty)
SELECT c.id, l.id, l.qty FROM order_claims c JOIN order_lines l ON l.ord_no = c.ord_no WHERE c.claim_type = 'CANCEL' AND c.ord_no >= 'BENCH-' AND c.ord_no < 'BENCH.'
UNION ALL
SELECT c.id, (SELECT MIN(l.id) FROM order_lines l WHERE l.ord_no = c.ord_no), 1 FROM order_claims c WHERE c.claim_type = 'RETURN' AND c.ord_no >= 'BENCH-' AND c.ord_no < 'BENCH.';
`;
}
