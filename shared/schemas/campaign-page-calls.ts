/**
 * The page-data calls of the campaign pages and the main page, which the worker draws at the edge
 * (docs/decisions/039-catalog-pages-drawn-at-the-edge.md): each answers everything one page shows,
 * read in one D1 batch, with the catalog generation it read and `nextChangeDttm`, the next start or
 * end that changes the page by itself (an event opens, a broadcast goes on air, a hot deal ends),
 * so the edge's copy is drawn again then without a write. Images are their addresses only: the
 * worker serves each image from `getCampaignImage`.
 */
import { z } from 'zod';
import { CategoryNodeSchema, ProductCardSchema } from './display-calls';
import { DTTM14, EventDetailSchema, EventSummarySchema, id, LiveBroadcastSchema } from './campaign-calls';
import { contractsNamed } from './contract';
import * as S from './campaign-page-calls';
import { CAMPAIGN_PAGE_ROUTES } from './campaign-page-routes';

/** What every page answer carries besides its content. */
const pageFrame = {
  /** The catalog generation the batch read (edge/src/catalog-pages). */
  generation: z.number().int().nonnegative(),
  /** The instant the statuses hold for. */
  serverDttm: DTTM14,
  /** The next start or end after `serverDttm` that changes this page; null when none is scheduled. */
  nextChangeDttm: DTTM14.nullable(),
};

/** A campaign image as a page links it: its address and text, not the SVG itself. */
export const PageImageSchema = z.object({ url: z.string(), alt: z.string() });
export type PageImage = z.infer<typeof PageImageSchema>;

export const EventCardSchema = EventSummarySchema.extend({ banner: PageImageSchema });
export type EventCard = z.infer<typeof EventCardSchema>;
export const EventPageEventSchema = EventDetailSchema.extend({ banner: PageImageSchema });
export type EventPageEvent = z.infer<typeof EventPageEventSchema>;
export const LiveCardSchema = LiveBroadcastSchema.extend({ poster: PageImageSchema });
export type LiveCard = z.infer<typeof LiveCardSchema>;

/** `POST /ca/campaign/v1/page/getEventListPage`: started, displayed events, running first (display order), then ended (latest end first). */
export const GetEventListPageResponseSchema = z.object({
  statusCode: z.literal(200),
  data: z.object({ events: z.array(EventCardSchema), ...pageFrame }),
});
export type GetEventListPageResponse = z.infer<typeof GetEventListPageResponseSchema>;

/** `POST /ca/campaign/v1/page/getEventPage`: one started, displayed event; otherwise 404 `EVENT_NOT_FOUND`. */
export const GetEventPageRequestSchema = z.object({ eventId: id('이벤트') });
export type GetEventPageRequest = z.input<typeof GetEventPageRequestSchema>;
export const GetEventPageResponseSchema = z.object({
  statusCode: z.literal(200),
  data: z.object({ event: EventPageEventSchema, ...pageFrame }),
});
export type GetEventPageResponse = z.infer<typeof GetEventPageResponseSchema>;

/** `POST /dp/display/live/v1/getLiveListPage`: broadcasts on air, upcoming, and ended ones with a replay, each with its products. */
export const GetLiveListPageResponseSchema = z.object({
  statusCode: z.literal(200),
  data: z.object({ lives: z.array(LiveCardSchema), ...pageFrame }),
});
export type GetLiveListPageResponse = z.infer<typeof GetLiveListPageResponseSchema>;

/** `POST /dp/display/live/v1/getLivePage`: one displayed broadcast; otherwise 404 `LIVE_NOT_FOUND`. */
export const GetLivePageRequestSchema = z.object({ liveId: id('방송') });
export type GetLivePageRequest = z.input<typeof GetLivePageRequestSchema>;
export const GetLivePageResponseSchema = z.object({
  statusCode: z.literal(200),
  data: z.object({ live: LiveCardSchema, ...pageFrame }),
});
export type GetLivePageResponse = z.infer<typeof GetLivePageResponseSchema>;

/**
 * `POST /dp/display/main/v1/getHomePage`: the main page: running events (display order), broadcasts
 * on air and next to come, the best, newest and hot-deal shelves and the category tree.
 */
export const GetHomePageResponseSchema = z.object({
  statusCode: z.literal(200),
  data: z.object({
    events: z.array(EventCardSchema),
    lives: z.array(LiveCardSchema),
    best: z.array(ProductCardSchema),
    newest: z.array(ProductCardSchema),
    hotDeals: z.array(ProductCardSchema),
    tree: z.array(CategoryNodeSchema),
    ...pageFrame,
  }),
});
export type GetHomePageResponse = z.infer<typeof GetHomePageResponseSchema>;

/** Folders of campaign images under `/images/`. */
export const CAMPAIGN_IMAGE_FOLDERS = ['events', 'live', 'postings'] as const;
export type CampaignImageFolder = (typeof CAMPAIGN_IMAGE_FOLDERS)[number];

/**
 * `POST /dp/display/image/v1/getCampaignImage`: an event banner, a broadcast poster or a seeded
 * posting's drawn image as SVG text; a hidden, unknown or imageless one is 404 `IMAGE_NOT_FOUND`.
 */
export const GetCampaignImageRequestSchema = z.object({ folder: z.enum(CAMPAIGN_IMAGE_FOLDERS), id: id('이미지') });
export type GetCampaignImageRequest = z.input<typeof GetCampaignImageRequestSchema>;
export const GetCampaignImageResponseSchema = z.object({ statusCode: z.literal(200), data: z.object({ svg: z.string() }) });
export type GetCampaignImageResponse = z.infer<typeof GetCampaignImageResponseSchema>;

export const CAMPAIGN_PAGE_CONTRACTS = contractsNamed(S, CAMPAIGN_PAGE_ROUTES, {
  getEventListPage: { summary: '이벤트 목록 페이지: 진행 중(전시 순) 다음 종료(최근 종료 순), 카탈로그 세대와 다음 시작·종료 시각' },
  getEventPage: {
    summary: '이벤트 페이지: 본문, 쿠폰, 이벤트 상품, 카탈로그 세대와 종료 시각. 없거나 시작 전인 이벤트는 404 EVENT_NOT_FOUND',
    errors: ['EVENT_NOT_FOUND'],
  },
  getLiveListPage: { summary: '라이브 목록 페이지: 방송 중, 방송 예정, 다시보기가 있는 종료 방송과 방송 상품, 카탈로그 세대와 다음 시작·종료 시각' },
  getLivePage: {
    summary: '라이브 방송 페이지: 방송 하나와 방송 상품, 카탈로그 세대와 다음 시작·종료 시각. 없는 방송은 404 LIVE_NOT_FOUND',
    errors: ['LIVE_NOT_FOUND'],
  },
  getHomePage: { summary: '메인 페이지: 진행 중인 이벤트, 라이브, 베스트·신상품·특가 상품, 카테고리, 카탈로그 세대와 다음 시작·종료 시각' },
  getCampaignImage: { summary: '이벤트 배너·라이브 포스터·포스팅 그림(SVG). 숨김·없는 이미지는 404 IMAGE_NOT_FOUND', errors: ['IMAGE_NOT_FOUND'] },
});
