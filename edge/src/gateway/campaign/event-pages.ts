/**
 * The event list's and an event's page data, each read in one D1 batch with the catalog generation
 * and the next start or end that changes the page (./page-frame.ts), for the worker to draw at the
 * edge. The SQL is the event calls' own (./event-calls.ts), so the pages and the API agree.
 */
import { CAMPAIGN_PAGE_CONTRACTS } from '#shared/schemas/campaign-page-calls';
import { defineEndpoint } from '../endpoint';
import { GatewayError } from '../errors';
import { answerClock, cardsByOwner, linkedCardsStatement, ownersByIds, paragraphsOf, type LinkedCardRow } from './campaign-rows';
import {
  eventCouponsStatement,
  eventListStatement,
  eventStatement,
  nextEventChangeStatement,
  toCoupon,
  toEventCard,
  type CouponRow,
  type EventCardRow,
} from './event-calls';
import { generationStatement } from '../display/page-meta-sql';
import { nextHotDealChangeStatement, pageFrameOf } from './page-frame';

/** The most events the list shows: every running one and the latest ended ones. */
export const EVENT_LIST_PAGE_LIMIT = 200;

export const getEventListPage = defineEndpoint(CAMPAIGN_PAGE_CONTRACTS.getEventListPage, async ({ db }) => {
  const clock = answerClock();
  const [events, nextChange, generation] = await db.batch<unknown>([
    eventListStatement(db, clock.nowDttm, { limit: EVENT_LIST_PAGE_LIMIT }),
    nextEventChangeStatement(db, clock.nowDttm),
    generationStatement(db),
  ]);
  return {
    statusCode: 200 as const,
    data: { events: (events.results as EventCardRow[]).map((row) => toEventCard(row, clock)), ...pageFrameOf(clock, generation, [nextChange]) },
  };
});

export const getEventPage = defineEndpoint(CAMPAIGN_PAGE_CONTRACTS.getEventPage, async ({ db, input }) => {
  const clock = answerClock();
  const owners = ownersByIds([input.eventId]);
  const [found, coupons, cards, eventChange, dealChange, generation] = await db.batch<unknown>([
    eventStatement(db, clock.nowDttm, input.eventId),
    eventCouponsStatement(db, input.eventId),
    linkedCardsStatement(db, 'event', clock.nowDttm, owners),
    nextEventChangeStatement(db, clock.nowDttm, input.eventId),
    nextHotDealChangeStatement(db, clock.nowDttm, { sql: 'SELECT inm_prd_no FROM event_products WHERE event_id = ?2', value: input.eventId }),
    generationStatement(db),
  ]);
  const row = found.results[0] as EventCardRow | undefined;
  if (!row) throw new GatewayError('EVENT_NOT_FOUND');
  const event = {
    ...toEventCard(row, clock),
    paragraphs: paragraphsOf(row.body),
    products: cardsByOwner(cards.results as LinkedCardRow[], [row.event_id]).get(row.event_id) ?? [],
    coupons: (coupons.results as CouponRow[]).map(toCoupon),
  };
  return { statusCode: 200 as const, data: { event, ...pageFrameOf(clock, generation, [eventChange, dealChange]) } };
});
