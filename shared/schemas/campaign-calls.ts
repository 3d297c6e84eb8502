/**
 * Requests and answers of the campaign content calls: live broadcasts, events with
 * their coupons, editor postings, the sample market and the employee shop. Linked products are
 * ordinary product cards. Dates are 14-digit yyyyMMddHHmmss strings in Korean time.
 *
 * Statuses are never stored: the gateway derives them from the dates at answer time, and every
 * answer carries the dates too, so a static page built earlier recomputes them in the browser with
 * `liveStatusAt` / `periodStatusAt` below (the same functions the gateway uses).
 *
 * Error answers (`{ code, message }`, shared/schemas/api-error.ts):
 * - 400 `INVALID_INPUT` / `INVALID_JSON`: bad body (every call).
 * - 404 `LIVE_NOT_FOUND`: getLiveDetail of an unknown broadcast.
 * - 404 `EVENT_NOT_FOUND`: getEventDetail / downloadCoupon of an unknown, hidden or not yet started event.
 * - 404 `COUPON_NOT_FOUND`: downloadCoupon of a coupon that is not the event's.
 * - 401 `LOGIN_REQUIRED`: downloadCoupon without a logged-in customer.
 * - 409 `EVENT_ENDED`: downloadCoupon after the event's end.
 * - 409 `COUPON_ALREADY_DOWNLOADED` ('이미 받은 쿠폰입니다.'): the customer already has this coupon.
 * - 409 `COUPON_EXHAUSTED`: the coupon's download limit is reached.
 * - 403 `EMPLOYEE_ONLY`: getEmployeeProductList for anyone but a verified employee (empYn 'Y').
 */
import { z } from 'zod';
import { dttmToEpoch } from '../format';
import { pageNumber, pageOf, pageSize, ProductCardSchema, ProductImageSchema } from './display-calls';
import { contractsNamed } from './contract';
import * as S from './campaign-calls';
import { CAMPAIGN_ROUTES } from './campaign-routes';

const YN = z.enum(['Y', 'N']);
export const DTTM14 = z.string().regex(/^\d{14}$/);
/** A positive id in a request body; `what` names it in the Korean messages. */
export const id = (what: string) =>
  z.coerce
    .number({ error: `${what} 번호를 보내 주세요.` })
    .int(`${what} 번호가 올바르지 않습니다.`)
    .min(1, `${what} 번호가 올바르지 않습니다.`)
    .max(1e9);

/** A banner, poster or posting image: `svg` is the image itself, which the build writes to `url` (`/images/{live|events|postings}/{id}.svg`). */
export const CampaignImageSchema = ProductImageSchema;
export type CampaignImage = z.infer<typeof CampaignImageSchema>;

// ───────────────────────────── status derivation ─────────────────────────────

/** A live broadcast: before its start, on air from its start (inclusive) to its end (exclusive), then ended. */
export const LIVE_STATUSES = ['UPCOMING', 'LIVE', 'ENDED'] as const;
export const LiveStatusSchema = z.enum(LIVE_STATUSES, { error: '방송 상태가 올바르지 않습니다.' });
export type LiveStatus = z.infer<typeof LiveStatusSchema>;
export const LIVE_STATUS_LABELS: Record<LiveStatus, string> = { UPCOMING: '방송 예정', LIVE: 'LIVE', ENDED: '방송 종료' };

/** The status of a broadcast from `startDttm` to `endDttm` at `now` (epoch ms): exactly at the start it is LIVE, exactly at the end ENDED. */
export function liveStatusAt(startDttm: string, endDttm: string, now: number): LiveStatus {
  if (now < dttmToEpoch(startDttm)) return 'UPCOMING';
  return now < dttmToEpoch(endDttm) ? 'LIVE' : 'ENDED';
}

/** An event or a sample-market item: not yet open, running (start inclusive, end exclusive), over. */
export const PERIOD_STATUSES = ['UPCOMING', 'ONGOING', 'ENDED'] as const;
export type PeriodStatus = (typeof PERIOD_STATUSES)[number];
export const PERIOD_STATUS_LABELS: Record<PeriodStatus, string> = { UPCOMING: '오픈 예정', ONGOING: '진행 중', ENDED: '종료' };

/** The status of a period from `startDttm` to `endDttm` at `now` (epoch ms). */
export function periodStatusAt(startDttm: string, endDttm: string, now: number): PeriodStatus {
  if (now < dttmToEpoch(startDttm)) return 'UPCOMING';
  return now < dttmToEpoch(endDttm) ? 'ONGOING' : 'ENDED';
}

// ───────────────────────────── live broadcasts ─────────────────────────────

/** A live broadcast with its linked products (in the broadcast's order). */
export const LiveBroadcastSchema = z.object({
  liveId: z.number().int().positive(),
  title: z.string(),
  hostNm: z.string(),
  /** Plain text; paragraphs separated by a blank line. */
  description: z.string(),
  startDttm: DTTM14,
  endDttm: DTTM14,
  /** At answer time (`serverDttm`); recompute with `liveStatusAt` in the browser. */
  status: LiveStatusSchema,
  /** HLS playlist, a path on the shop's origin (`/media/live/{liveId}/index.m3u8`); the operator's streaming provider serves it. */
  streamUrl: z.string(),
  /** Whether the recording can be watched after the broadcast ends (다시보기). */
  replayYn: YN,
  poster: CampaignImageSchema,
  products: z.array(ProductCardSchema),
});
export type LiveBroadcast = z.infer<typeof LiveBroadcastSchema>;

/**
 * `POST /dp/display/live/v1/getLiveList`: broadcasts, optionally of one status; LIVE first, then
 * UPCOMING soonest first, then ENDED latest first. `serverDttm` is the instant the statuses hold for.
 */
export const GetLiveListRequestSchema = z.object({ status: LiveStatusSchema.optional(), page: pageNumber.default(1), size: pageSize(100).default(20) });
export type GetLiveListRequest = z.input<typeof GetLiveListRequestSchema>;
export const GetLiveListResponseSchema = z.object({
  statusCode: z.literal(200),
  data: pageOf(LiveBroadcastSchema).extend({ serverDttm: DTTM14 }),
});
export type GetLiveListResponse = z.infer<typeof GetLiveListResponseSchema>;

/** `POST /dp/display/live/v1/getLiveDetail`: one broadcast; unknown → 404 `LIVE_NOT_FOUND`. */
export const GetLiveDetailRequestSchema = z.object({ liveId: id('방송') });
export type GetLiveDetailRequest = z.input<typeof GetLiveDetailRequestSchema>;
export const GetLiveDetailResponseSchema = z.object({ statusCode: z.literal(200), data: LiveBroadcastSchema.extend({ serverDttm: DTTM14 }) });
export type GetLiveDetailResponse = z.infer<typeof GetLiveDetailResponseSchema>;

// ───────────────────────────── events ─────────────────────────────

/** Lists show events that have started: running ones and ended ones. */
export const EVENT_STATUSES = ['ONGOING', 'ENDED'] as const;
export const EventStatusSchema = z.enum(EVENT_STATUSES, { error: '이벤트 상태는 ONGOING 또는 ENDED 입니다.' });
export type EventStatus = z.infer<typeof EventStatusSchema>;

/** A coupon an event hands out; downloading it issues one into the customer's coupons. */
export const EventCouponSchema = z.object({
  couponId: z.number().int().positive(),
  cpnNm: z.string(),
  /** Exactly one of `dcAmt` (KRW off) and `dcRate` (percent off) is set. */
  dcAmt: z.number().int().positive().nullable(),
  dcRate: z.number().int().min(1).max(100).nullable(),
  minOrderAmt: z.number().int().nonnegative(),
  /** The issued coupon expires this many days after the download. */
  validDays: z.number().int().positive(),
  /** How many can be downloaded in all (선착순); null when unlimited. */
  downloadLimit: z.number().int().positive().nullable(),
  /** How many are left at answer time; null when unlimited. */
  remainingCnt: z.number().int().nonnegative().nullable(),
});
export type EventCoupon = z.infer<typeof EventCouponSchema>;

/** An event as a list shows it. `bannerTone` is the banner's main colour (`#rrggbb`), for the card around it. */
export const EventSummarySchema = z.object({
  eventId: z.number().int().positive(),
  title: z.string(),
  subtitle: z.string(),
  summary: z.string(),
  startDttm: DTTM14,
  endDttm: DTTM14,
  /** At answer time; recompute with `periodStatusAt` in the browser. */
  status: EventStatusSchema,
  banner: CampaignImageSchema,
  bannerTone: z.string().regex(/^#[0-9a-f]{6}$/i),
  couponCnt: z.number().int().nonnegative(),
});
export type EventSummary = z.infer<typeof EventSummarySchema>;

/** An event in full: the body as plain-text paragraphs (render each as a paragraph, never as HTML), products and coupons. */
export const EventDetailSchema = EventSummarySchema.extend({
  paragraphs: z.array(z.string()),
  products: z.array(ProductCardSchema),
  coupons: z.array(EventCouponSchema),
});
export type EventDetail = z.infer<typeof EventDetailSchema>;

/** `POST /ca/campaign/v1/event/getEventList`: started, displayed events; ONGOING (display order) before ENDED (latest end first). */
export const GetEventListRequestSchema = z.object({ status: EventStatusSchema.optional(), page: pageNumber.default(1), size: pageSize(100).default(20) });
export type GetEventListRequest = z.input<typeof GetEventListRequestSchema>;
export const GetEventListResponseSchema = z.object({ statusCode: z.literal(200), data: pageOf(EventSummarySchema).extend({ serverDttm: DTTM14 }) });
export type GetEventListResponse = z.infer<typeof GetEventListResponseSchema>;

/** `POST /ca/campaign/v1/event/getEventDetail`: one event; unknown, hidden or not started → 404 `EVENT_NOT_FOUND`. */
export const GetEventDetailRequestSchema = z.object({ eventId: id('이벤트') });
export type GetEventDetailRequest = z.input<typeof GetEventDetailRequestSchema>;
export const GetEventDetailResponseSchema = z.object({ statusCode: z.literal(200), data: EventDetailSchema.extend({ serverDttm: DTTM14 }) });
export type GetEventDetailResponse = z.infer<typeof GetEventDetailResponseSchema>;

/**
 * `POST /ca/campaign/v1/event/downloadCoupon` (login required, `Authorization: Bearer`): issues the
 * event's coupon into the customer's coupons, once per customer. Errors: 401 `LOGIN_REQUIRED`,
 * 404 `EVENT_NOT_FOUND` / `COUPON_NOT_FOUND`, 409 `EVENT_ENDED` / `COUPON_ALREADY_DOWNLOADED` / `COUPON_EXHAUSTED`.
 */
export const DownloadCouponRequestSchema = z.object({ eventId: id('이벤트'), couponId: id('쿠폰') });
export type DownloadCouponRequest = z.input<typeof DownloadCouponRequestSchema>;
export const DownloadCouponResponseSchema = z.object({
  statusCode: z.literal(200),
  data: z.object({
    /** The issued coupon's number among the customer's coupons. */
    custCpnId: z.number().int().positive(),
    couponId: z.number().int().positive(),
    cpnNm: z.string(),
    expiresDttm: DTTM14,
    /** Korean, for the alert: '쿠폰이 발급되었습니다.' */
    message: z.string(),
  }),
});
export type DownloadCouponResponse = z.infer<typeof DownloadCouponResponseSchema>;

// ───────────────────────────── editor postings ─────────────────────────────

/** A published editor posting (an admin confirms a posting before it is published). */
export const PostingSchema = z.object({
  postingId: z.number().int().positive(),
  editorNo: z.string(),
  editorNickNm: z.string(),
  title: z.string(),
  /** 스킨케어, 메이크업, 바디·헤어, 라이프 … */
  topic: z.string(),
  /** Plain-text paragraphs; never HTML. */
  paragraphs: z.array(z.string()),
  /** The drawn image of a seeded posting; null for one an editor wrote, which has `media`. */
  image: CampaignImageSchema.nullable(),
  /** Uploaded images in order, or one video. */
  media: z.array(z.object({ kind: z.enum(['IMAGE', 'VIDEO']), url: z.string() })),
  publishedDttm: DTTM14,
  products: z.array(ProductCardSchema),
});
export type Posting = z.infer<typeof PostingSchema>;

/** `POST /dp/display/posting/v1/getPostingList`: published postings, newest first, optionally of one topic. */
export const GetPostingListRequestSchema = z.object({
  topic: z.string().min(1).max(20).optional(),
  page: pageNumber.default(1),
  size: pageSize(100).default(20),
});
export type GetPostingListRequest = z.input<typeof GetPostingListRequestSchema>;
export const GetPostingListResponseSchema = z.object({ statusCode: z.literal(200), data: pageOf(PostingSchema) });
export type GetPostingListResponse = z.infer<typeof GetPostingListResponseSchema>;

/** `POST /dp/display/posting/v1/getPosting`: one published posting with its products; 404 otherwise. */
export const GetPostingRequestSchema = z.object({ postingId: z.number({ error: '포스팅을 선택해 주세요.' }).int().positive() });
export type GetPostingRequest = z.input<typeof GetPostingRequestSchema>;
export const GetPostingResponseSchema = z.object({ statusCode: z.literal(200), data: PostingSchema });
export type GetPostingResponse = z.infer<typeof GetPostingResponseSchema>;

// ───────────────────────────── sample market ─────────────────────────────

/** `WON`: paid in KRW (e.g. 100원); `POINT`: paid in beauty points. */
export const SamplePriceTypeSchema = z.enum(['WON', 'POINT']);
export type SamplePriceType = z.infer<typeof SamplePriceTypeSchema>;

/** A sample of a product, sold cheaply for a period while stock lasts. */
export const SampleMarketItemSchema = z.object({
  sampleId: z.number().int().positive(),
  sampleNm: z.string(),
  priceType: SamplePriceTypeSchema,
  /** In KRW or points, by `priceType`. */
  price: z.number().int().nonnegative(),
  stock: z.number().int().nonnegative(),
  soldOutYn: YN,
  /** How many one customer may buy. */
  perCustLimit: z.number().int().positive(),
  startDttm: DTTM14,
  endDttm: DTTM14,
  /** At answer time; recompute with `periodStatusAt`. */
  status: z.enum(PERIOD_STATUSES),
  /** The full-size product the sample is of. */
  product: ProductCardSchema,
});
export type SampleMarketItem = z.infer<typeof SampleMarketItemSchema>;

/** `POST /dp/display/sample/v1/getSampleMarketList`: every item; ONGOING, then UPCOMING, then ENDED, each by start. */
export const GetSampleMarketListRequestSchema = z.object({});
export type GetSampleMarketListRequest = z.input<typeof GetSampleMarketListRequestSchema>;
export const GetSampleMarketListResponseSchema = z.object({
  statusCode: z.literal(200),
  data: z.object({ items: z.array(SampleMarketItemSchema), serverDttm: DTTM14 }),
});
export type GetSampleMarketListResponse = z.infer<typeof GetSampleMarketListResponseSchema>;

// ───────────────────────────── employee shop ─────────────────────────────

/** A product card with the employee price. `empDcRate` is percent off the list price (`cnsmAmt`), like `dcRate`. */
export const EmployeeProductSchema = ProductCardSchema.extend({
  empAmt: z.number().int().nonnegative(),
  empDcRate: z.number().int().min(0).max(100),
});
export type EmployeeProduct = z.infer<typeof EmployeeProductSchema>;

/**
 * `POST /dp/display/employee/v1/getEmployeeProductList` (login required): products with an
 * employee price, largest employee discount first. Anyone but a customer with `empYn` 'Y' gets
 * 403 `EMPLOYEE_ONLY`, whose message tells how to verify.
 */
export const GetEmployeeProductListRequestSchema = z.object({
  catNm: z.string().min(1).max(40).optional(),
  page: pageNumber.default(1),
  size: pageSize(100).default(20),
});
export type GetEmployeeProductListRequest = z.input<typeof GetEmployeeProductListRequestSchema>;
export const GetEmployeeProductListResponseSchema = z.object({ statusCode: z.literal(200), data: pageOf(EmployeeProductSchema) });
export type GetEmployeeProductListResponse = z.infer<typeof GetEmployeeProductListResponseSchema>;

export const CAMPAIGN_CONTRACTS = contractsNamed(S, CAMPAIGN_ROUTES, {
  downloadCoupon: {
    summary:
      '이벤트 쿠폰 받기 (로그인 필요): 고객 쿠폰으로 한 번 발급. 401 LOGIN_REQUIRED, 404 EVENT_NOT_FOUND·COUPON_NOT_FOUND, 409 EVENT_ENDED·COUPON_ALREADY_DOWNLOADED·COUPON_EXHAUSTED',
  },
  getEmployeeProductList: { summary: '임직원가 상품 목록(할인율 큰 순, 인증된 임직원만): 그 밖의 고객은 403 EMPLOYEE_ONLY' },
  getEventList: { summary: '이벤트 목록: 진행 중(전시 순) 다음 종료(최근 종료 순). 상태(ONGOING|ENDED)로 거를 수 있음' },
  getEventDetail: { summary: '이벤트 하나: 본문 문단, 이벤트 상품, 받을 수 있는 쿠폰. 없거나 시작 전인 이벤트는 404 EVENT_NOT_FOUND' },
  getLiveList: { summary: '라이브 방송 목록: 방송 중, 방송 예정(가까운 순), 방송 종료(최근 순). 상태(status)로 거를 수 있음' },
  getLiveDetail: { summary: '라이브 방송 하나와 방송 상품. 없는 방송은 404 LIVE_NOT_FOUND' },
  getPostingList: { summary: '게시된 에디터 포스팅 목록(최신 순): 본문 문단과 연결 상품. 주제(topic)로 거를 수 있음' },
  getPosting: { summary: '게시된 에디터 포스팅 하나: 본문, 이미지나 동영상, 연결 상품', errors: ['POSTING_NOT_FOUND'] },
  getSampleMarketList: { summary: '샘플 마켓 상품: 진행 중, 오픈 예정, 종료 순(각각 시작 순), 본품 카드와 함께' },
});
