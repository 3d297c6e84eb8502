/**
 * Test data for the campaign tests: the catalog seed, then the campaign seed part at a fixed
 * instant, straight into the test file's D1.
 */
import { catalogSeedStatements } from '#shared/catalog-seed';
import { seedStatements } from '#shared/seeds/campaign';

/** 2026-11-20 12:30:00 in Seoul: the instant the campaign tests seed and answer at. */
export const SEED_NOW = Date.UTC(2026, 10, 20, 3, 30);

/** The seeded events at `SEED_NOW` as the event list orders them: the six running ones by display order, then the two ended, latest end first. */
export const SEEDED_EVENT_ORDER = [
  [1, 'ONGOING'],
  [2, 'ONGOING'],
  [3, 'ONGOING'],
  [4, 'ONGOING'],
  [5, 'ONGOING'],
  [6, 'ONGOING'],
  [7, 'ENDED'],
  [8, 'ENDED'],
];

/** Runs SQL statements in one batch. */
export async function runStatements(db: D1Database, statements: readonly string[]): Promise<void> {
  await db.batch(statements.map((statement) => db.prepare(statement)));
}

/** An 80-product catalog and the campaign part seeded at `now`. */
export async function seedCatalogAndCampaign(db: D1Database, now = SEED_NOW): Promise<void> {
  await runStatements(db, catalogSeedStatements({ products: 80, seed: 2026 }));
  await runStatements(db, seedStatements({ now }));
}

/** An event beside the seed's, open from `start` (yyyyMMddHHmmss) to the end of 2026; `shown: false` hides it. */
export function eventInsert(db: D1Database, event: { id: number; title: string; start: string; bannerSvg?: string; shown?: boolean }): D1PreparedStatement {
  return db
    .prepare(
      "INSERT INTO events (event_id, title, body, start_dttm, end_dttm, banner_alt, banner_svg, banner_tone, display_yn) VALUES (?, ?, '본문', ?, '20261231235959', '배너', ?, '#2f6f4e', ?)",
    )
    .bind(event.id, event.title, event.start, event.bannerSvg ?? '<svg/>', event.shown === false ? 'N' : 'Y');
}

/** Row counts of the campaign tables and the customers' coupons. */
export async function campaignCounts(db: D1Database): Promise<Record<string, number>> {
  const tables = [
    'live_broadcasts',
    'live_products',
    'events',
    'event_products',
    'event_coupons',
    'postings',
    'posting_products',
    'sample_market_items',
    'employee_prices',
    'customer_coupons',
  ];
  const rows = await db.batch(tables.map((table) => db.prepare(`SELECT COUNT(*) AS n FROM ${table}`)));
  return Object.fromEntries(tables.map((table, index) => [table, (rows[index].results[0] as { n: number }).n]));
}
