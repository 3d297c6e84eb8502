/**
 * Seed part `couponzone` (scripts/seed.mjs, migrations/0017_couponzone.sql): the coupons a local
 * shop offers in the couponzone. Four to download (one for all products with a 선착순 quantity,
 * one for a category with a cap, one for three products, one for the app only) and two numbers to
 * register: `GREENTEA2026` (any member, once each) and `AUTUMN2026`, whose registration period is
 * over, so both refusals (already registered, period over) can be tried. Scoped products and categories are picked by SQL
 * from the seeded catalog, so the part works with any catalog size.
 *
 * Deterministic and idempotent: fixed ids with `INSERT OR IGNORE`; a later run moves the periods
 * of the running coupons back around `now` and keeps the ended one ended.
 *
 * Plain, import-free TypeScript with erasable syntax only, so Node 24 runs it as is.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

interface ZoneSeed {
  id: number;
  name: string;
  amount: number | null;
  rate: number | null;
  max: number | null;
  minimum: number;
  scopeType: 'ALL' | 'PRODUCT' | 'CATEGORY';
  /** SQL giving the comma list of ids, or '' for all products. */
  scopeSql: string;
  channels: string;
  issueType: 'DOWNLOAD' | 'CODE';
  validDays: number;
  limit: number | null;
  /** Whether its period is over (AUTUMN2026). */
  ended?: boolean;
}

const SKINCARE = "(SELECT CAST(cat_id AS TEXT) FROM categories WHERE cat_nm = '스킨케어')";
const THREE_SERUMS = "(SELECT group_concat(inm_prd_no) FROM (SELECT inm_prd_no FROM products WHERE prd_nm LIKE '%세럼%' ORDER BY inm_prd_no LIMIT 3))";

const ZONE_COUPONS: readonly ZoneSeed[] = [
  { id: 9001, name: '쿠폰존 5,000원 할인 (3만원 이상)', amount: 5000, rate: null, max: null, minimum: 30000, scopeType: 'ALL', scopeSql: "''", channels: '1,2,3', issueType: 'DOWNLOAD', validDays: 14, limit: 1000 },
  { id: 9002, name: '스킨케어 10% 할인', amount: null, rate: 10, max: 5000, minimum: 20000, scopeType: 'CATEGORY', scopeSql: SKINCARE, channels: '1,2,3', issueType: 'DOWNLOAD', validDays: 30, limit: null },
  { id: 9003, name: '세럼 3종 20% 할인', amount: null, rate: 20, max: 10000, minimum: 0, scopeType: 'PRODUCT', scopeSql: THREE_SERUMS, channels: '1,2,3', issueType: 'DOWNLOAD', validDays: 30, limit: null },
  { id: 9004, name: '앱 전용 15% 할인', amount: null, rate: 15, max: 7000, minimum: 0, scopeType: 'ALL', scopeSql: "''", channels: '3', issueType: 'DOWNLOAD', validDays: 7, limit: null },
  { id: 9005, name: '다시 만나 반가워요 3,000원 쿠폰', amount: 3000, rate: null, max: null, minimum: 15000, scopeType: 'ALL', scopeSql: "''", channels: '1,2,3', issueType: 'CODE', validDays: 30, limit: null },
  { id: 9006, name: '가을 시즌 4,000원 쿠폰', amount: 4000, rate: null, max: null, minimum: 20000, scopeType: 'ALL', scopeSql: "''", channels: '1,2,3', issueType: 'CODE', validDays: 30, limit: null, ended: true },
];

/** Number, zone coupon, uses in all (null: each member once). */
const CODES: readonly [string, number, number | null][] = [
  ['GREENTEA2026', 9005, null],
  ['AUTUMN2026', 9006, null],
];

function text(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}
const num = (value: number | null) => (value === null ? 'NULL' : String(value));

export function seedStatements({ now }: { now: number }): string[] {
  const statements: string[] = [];
  for (const zone of ZONE_COUPONS) {
    const start = zone.ended ? now - 60 * DAY_MS : now - 7 * DAY_MS;
    const end = zone.ended ? now - DAY_MS : now + 60 * DAY_MS;
    statements.push(
      `INSERT OR IGNORE INTO zone_coupons (zone_coupon_id, cpn_nm, dc_amt, dc_rate, max_dc_amt, min_order_amt, scope_type, scope_ids, chn_cds, issue_type, valid_days, start_at, end_at, download_limit, sort_ord) ` +
        `SELECT ${zone.id}, ${text(zone.name)}, ${num(zone.amount)}, ${num(zone.rate)}, ${num(zone.max)}, ${zone.minimum}, ${text(zone.scopeType)}, COALESCE(${zone.scopeSql}, ''), ${text(zone.channels)}, ${text(zone.issueType)}, ${zone.validDays}, ${start}, ${end}, ${num(zone.limit)}, ${zone.id}`,
      zone.ended
        ? `UPDATE zone_coupons SET start_at = ${start}, end_at = ${end} WHERE zone_coupon_id = ${zone.id}`
        : `UPDATE zone_coupons SET start_at = ${start}, end_at = ${end} WHERE zone_coupon_id = ${zone.id} AND end_at <= ${now}`,
    );
  }
  for (const [code, zoneId, uses] of CODES) {
    statements.push(`INSERT OR IGNORE INTO coupon_codes (code, zone_coupon_id, max_uses) VALUES (${text(code)}, ${zoneId}, ${num(uses)})`);
  }
  return statements;
}
