/**
 * Real-user speed (docs/operator-speed.md): the beacon a shopper's browser sends once per page view, and the
 * operator's summary per page type at the 75th percentile. Bounds and windows come from
 * `shared/rum/web-vitals.ts`, which the collector and the console read too.
 */
import { z } from 'zod';
import { PAGE_TYPES } from '../routes';
import { RUM_MAX, RUM_WINDOW_DAYS } from '../rum/web-vitals';

const millis = (name: 'lcp' | 'inp') =>
  z
    .number({ error: `${name}는 밀리초(숫자)로 보내 주세요.` })
    .min(0, `${name}는 0 이상이어야 합니다.`)
    .max(RUM_MAX[name], `${name}는 ${RUM_MAX[name].toLocaleString('ko-KR')}ms 이하여야 합니다.`);

/** One page view's measurements; a metric the browser could not measure is left out. */
export const RumBeaconSchema = z
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
export type RumBeacon = z.infer<typeof RumBeaconSchema>;

/** A beacon is answered with 204 and no body. */
export const RumCollectResponseSchema = z.undefined();

export const RumSummaryRequestSchema = z.object({
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

export const RumSummaryResponseSchema = z.object({
  data: z.object({
    days: z.number().int(),
    /** Where the samples are kept: Workers Analytics Engine in production, the D1 table otherwise. */
    source: z.enum(['ANALYTICS_ENGINE', 'D1']),
    /** Page types with at least one sample, in `PAGE_TYPES` order. */
    items: z.array(RumPageSummarySchema),
  }),
});
export type RumSummary = z.infer<typeof RumSummaryResponseSchema>['data'];
