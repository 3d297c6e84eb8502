/**
 * Real-user speed (docs/operator-speed.md): the beacon a shopper's browser sends once per page view, and the
 * operator's summary per page type at the 75th percentile. Bounds and windows come from
 * `shared/rum/web-vitals.ts`, which the collector and the console read too.
 */
import { z } from 'zod';
import { PAGE_TYPES } from '../routes';
import { RUM_MAX, RUM_TREND_DAYS, RUM_WINDOW_DAYS } from '../rum/web-vitals';
import { contractsNamed } from './contract';
import * as S from './rum-calls';
import { RUM_ROUTES } from './rum-routes';

const millis = (name: 'lcp' | 'inp') =>
  z
    .number({ error: `${name}는 밀리초(숫자)로 보내 주세요.` })
    .min(0, `${name}는 0 이상이어야 합니다.`)
    .max(RUM_MAX[name], `${name}는 ${RUM_MAX[name].toLocaleString('ko-KR')}ms 이하여야 합니다.`);

/** One page view's measurements; a metric the browser could not measure is left out. */
export const CollectRequestSchema = z
  .object({
    /**
     * The page view's token, as the page carried it on `<html data-rum-token>`: the worker checks
     * it before anything else (403 RUM_TOKEN_INVALID or RUM_TOKEN_EXPIRED) and takes one beacon
     * per token (409 RUM_VIEW_ALREADY_COUNTED).
     */
    viewToken: z.string({ error: 'viewToken(페이지의 data-rum-token)을 보내 주세요.' }).max(200),
    pageType: z.enum(PAGE_TYPES, { error: `pageType은 ${PAGE_TYPES.join(', ')} 중 하나여야 합니다.` }),
    layout: z.enum(['pc', 'mobile'], { error: 'layout은 pc 또는 mobile이어야 합니다.' }),
    /** Largest Contentful Paint, ms. */
    lcp: millis('lcp').optional(),
    /** Interaction to Next Paint, ms; absent when the shopper never interacted. */
    inp: millis('inp').optional(),
    /** Cumulative Layout Shift (largest session window). */
    cls: z
      .number({ error: 'cls는 숫자로 보내 주세요.' })
      .min(0, 'cls는 0 이상이어야 합니다.')
      .max(RUM_MAX.cls, `cls는 ${RUM_MAX.cls} 이하여야 합니다.`)
      .optional(),
  })
  .refine((beacon) => beacon.lcp !== undefined || beacon.inp !== undefined || beacon.cls !== undefined, {
    error: 'lcp, inp, cls 중 하나 이상을 보내 주세요.',
    path: ['lcp'],
  });
export type RumBeacon = z.infer<typeof CollectRequestSchema>;

/** A beacon is answered with 204 and no body. */
export const CollectResponseSchema = z.undefined();

export const SummaryRequestSchema = z.object({
  days: z.literal(RUM_WINDOW_DAYS, { error: `days는 ${RUM_WINDOW_DAYS.join(', ')} 중 하나여야 합니다.` }).default(7),
});

const p75 = z.number().nonnegative().nullable();
export const RumPageSummarySchema = z.object({
  pageType: z.enum(PAGE_TYPES),
  /** Page views measured in the window (Analytics Engine: estimated from its sampling). */
  samples: z.number().int().nonnegative(),
  /** 75th percentiles; null when no page view of this type measured that metric. */
  lcpMs: p75,
  inpMs: p75,
  cls: p75,
});
export type RumPageSummary = z.infer<typeof RumPageSummarySchema>;

export const SummaryResponseSchema = z.object({
  data: z.object({
    days: z.number().int(),
    /** Where the samples are kept: Workers Analytics Engine in production, the D1 table otherwise. */
    source: z.enum(['ANALYTICS_ENGINE', 'D1']),
    /** Page types with at least one sample, in `PAGE_TYPES` order. */
    items: z.array(RumPageSummarySchema),
  }),
});
export type RumSummary = z.infer<typeof SummaryResponseSchema>['data'];

export const TrendRequestSchema = z.object({
  days: z.literal(RUM_TREND_DAYS, { error: `days는 ${RUM_TREND_DAYS.join(', ')} 중 하나여야 합니다.` }).default(28),
});
export const RumDayPointSchema = RumPageSummarySchema.extend({
  /** The Korean date the page views were measured on: 2026-11-25. */
  day: z.string(),
});
export type RumDayPoint = z.infer<typeof RumDayPointSchema>;
export const TrendResponseSchema = z.object({
  data: z.object({
    days: z.number().int(),
    source: SummaryResponseSchema.shape.data.shape.source,
    /** Per Korean day (oldest first) and page type measured that day, in `PAGE_TYPES` order. */
    items: z.array(RumDayPointSchema),
  }),
});
export type RumTrend = z.infer<typeof TrendResponseSchema>['data'];

export const RUM_CONTRACTS = contractsNamed(S, RUM_ROUTES, {
  collect: {
    summary:
      '체감 속도 수집: 쇼핑 중인 브라우저가 페이지 보기마다 한 번, 그 페이지가 받은 토큰과 함께 보내는 LCP·INP·CLS. 토큰이 없거나 맞지 않으면 403, 이미 받은 페이지 보기면 409, 검색 로봇의 것은 저장하지 않고, 한 주소에서 너무 많이 오면 429. 성공하면 204 (본문 없음)',
    noContent: true,
    errors: ['PAYLOAD_TOO_LARGE', 'RUM_THROTTLED', 'RUM_TOKEN_INVALID', 'RUM_TOKEN_EXPIRED', 'RUM_VIEW_ALREADY_COUNTED', 'RUM_COLLECTION_OFF'],
  },
  summary: {
    summary: '체감 속도: 최근 1·7·28일 동안 페이지 유형별 LCP·INP·CLS의 75번째 백분위수와 표본 수 (대표, 콘텐츠)',
    errors: ['RUM_READ_NOT_CONFIGURED', 'RUM_READ_FAILED'],
  },
  trend: {
    summary: '체감 속도 추이: 최근 7·28일의 한국 날짜별, 페이지 유형별 LCP·INP·CLS 75번째 백분위수와 표본 수 (대표, 콘텐츠)',
    errors: ['RUM_READ_NOT_CONFIGURED', 'RUM_READ_FAILED'],
  },
});
