/**
 * Seed part `hot-deals` (scripts/seed.mjs, migrations/0004_hot_deals.sql): a running hot deal for
 * every product the catalog seed marked `hot_yn = 'Y'` that has no deal yet. Each starts at `now`
 * and ends at 23:59:59 Korean time one to three days later, the day picked by the product number
 * so the same catalog and `now` always give the same deals. Idempotent: a product whose deal is
 * running or still to come is left alone; one whose deal has ended gets the next one, so a local
 * shop that `npm start` seeds again keeps running deals.
 *
 * Plain TypeScript with erasable syntax, importing only through the `#shared` alias: Node 24
 * runs it as is, and the worker tests seed their hot deals through the same function.
 */
import { toDttm14 } from '#shared/format/dttm';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The statements, each a no-op for products whose deal has not ended. */
export function seedStatements({ now }: { now: number }): string[] {
  const start = toDttm14(now);
  // End of the Korean day 1, 2 or 3 days after `now`, chosen by product number modulo 3.
  const ends = [1, 2, 3].map((days) => `${toDttm14(now + days * DAY_MS).slice(0, 8)}235959`);
  return [
    `INSERT OR REPLACE INTO hot_deals (inm_prd_no, start_dttm, end_dttm, deal_qty) ` +
      `SELECT p.inm_prd_no, '${start}', ` +
      `CASE CAST(p.inm_prd_no AS INTEGER) % 3 WHEN 0 THEN '${ends[0]}' WHEN 1 THEN '${ends[1]}' ELSE '${ends[2]}' END, ` +
      `(CAST(p.inm_prd_no AS INTEGER) % 5 + 1) * 100 ` +
      `FROM products p WHERE p.hot_yn = 'Y' AND NOT EXISTS (SELECT 1 FROM hot_deals h WHERE h.inm_prd_no = p.inm_prd_no AND h.end_dttm > '${start}')`,
  ];
}
