/**
 * Events (이벤트): the list and one event with its products and coupons. Only displayed events that
 * have started are shown; ONGOING or ENDED follows from the end date at answer time.
 */
import { type EventCoupon, type EventStatus, type EventSummary, CAMPAIGN_CONTRACTS } from '#shared/schemas/campaign-calls';
import type { EventCard } from '#shared/schemas/campaign-page-calls';
import { defineEndpoint } from '../endpoint';
import { GatewayError } from '../errors';
import { answerClock, imageOf, imageUrl, linkedCards, offsetOf, paragraphsOf, type AnswerClock } from './campaign-rows';

/** The `events` columns every reader of an event uses (the shop here, the console in ops/event-ops.ts). */
export interface EventBaseRow {
  event_id: number;
  title: string;
  subtitle: string;
  summary: string;
  body: string;
  start_dttm: string;
  end_dttm: string;
  banner_alt: string;
  banner_tone: string;
}

export interface EventCardRow extends EventBaseRow {
  coupon_cnt: number;
}

interface EventRow extends EventCardRow {
  banner_svg: string;
}

export interface CouponRow {
  coupon_id: number;
  cpn_nm: string;
  dc_amt: number | null;
  dc_rate: number | null;
  min_order_amt: number;
  valid_days: number;
  download_limit: number | null;
  downloaded: number;
}

/** Events a shopper may see at `?1` (14-digit now): displayed and started. */
export const VISIBLE_EVENT_SQL = `e.display_yn = 'Y' AND e.start_dttm <= ?1`;
const ENDED_SQL = 'e.end_dttm <= ?1';
/** An event's columns without its banner's SVG, which only the image itself needs. */
export const EVENT_CARD_COLUMNS = `e.event_id, e.title, e.subtitle, e.summary, e.body, e.start_dttm, e.end_dttm, e.banner_alt, e.banner_tone,
  (SELECT COUNT(*) FROM event_coupons ec WHERE ec.event_id = e.event_id) AS coupon_cnt`;
const COLUMNS = `${EVENT_CARD_COLUMNS}, e.banner_svg`;
const STATUS_FILTER: Record<EventStatus, string> = { ONGOING: `NOT ${ENDED_SQL}`, ENDED: ENDED_SQL };
/** Running events in display order, then ended ones, latest end first. */
const EVENT_ORDER = `${ENDED_SQL}, CASE WHEN ${ENDED_SQL} THEN e.end_dttm END DESC, e.sort_ord, e.start_dttm DESC, e.event_id`;

/**
 * The visible events of `status` (all when absent) at `nowDttm` in list order, `limit` from
 * `offset`; with their banner's SVG only when `svg` is asked.
 */
export function eventListStatement(
  db: D1Database,
  nowDttm: string,
  { status, limit, offset = 0, svg = false }: { status?: EventStatus; limit: number; offset?: number; svg?: boolean },
): D1PreparedStatement {
  const where = `${VISIBLE_EVENT_SQL}${status ? ` AND ${STATUS_FILTER[status]}` : ''}`;
  return db
    .prepare(`SELECT ${svg ? COLUMNS : EVENT_CARD_COLUMNS} FROM events e WHERE ${where} ORDER BY ${EVENT_ORDER} LIMIT ?2 OFFSET ?3`)
    .bind(nowDttm, limit, offset);
}

/** One visible event at `nowDttm`, without its banner's SVG unless `svg` is asked. */
export function eventStatement(db: D1Database, nowDttm: string, eventId: number, { svg = false }: { svg?: boolean } = {}): D1PreparedStatement {
  return db.prepare(`SELECT ${svg ? COLUMNS : EVENT_CARD_COLUMNS} FROM events e WHERE e.event_id = ?2 AND ${VISIBLE_EVENT_SQL}`).bind(nowDttm, eventId);
}

/** An event's coupons in display order, each with how many were downloaded. */
export function eventCouponsStatement(db: D1Database, eventId: number): D1PreparedStatement {
  return db
    .prepare(
      `SELECT ec.coupon_id, ec.cpn_nm, ec.dc_amt, ec.dc_rate, ec.min_order_amt, ec.valid_days, ec.download_limit,
              (SELECT COUNT(*) FROM customer_coupons cc WHERE cc.event_coupon_id = ec.coupon_id) AS downloaded
         FROM event_coupons ec WHERE ec.event_id = ? ORDER BY ec.sort_ord, ec.coupon_id`,
    )
    .bind(eventId);
}

/**
 * The next start of a displayed event, or end of a started one, after `?1`: the moment an event
 * list, an event banner or an event's page changes by itself.
 */
export function nextEventChangeStatement(db: D1Database, nowDttm: string, eventId?: number): D1PreparedStatement {
  return db
    .prepare(
      `SELECT MIN(CASE WHEN e.start_dttm > ?1 THEN e.start_dttm WHEN e.end_dttm > ?1 THEN e.end_dttm END) AS next_change
         FROM events e WHERE e.display_yn = 'Y' AND (?2 IS NULL OR e.event_id = ?2)`,
    )
    .bind(nowDttm, eventId ?? null);
}

/** An event as a page lists it: its banner by address. */
export function toEventCard(row: EventCardRow, clock: AnswerClock): EventCard {
  return {
    eventId: row.event_id,
    title: row.title,
    subtitle: row.subtitle,
    summary: row.summary,
    startDttm: row.start_dttm,
    endDttm: row.end_dttm,
    status: row.end_dttm <= clock.nowDttm ? 'ENDED' : 'ONGOING',
    banner: { url: imageUrl('events', row.event_id), alt: row.banner_alt },
    bannerTone: row.banner_tone,
    couponCnt: row.coupon_cnt,
  };
}

function toSummary(row: EventRow, clock: AnswerClock): EventSummary {
  const card = toEventCard(row, clock);
  return { ...card, banner: imageOf('events', row.event_id, row.banner_alt, row.banner_svg) };
}

export function toCoupon(row: CouponRow): EventCoupon {
  return {
    couponId: row.coupon_id,
    cpnNm: row.cpn_nm,
    dcAmt: row.dc_amt,
    dcRate: row.dc_rate,
    minOrderAmt: row.min_order_amt,
    validDays: row.valid_days,
    downloadLimit: row.download_limit,
    remainingCnt: row.download_limit === null ? null : Math.max(0, row.download_limit - row.downloaded),
  };
}

export const getEventList = defineEndpoint(CAMPAIGN_CONTRACTS.getEventList, async ({ db, input }) => {
  const clock = answerClock();
  const where = `${VISIBLE_EVENT_SQL}${input.status ? ` AND ${STATUS_FILTER[input.status]}` : ''}`;
  const [counted, listed] = await db.batch<unknown>([
    db.prepare(`SELECT COUNT(*) AS n FROM events e WHERE ${where}`).bind(clock.nowDttm),
    eventListStatement(db, clock.nowDttm, { status: input.status, limit: input.size, offset: offsetOf(input.page, input.size), svg: true }),
  ]);
  const total = (counted.results[0] as { n: number }).n;
  const items = (listed.results as EventRow[]).map((row) => toSummary(row, clock));
  return { statusCode: 200 as const, data: { items, total, page: input.page, size: input.size, serverDttm: clock.nowDttm } };
});

export const getEventDetail = defineEndpoint(CAMPAIGN_CONTRACTS.getEventDetail, async ({ db, input }) => {
  const clock = answerClock();
  const [found, coupons] = await db.batch<unknown>([eventStatement(db, clock.nowDttm, input.eventId, { svg: true }), eventCouponsStatement(db, input.eventId)]);
  const row = found.results[0] as EventRow | undefined;
  if (!row) throw new GatewayError('EVENT_NOT_FOUND');
  const cards = await linkedCards(db, 'event', [row.event_id], clock.nowDttm);
  return {
    statusCode: 200 as const,
    data: {
      ...toSummary(row, clock),
      paragraphs: paragraphsOf(row.body),
      products: cards.get(row.event_id) ?? [],
      coupons: (coupons.results as CouponRow[]).map(toCoupon),
      serverDttm: clock.nowDttm,
    },
  };
});
