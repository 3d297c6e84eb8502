/** The summary's and the trend's rows from what an adapter read: one shape whichever store answered. */
import { PAGE_TYPES, type PageType } from '#shared/routes';
import type { RumDayPoint, RumPageSummary } from '#shared/schemas/rum-calls';

/** Per-metric 75th percentiles by key (a page type, or a day and page type), as each adapter reads them. */
export type MetricP75s = Record<'lcpMs' | 'inpMs' | 'cls', ReadonlyMap<string, number>>;

/** The metrics kept under `key`: ms whole, CLS to four places, null when nothing measured it. */
function metricsAt(p75s: MetricP75s, key: string): Pick<RumPageSummary, 'lcpMs' | 'inpMs' | 'cls'> {
  const value = (metric: keyof MetricP75s, digits: number) => {
    const found = p75s[metric].get(key);
    return found === undefined || !Number.isFinite(found) ? null : Number(found.toFixed(digits));
  };
  return { lcpMs: value('lcpMs', 0), inpMs: value('inpMs', 0), cls: value('cls', 4) };
}

/** The summary rows in `PAGE_TYPES` order; types nobody measured are left out. */
export function summaryRows(samples: ReadonlyMap<string, number>, p75s: MetricP75s): RumPageSummary[] {
  return PAGE_TYPES.filter((pageType) => (samples.get(pageType) ?? 0) > 0).map((pageType) => ({
    pageType,
    samples: Math.round(samples.get(pageType)!),
    ...metricsAt(p75s, pageType),
  }));
}

/** The key a trend's maps use: the Korean date and the page type. */
export const dayKey = (day: string, pageType: string) => `${day}|${pageType}`;

/** The trend's rows, oldest day first and each day's page types in `PAGE_TYPES` order. */
export function trendRows(samples: ReadonlyMap<string, number>, p75s: MetricP75s): RumDayPoint[] {
  const order = (pageType: string) => PAGE_TYPES.indexOf(pageType as PageType);
  return [...samples]
    .filter(([, count]) => count > 0)
    .map(([key, count]) => {
      const [day, pageType] = key.split('|');
      return { day, pageType: pageType as PageType, samples: Math.round(count), ...metricsAt(p75s, key) };
    })
    .filter((row) => order(row.pageType) >= 0)
    .sort((a, b) => a.day.localeCompare(b.day) || order(a.pageType) - order(b.pageType));
}
