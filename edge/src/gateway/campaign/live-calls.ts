/**
 * Live broadcasts (라이브 방송): the list and one broadcast, each with its linked products. The
 * status is derived from the schedule at answer time, never stored: UPCOMING before the start,
 * LIVE from the start (inclusive) to the end (exclusive), ENDED after.
 */
import { liveStatusAt, type LiveBroadcast, type LiveStatus, CAMPAIGN_CONTRACTS } from '#shared/schemas/campaign-calls';
import type { LiveCard } from '#shared/schemas/campaign-page-calls';
import type { ProductCard } from '#shared/schemas/display-calls';
import { defineEndpoint } from '../endpoint';
import { GatewayError } from '../errors';
import { answerClock, cardsByOwner, imageOf, imageUrl, linkedCards, offsetOf, type AnswerClock, type LinkedCardRow } from './campaign-rows';

export interface LiveCardRow {
  live_id: number;
  title: string;
  host_nm: string;
  description: string;
  start_dttm: string;
  end_dttm: string;
  stream_url: string;
  replay_yn: 'Y' | 'N';
  poster_alt: string;
}

interface LiveRow extends LiveCardRow {
  poster_svg: string;
}

/** The list's order: on air first, then upcoming (soonest first), then ended (latest first). */
const STATUS_RANK: Record<LiveStatus, number> = { LIVE: 0, UPCOMING: 1, ENDED: 2 };
const RANK_SQL = 'CASE WHEN start_dttm > ?1 THEN 1 WHEN end_dttm > ?1 THEN 0 ELSE 2 END';
const SHOWN = `display_yn = 'Y' AND (?2 IS NULL OR ${RANK_SQL} = ?2)`;
/** The list's order at `?1`. */
export const LIVE_ORDER = `${RANK_SQL}, CASE WHEN end_dttm <= ?1 THEN start_dttm END DESC, start_dttm, live_id`;
/** A broadcast's columns without its poster's SVG, which only the image itself needs. */
export const LIVE_CARD_COLUMNS = 'live_id, title, host_nm, description, start_dttm, end_dttm, stream_url, replay_yn, poster_alt';
const COLUMNS = `${LIVE_CARD_COLUMNS}, poster_svg`;

/** One displayed broadcast, without its poster's SVG. */
export function liveStatement(db: D1Database, liveId: number): D1PreparedStatement {
  return db.prepare(`SELECT ${LIVE_CARD_COLUMNS} FROM live_broadcasts WHERE live_id = ?1 AND display_yn = 'Y'`).bind(liveId);
}

/**
 * The next start or end of a displayed broadcast after `?1` (of `liveId` alone when given): the
 * moment a broadcast's page, the live list or the main page's live strip changes by itself.
 */
export function nextLiveChangeStatement(db: D1Database, nowDttm: string, liveId?: number): D1PreparedStatement {
  return db
    .prepare(
      `SELECT MIN(CASE WHEN start_dttm > ?1 THEN start_dttm WHEN end_dttm > ?1 THEN end_dttm END) AS next_change
         FROM live_broadcasts WHERE display_yn = 'Y' AND (?2 IS NULL OR live_id = ?2)`,
    )
    .bind(nowDttm, liveId ?? null);
}

/** Rows of broadcasts with the rows of `linkedCardsStatement` for them, as a page shows them. */
export function toLiveCards(rows: readonly LiveCardRow[], cardRows: readonly LinkedCardRow[], clock: AnswerClock): LiveCard[] {
  const cards = cardsByOwner(
    cardRows,
    rows.map((row) => row.live_id),
  );
  return rows.map((row) => toLiveCard(row, clock, cards.get(row.live_id) ?? []));
}

/** A broadcast as a page shows it, its poster by address, with its `products`. */
export function toLiveCard(row: LiveCardRow, clock: AnswerClock, products: ProductCard[]): LiveCard {
  return {
    liveId: row.live_id,
    title: row.title,
    hostNm: row.host_nm,
    description: row.description,
    startDttm: row.start_dttm,
    endDttm: row.end_dttm,
    status: liveStatusAt(row.start_dttm, row.end_dttm, clock.now),
    streamUrl: row.stream_url,
    replayYn: row.replay_yn,
    poster: { url: imageUrl('live', row.live_id), alt: row.poster_alt },
    products,
  };
}

/** Broadcasts with their cards, statuses as of `clock`. */
async function toBroadcasts(db: D1Database, rows: readonly LiveRow[], clock: AnswerClock): Promise<LiveBroadcast[]> {
  const cards = await linkedCards(
    db,
    'live',
    rows.map((row) => row.live_id),
    clock.nowDttm,
  );
  return rows.map((row) => ({
    ...toLiveCard(row, clock, cards.get(row.live_id) ?? []),
    poster: imageOf('live', row.live_id, row.poster_alt, row.poster_svg),
  }));
}

export const getLiveList = defineEndpoint(CAMPAIGN_CONTRACTS.getLiveList, async ({ db, input }) => {
  const clock = answerClock();
  const rank = input.status === undefined ? null : STATUS_RANK[input.status];
  const [counted, listed] = await db.batch<unknown>([
    db.prepare(`SELECT COUNT(*) AS n FROM live_broadcasts WHERE ${SHOWN}`).bind(clock.nowDttm, rank),
    db
      .prepare(
        `SELECT ${COLUMNS} FROM live_broadcasts WHERE ${SHOWN}
          ORDER BY ${LIVE_ORDER}
          LIMIT ?3 OFFSET ?4`,
      )
      .bind(clock.nowDttm, rank, input.size, offsetOf(input.page, input.size)),
  ]);
  const total = (counted.results[0] as { n: number }).n;
  const items = await toBroadcasts(db, listed.results as LiveRow[], clock);
  return { statusCode: 200 as const, data: { items, total, page: input.page, size: input.size, serverDttm: clock.nowDttm } };
});

export const getLiveDetail = defineEndpoint(CAMPAIGN_CONTRACTS.getLiveDetail, async ({ db, input }) => {
  const clock = answerClock();
  const row = await db.prepare(`SELECT ${COLUMNS} FROM live_broadcasts WHERE live_id = ? AND display_yn = 'Y'`).bind(input.liveId).first<LiveRow>();
  if (!row) throw new GatewayError('LIVE_NOT_FOUND');
  const [broadcast] = await toBroadcasts(db, [row], clock);
  return { statusCode: 200 as const, data: { ...broadcast, serverDttm: clock.nowDttm } };
});
