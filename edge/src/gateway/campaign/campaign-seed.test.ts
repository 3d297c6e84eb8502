import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { liveStatusAt, periodStatusAt } from '#shared/schemas/campaign-calls';
import { seedStatements } from '#shared/seeds/campaign';
import { campaignCounts, runStatements, SEED_NOW, seedCatalogAndCampaign } from './campaign-test-data';

const db = env.DB;
const DAY_MS = 86_400_000;

interface ScheduleRow {
  id: number;
  title: string;
  start_dttm: string;
  end_dttm: string;
  replay_yn?: string;
}

async function lives(): Promise<ScheduleRow[]> {
  return (await db.prepare('SELECT live_id AS id, title, start_dttm, end_dttm, replay_yn FROM live_broadcasts ORDER BY live_id').all<ScheduleRow>()).results;
}

async function events(): Promise<ScheduleRow[]> {
  return (await db.prepare('SELECT event_id AS id, title, start_dttm, end_dttm FROM events ORDER BY event_id').all<ScheduleRow>()).results;
}

/** The start and end that the seed's INSERT writes for broadcast or event `id` at `now`, read from its statement. */
function insertedPeriod(table: 'live_broadcasts' | 'events', id: number, now: number): [string, string] {
  const insert = seedStatements({ now }).find((statement) => statement.startsWith(`INSERT OR IGNORE INTO ${table} `) && statement.includes(`VALUES (${id}, `))!;
  const [start, end] = insert.match(/'\d{14}'/g)!.map((text) => text.slice(1, -1));
  return [start, end];
}

/** What each broadcast of `rows` is at `now`: ENDED, LIVE or UPCOMING. */
function liveStatusesAt(rows: readonly { start_dttm: string; end_dttm: string }[], now: number): string[] {
  return rows.map((row) => liveStatusAt(row.start_dttm, row.end_dttm, now));
}

/** The broadcasts a run lays out around its now: two ended, one on air, five to come. */
const SCHEDULE_AROUND_NOW = ['ENDED', 'ENDED', 'LIVE', 'UPCOMING', 'UPCOMING', 'UPCOMING', 'UPCOMING', 'UPCOMING'];

beforeAll(async () => {
  await seedCatalogAndCampaign(db);
});

describe('seed part campaign', () => {
  it('gives the same statements for the same now, and a schedule that follows now', () => {
    expect(seedStatements({ now: SEED_NOW })).toEqual(seedStatements({ now: SEED_NOW }));
    expect(seedStatements({ now: SEED_NOW + 86_400_000 })).not.toEqual(seedStatements({ now: SEED_NOW }));
    for (const statement of seedStatements({ now: SEED_NOW })) expect(statement).not.toContain('\n');
  });

  it('adds nothing when run again, even at another instant', async () => {
    const before = await campaignCounts(db);
    await runStatements(db, seedStatements({ now: SEED_NOW }));
    // In the next hour the on-air broadcast's insert has another start, and it is still on air,
    // so the schedule the next tests read stays the first run's.
    await runStatements(db, seedStatements({ now: SEED_NOW + 40 * 60_000 }));
    expect(await campaignCounts(db)).toEqual(before);
    expect(before).toMatchObject({ live_broadcasts: 8, events: 8, event_coupons: 7, postings: 12, sample_market_items: 10, customer_coupons: 0 });
  });

  it('schedules two ended broadcasts with a replay, one on air and five in the next two weeks', async () => {
    const { results } = await db.prepare('SELECT start_dttm, end_dttm, replay_yn, stream_url, live_id FROM live_broadcasts ORDER BY live_id').all<{
      start_dttm: string;
      end_dttm: string;
      replay_yn: string;
      stream_url: string;
      live_id: number;
    }>();
    expect(liveStatusesAt(results, SEED_NOW)).toEqual(SCHEDULE_AROUND_NOW);
    expect(results.map((row) => row.replay_yn)).toEqual(['Y', 'Y', 'N', 'N', 'N', 'N', 'N', 'N']);
    expect(results.every((row) => row.stream_url === `/media/live/${row.live_id}/index.m3u8`)).toBe(true);
    expect(results.at(-1)!.start_dttm < '20261204000000').toBe(true);
  });

  it('keeps the on-air broadcast live whatever minute now falls on, even exactly on the hour', () => {
    for (const now of [Date.UTC(2026, 10, 20, 3, 0), Date.UTC(2026, 10, 20, 3, 59, 59, 999)]) {
      const live = seedStatements({ now }).find((statement) => statement.includes('VALUES (3, '))!;
      const [start, end] = live.match(/'\d{14}'/g)!.map((text) => text.slice(1, -1));
      expect(liveStatusAt(start, end, now)).toBe('LIVE');
    }
  });

  it('runs six events and has ended two, each with products, and links products to every broadcast and published posting', async () => {
    const events = await db.prepare('SELECT start_dttm, end_dttm FROM events ORDER BY event_id').all<{ start_dttm: string; end_dttm: string }>();
    const statuses = events.results.map((row) => periodStatusAt(row.start_dttm, row.end_dttm, SEED_NOW));
    expect(statuses.filter((status) => status === 'ONGOING')).toHaveLength(6);
    expect(statuses.filter((status) => status === 'ENDED')).toHaveLength(2);
    const unlinked = await db
      .prepare(
        `SELECT (SELECT COUNT(*) FROM events e WHERE NOT EXISTS (SELECT 1 FROM event_products x WHERE x.event_id = e.event_id)) AS events,
                (SELECT COUNT(*) FROM live_broadcasts l WHERE NOT EXISTS (SELECT 1 FROM live_products x WHERE x.live_id = l.live_id)) AS lives,
                (SELECT COUNT(*) FROM postings p WHERE NOT EXISTS (SELECT 1 FROM posting_products x WHERE x.posting_id = p.posting_id)) AS postings`,
      )
      .first();
    expect(unlinked).toEqual({ events: 0, lives: 0, postings: 0 });
  });

  it('publishes ten postings and keeps two waiting for an admin', async () => {
    const rows = await db.prepare('SELECT status, COUNT(*) AS n FROM postings GROUP BY status ORDER BY status').all();
    expect(rows.results).toEqual([
      { status: 'PENDING', n: 2 },
      { status: 'PUBLISHED', n: 10 },
    ]);
  });

  it('draws posters without a status mark, since one poster serves upcoming, live and ended broadcasts', async () => {
    const { results } = await db
      .prepare('SELECT title, host_nm, poster_svg FROM live_broadcasts')
      .all<{ title: string; host_nm: string; poster_svg: string }>();
    expect(results).toHaveLength(8);
    for (const { title, host_nm: host, poster_svg: svg } of results) {
      // The title is wrapped into lines, word by word.
      for (const word of title.split(' ')) expect(svg).toContain(word.replace(/&/g, '&amp;'));
      expect(svg).toContain(host);
      expect(svg).not.toMatch(/>LIVE</);
      expect(svg).not.toContain('#e5484d');
    }
  });

  it('prices about 60% of products for employees at 30% off the sale price, never above it', async () => {
    const row = await db
      .prepare(
        `SELECT COUNT(*) AS priced, (SELECT COUNT(*) FROM products) AS products,
                SUM(e.emp_amt = CAST(p.sale_amt * 0.7 / 100 AS INTEGER) * 100) AS thirty_off, SUM(e.emp_amt > p.sale_amt) AS above
           FROM employee_prices e JOIN products p USING (inm_prd_no)`,
      )
      .first<{ priced: number; products: number; thirty_off: number; above: number }>();
    expect(row!.priced / row!.products).toBeCloseTo(0.6, 1);
    expect(row!.thirty_off).toBe(row!.priced);
    expect(row!.above).toBe(0);
  });
});

// These change the file's database, so they come after the tests that read the first run's schedule.
describe('seed part campaign, run again later', () => {
  const later = SEED_NOW + 15 * DAY_MS + 5 * 3_600_000;
  /** The events as the first run left them, before the run at `later`. */
  let firstEvents: ScheduleRow[] = [];

  it('leaves a current schedule alone', async () => {
    const [before, eventsBefore] = [await lives(), await events()];
    // Twenty minutes on, the seeded broadcast is still on air.
    await runStatements(db, seedStatements({ now: SEED_NOW + 20 * 60_000 }));
    expect(await lives()).toEqual(before);
    expect(await events()).toEqual(eventsBefore);
    firstEvents = eventsBefore;
  });

  it('moves the seeded broadcasts around a new now once none is on air, as a first run then would', async () => {
    expect(liveStatusesAt(await lives(), later)).toEqual(Array(8).fill('ENDED'));
    await runStatements(db, seedStatements({ now: later }));
    const rows = await lives();
    expect(liveStatusesAt(rows, later)).toEqual(SCHEDULE_AROUND_NOW);
    expect(rows.map((row) => row.replay_yn)).toEqual(['Y', 'Y', 'N', 'N', 'N', 'N', 'N', 'N']);
    expect(rows.map((row) => [row.start_dttm, row.end_dttm])).toEqual(rows.map((row) => insertedPeriod('live_broadcasts', row.id, later)));
    expect(await campaignCounts(db)).toMatchObject({ live_broadcasts: 8, events: 8 });
  });

  it('ran on the seeded running events whose end had passed by then, and kept the ended ones ended', async () => {
    const before = firstEvents;
    const endedBy = (rows: ScheduleRow[]) => rows.filter((row) => periodStatusAt(row.start_dttm, row.end_dttm, later) === 'ENDED').map((row) => row.id);
    expect(endedBy(before)).toEqual([5, 6, 7, 8]);
    const rows = await events();
    expect(endedBy(rows)).toEqual([7, 8]);
    expect(rows.map((row) => row.start_dttm)).toEqual(before.map((row) => row.start_dttm));
    expect(rows.map((row) => row.end_dttm)).toEqual(before.map((row) => ([5, 6].includes(row.id) ? insertedPeriod('events', row.id, later)[1] : row.end_dttm)));
  });

  it('changes nothing when run again at the same instant, and spares broadcasts and events the operator renamed', async () => {
    const [livesBefore, eventsBefore] = [await lives(), await events()];
    await runStatements(db, seedStatements({ now: later }));
    expect(await lives()).toEqual(livesBefore);
    expect(await events()).toEqual(eventsBefore);

    await db.batch([
      db.prepare(`UPDATE live_broadcasts SET title = '운영자 라이브' WHERE live_id = 1`),
      db.prepare(`UPDATE events SET title = '운영자 이벤트' WHERE event_id = 5`),
    ]);
    const muchLater = later + 30 * DAY_MS;
    await runStatements(db, seedStatements({ now: muchLater }));
    const [renamedLive, ...seededLives] = await lives();
    expect(renamedLive).toEqual({ ...livesBefore[0], title: '운영자 라이브' });
    // The renamed first broadcast is left out: the seeded seven are the rest of the schedule.
    expect(liveStatusesAt(seededLives, muchLater)).toEqual(SCHEDULE_AROUND_NOW.slice(1));
    expect((await events())[4]).toEqual({ ...eventsBefore[4], title: '운영자 이벤트' });
  });

  it('takes the old status mark out of posters seeded before it was dropped', async () => {
    const pill = '<rect x="24" y="24" width="74" height="32" rx="16" fill="#e5484d"/><text x="61" y="46">LIVE</text>';
    // Right after the opening <svg …> tag, where the first seeds drew it.
    await db
      .prepare(
        `UPDATE live_broadcasts SET poster_svg = substr(poster_svg, 1, instr(poster_svg, '>')) || ?1 || substr(poster_svg, instr(poster_svg, '>') + 1) WHERE live_id = 4`,
      )
      .bind(pill)
      .run();
    expect((await db.prepare('SELECT poster_svg FROM live_broadcasts WHERE live_id = 4').first<{ poster_svg: string }>())!.poster_svg).toContain('>LIVE<');
    await runStatements(db, seedStatements({ now: later }));
    const posters = await db.prepare('SELECT poster_svg FROM live_broadcasts').all<{ poster_svg: string }>();
    expect(posters.results.filter((row) => row.poster_svg.includes('>LIVE<'))).toEqual([]);
  });

  it('puts a broadcast on air again once the seeded one has ended, though others are still to come', async () => {
    const dayAfter = later + DAY_MS;
    expect(liveStatusesAt(await lives(), dayAfter)).not.toContain('LIVE');
    expect(liveStatusesAt(await lives(), dayAfter)).toContain('UPCOMING');
    await runStatements(db, seedStatements({ now: dayAfter }));
    const rows = await lives();
    expect(liveStatusesAt(rows, dayAfter)).toEqual(SCHEDULE_AROUND_NOW);
    // The broadcast the operator renamed above keeps its times.
    const seeded = rows.filter((row) => row.title !== '운영자 라이브');
    expect(seeded.map((row) => [row.start_dttm, row.end_dttm])).toEqual(seeded.map((row) => insertedPeriod('live_broadcasts', row.id, dayAfter)));
  });
});
