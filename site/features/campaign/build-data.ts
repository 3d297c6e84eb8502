/**
 * Campaign content as the build reads it from the gateway (ADR 008): live broadcasts, events with
 * their details, published editor postings and the sample market. Each loader is memoised at
 * module level, so every page of one build shares one read. Statuses in these answers hold for
 * the build's instant (`serverDttm`); pages recompute them in the browser from the dates with
 * `liveStatusAt` / `periodStatusAt` (shared/schemas/campaign-calls.ts).
 *
 * The employee shop is not here: its prices are for verified employees only and are read at
 * request time with the customer's token, never baked into a static page.
 */
import {
  GetEventDetailResponseSchema,
  GetEventListResponseSchema,
  GetLiveListResponseSchema,
  GetPostingListResponseSchema,
  type EventDetail,
  type EventSummary,
  type LiveBroadcast,
  type Posting,
} from '#shared/schemas/campaign-calls';
import { memo, readAllPages, readBuildGateway } from '#lib/build-gateway';

const LIVE_LIST_PATH = '/dp/display/live/v1/getLiveList';
const EVENT_LIST_PATH = '/ca/campaign/v1/event/getEventList';
const EVENT_DETAIL_PATH = '/ca/campaign/v1/event/getEventDetail';
const POSTING_LIST_PATH = '/dp/display/posting/v1/getPostingList';
/** The largest page the campaign list calls accept. */
const BULK_PAGE_SIZE = 100;

/** Every live broadcast, on air first, then upcoming (soonest first), then ended (latest first). */
export const loadLives = memo(() =>
  readAllPages<LiveBroadcast>(
    BULK_PAGE_SIZE,
    async (page) => (await readBuildGateway(LIVE_LIST_PATH, GetLiveListResponseSchema, { page, size: BULK_PAGE_SIZE })).data,
  ),
);

/** One live broadcast by id, from the list (the list already carries everything the detail has); undefined when unknown. */
export async function loadLive(liveId: number): Promise<LiveBroadcast | undefined> {
  return (await loadLives()).find((live) => live.liveId === liveId);
}

/** Every started, displayed event: running ones in display order, then ended ones (latest end first). */
export const loadEvents = memo(() =>
  readAllPages<EventSummary>(
    BULK_PAGE_SIZE,
    async (page) => (await readBuildGateway(EVENT_LIST_PATH, GetEventListResponseSchema, { page, size: BULK_PAGE_SIZE })).data,
  ),
);

/** Every event of `loadEvents` in full (body paragraphs, products, coupons), in the same order. */
export const loadEventDetails = memo(async (): Promise<EventDetail[]> => {
  const events = await loadEvents();
  return Promise.all(
    events.map(async ({ eventId }) => {
      // serverDttm belongs to the answer, not to the event.
      const { serverDttm: _instant, ...detail } = (await readBuildGateway(EVENT_DETAIL_PATH, GetEventDetailResponseSchema, { eventId })).data;
      return detail;
    }),
  );
});

/** Published editor postings, newest first. */
export const loadPostings = memo(() =>
  readAllPages<Posting>(
    BULK_PAGE_SIZE,
    async (page) => (await readBuildGateway(POSTING_LIST_PATH, GetPostingListResponseSchema, { page, size: BULK_PAGE_SIZE })).data,
  ),
);
