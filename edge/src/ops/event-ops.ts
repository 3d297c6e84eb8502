/**
 * The content team's events (`/ops/v1/content/events/*`, ADR 028): every event with its phase
 * on the Korean clock; an event written or changed with its schedule. The running events, by their
 * order, are the main page's banners (shared/home/banners.ts). The worker draws the event pages and
 * the main page from D1 and draws them again at each start and end
 * (docs/decisions/039-catalog-pages-drawn-at-the-edge.md), so a change needs no build.
 */
import { toDttm14 } from '#shared/format';
import { OPS_CONTRACTS } from '#shared/schemas/ops-calls';
import { defineEndpoint } from '../gateway/endpoint';
import { GatewayError } from '../gateway/errors';
import type { EventBaseRow } from '../gateway/campaign/event-calls';
import { pagedAnswer } from './paged-rows';
import { eventBannerSvg } from './event-banner';

interface EventRow extends EventBaseRow {
  display_yn: 'Y' | 'N';
  sort_ord: number;
  product_cnt: number;
}

const SELECT = `e.event_id, e.title, e.subtitle, e.summary, e.body, e.start_dttm, e.end_dttm, e.display_yn, e.sort_ord, e.banner_alt, e.banner_tone,
  (SELECT COUNT(*) FROM event_products x WHERE x.event_id = e.event_id) AS product_cnt`;

const phaseOf = (row: EventRow, now: string) =>
  (now < row.start_dttm ? 'UPCOMING' : now < row.end_dttm ? 'RUNNING' : 'ENDED') as 'UPCOMING' | 'RUNNING' | 'ENDED';
const eventOf = (row: EventRow, now: string) => ({
  eventId: row.event_id,
  title: row.title,
  subtitle: row.subtitle,
  summary: row.summary,
  body: row.body,
  startDttm: row.start_dttm,
  endDttm: row.end_dttm,
  phase: phaseOf(row, now),
  displayYn: row.display_yn,
  sortOrd: row.sort_ord,
  bannerAlt: row.banner_alt,
  bannerTone: row.banner_tone,
  productCnt: row.product_cnt,
});

const LIVE = { message: '저장했습니다. 1분 안에 모든 페이지에 반영됩니다.' };

async function eventAnswer(db: D1Database, eventId: number) {
  const row = await db.prepare(`SELECT ${SELECT} FROM events e WHERE e.event_id = ?`).bind(eventId).first<EventRow>();
  if (!row) throw new GatewayError('EVENT_NOT_FOUND');
  return eventOf(row, toDttm14(Date.now()));
}

/** Each phase as a condition on the Korean clock (?1). */
const PHASE_WHERE = `(?2 IS NULL OR (?2 = 'UPCOMING' AND ?1 < e.start_dttm) OR (?2 = 'RUNNING' AND ?1 >= e.start_dttm AND ?1 < e.end_dttm)
  OR (?2 = 'ENDED' AND ?1 >= e.end_dttm))`;

export const listEventsForOps = defineEndpoint(OPS_CONTRACTS.listEventsForOps, async ({ db, input }) => {
  const now = toDttm14(Date.now());
  return pagedAnswer(
    db,
    input,
    { select: SELECT, from: 'events e', where: PHASE_WHERE, orderBy: 'e.end_dttm DESC, e.sort_ord, e.event_id DESC', binds: [now, input.phase ?? null] },
    (row: EventRow) => eventOf(row, now),
  );
});

export const getEventForOps = defineEndpoint(OPS_CONTRACTS.getEventForOps, async ({ db, input }) => ({
  data: { ...(await eventAnswer(db, input.eventId)), change: { message: '' } },
}));

export const saveEvent = defineEndpoint(OPS_CONTRACTS.saveEvent, async ({ db, input }) => {
  const fields = [
    input.title,
    input.subtitle,
    input.summary,
    input.body,
    input.startDttm,
    input.endDttm,
    input.displayYn,
    input.sortOrd,
    input.bannerAlt,
    input.bannerTone,
  ];
  let eventId = input.eventId;
  if (eventId === undefined) {
    // A new event's banner artwork is drawn from its tone; the seed's events keep their own.
    const created = await db
      .prepare(
        `INSERT INTO events (title, subtitle, summary, body, start_dttm, end_dttm, display_yn, sort_ord, banner_alt, banner_tone, banner_svg)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11) RETURNING event_id`,
      )
      .bind(...fields, eventBannerSvg(input.bannerTone))
      .first<{ event_id: number }>();
    eventId = created!.event_id;
  } else {
    const changed = await db
      .prepare(
        `UPDATE events SET title = ?1, subtitle = ?2, summary = ?3, body = ?4, start_dttm = ?5, end_dttm = ?6, display_yn = ?7, sort_ord = ?8,
           banner_alt = ?9, banner_tone = ?10 WHERE event_id = ?11`,
      )
      .bind(...fields, eventId)
      .run();
    if (changed.meta.changes === 0) throw new GatewayError('EVENT_NOT_FOUND');
  }
  return { data: { ...(await eventAnswer(db, eventId)), change: LIVE } };
});

export const EVENT_OPS = [listEventsForOps, getEventForOps, saveEvent];
