/**
 * The main page's data in one D1 batch: running events (banners and the event strip), broadcasts
 * on air and next to come with their products (the live strip), the best, newest and hot-deal
 * shelves through the product list's own SQL (../display/product-list.ts), the category tree, the
 * catalog generation, and the next event, broadcast or hot-deal start or end, which changes the
 * banners, the strips or the 특가 shelf by itself.
 */
import { CAMPAIGN_PAGE_CONTRACTS } from '#shared/schemas/campaign-page-calls';
import type { ProductListFilter } from '../display/product-list';
import { productListSql } from '../display/product-list';
import { toCard, type CardRow } from '../display/product-rows';
import { categoryTreeOf, categoryTreeStatement } from '../display/category-tree';
import { defineEndpoint } from '../endpoint';
import { answerClock, linkedCardsStatement, type LinkedCardRow } from './campaign-rows';
import { eventListStatement, nextEventChangeStatement, toEventCard, type EventCardRow } from './event-calls';
import { LIVE_CARD_COLUMNS, nextLiveChangeStatement, toLiveCards, type LiveCardRow } from './live-calls';
import { generationStatement } from '../display/page-meta-sql';
import { nextHotDealChangeStatement, pageFrameOf } from './page-frame';

/** Products on each shelf. */
export const SHELF_SIZE = 8;
/** Broadcasts in the live strip. */
export const LIVE_STRIP_SIZE = 4;
/** Running events read: more than the banners and the strip show, as each picks its own. */
const RUNNING_EVENT_LIMIT = 50;

/** On air first, then the next to come (an on-air broadcast started before any upcoming one). */
const STRIP_LIVES = `FROM live_broadcasts WHERE display_yn = 'Y' AND end_dttm > ?1 ORDER BY start_dttm, live_id LIMIT ${LIVE_STRIP_SIZE}`;

const SHELVES: Record<'best' | 'newest' | 'hotDeals', Pick<ProductListFilter, 'badge' | 'sort'>> = {
  best: { badge: 'BEST', sort: 'popular' },
  newest: { sort: 'newest' },
  hotDeals: { badge: 'HOT', sort: 'popular' },
};

function shelfStatement(db: D1Database, nowDttm: string, shelf: keyof typeof SHELVES): D1PreparedStatement {
  const { list } = productListSql({}, { ...SHELVES[shelf], page: 1, size: SHELF_SIZE }, nowDttm);
  return db.prepare(list.sql).bind(...list.values);
}

export const getHomePage = defineEndpoint(CAMPAIGN_PAGE_CONTRACTS.getHomePage, async ({ db }) => {
  const clock = answerClock();
  const now = clock.nowDttm;
  const [events, lives, liveCards, best, newest, hotDeals, tree, eventChange, liveChange, dealChange, generation] = await db.batch<unknown>([
    eventListStatement(db, now, { status: 'ONGOING', limit: RUNNING_EVENT_LIMIT }),
    db.prepare(`SELECT ${LIVE_CARD_COLUMNS} ${STRIP_LIVES}`).bind(now),
    linkedCardsStatement(db, 'live', now, { sql: `SELECT live_id ${STRIP_LIVES}` }),
    shelfStatement(db, now, 'best'),
    shelfStatement(db, now, 'newest'),
    shelfStatement(db, now, 'hotDeals'),
    categoryTreeStatement(db),
    nextEventChangeStatement(db, now),
    nextLiveChangeStatement(db, now),
    nextHotDealChangeStatement(db, now),
    generationStatement(db),
  ]);
  return {
    statusCode: 200 as const,
    data: {
      events: (events.results as EventCardRow[]).map((row) => toEventCard(row, clock)),
      lives: toLiveCards(lives.results as LiveCardRow[], liveCards.results as LinkedCardRow[], clock),
      best: (best.results as CardRow[]).map(toCard),
      newest: (newest.results as CardRow[]).map(toCard),
      hotDeals: (hotDeals.results as CardRow[]).map(toCard),
      tree: categoryTreeOf(tree),
      ...pageFrameOf(clock, generation, [eventChange, liveChange, dealChange]),
    },
  };
});
