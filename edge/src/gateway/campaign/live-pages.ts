/**
 * The live list's and a broadcast's page data, each read in one D1 batch with the catalog
 * generation and the next start or end that changes the page (./page-frame.ts). The SQL is the
 * live calls' own (./live-calls.ts); linked products are the shared card statement's.
 */
import { CAMPAIGN_PAGE_CONTRACTS } from '#shared/schemas/campaign-page-calls';
import { defineEndpoint } from '../endpoint';
import { GatewayError } from '../errors';
import { answerClock, linkedCardsStatement, ownersByIds, type LinkedCardRow } from './campaign-rows';
import { LIVE_CARD_COLUMNS, LIVE_ORDER, liveStatement, nextLiveChangeStatement, toLiveCards, type LiveCardRow } from './live-calls';
import { generationStatement } from '../display/page-meta-sql';
import { nextHotDealChangeStatement, pageFrameOf } from './page-frame';

/** The most broadcasts the list shows: on air, upcoming, and the latest with a replay. */
export const LIVE_LIST_PAGE_LIMIT = 200;

/** What the live list shows at `?1`, in its order: a broadcast still to end, or one that can be watched again. */
const LISTED_LIVES = `FROM live_broadcasts WHERE display_yn = 'Y' AND (end_dttm > ?1 OR replay_yn = 'Y') ORDER BY ${LIVE_ORDER} LIMIT ${LIVE_LIST_PAGE_LIMIT}`;

export const getLiveListPage = defineEndpoint(CAMPAIGN_PAGE_CONTRACTS.getLiveListPage, async ({ db }) => {
  const clock = answerClock();
  const [lives, cards, nextChange, generation] = await db.batch<unknown>([
    db.prepare(`SELECT ${LIVE_CARD_COLUMNS} ${LISTED_LIVES}`).bind(clock.nowDttm),
    linkedCardsStatement(db, 'live', clock.nowDttm, { sql: `SELECT live_id ${LISTED_LIVES}` }),
    nextLiveChangeStatement(db, clock.nowDttm),
    generationStatement(db),
  ]);
  return {
    statusCode: 200 as const,
    data: {
      lives: toLiveCards(lives.results as LiveCardRow[], cards.results as LinkedCardRow[], clock),
      ...pageFrameOf(clock, generation, [nextChange]),
    },
  };
});

export const getLivePage = defineEndpoint(CAMPAIGN_PAGE_CONTRACTS.getLivePage, async ({ db, input }) => {
  const clock = answerClock();
  const [found, cards, liveChange, dealChange, generation] = await db.batch<unknown>([
    liveStatement(db, input.liveId),
    linkedCardsStatement(db, 'live', clock.nowDttm, ownersByIds([input.liveId])),
    nextLiveChangeStatement(db, clock.nowDttm, input.liveId),
    nextHotDealChangeStatement(db, clock.nowDttm, { sql: 'SELECT inm_prd_no FROM live_products WHERE live_id = ?2', value: input.liveId }),
    generationStatement(db),
  ]);
  const row = found.results[0] as LiveCardRow | undefined;
  if (!row) throw new GatewayError('LIVE_NOT_FOUND');
  const [live] = toLiveCards([row], cards.results as LinkedCardRow[], clock);
  return { statusCode: 200 as const, data: { live, ...pageFrameOf(clock, generation, [liveChange, dealChange]) } };
});
