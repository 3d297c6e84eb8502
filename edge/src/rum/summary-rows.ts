/** The summary's rows from what an adapter read: one shape whichever store answered. */
import { PAGE_TYPES, type PageType } from '#shared/routes';
import type { RumPageSummary } from '#shared/schemas/rum-calls';

/** Per-metric 75th percentiles by page type, as each adapter reads them. */
export type MetricP75s = Record<'lcpMs' | 'inpMs' | 'cls', ReadonlyMap<string, number>>;

/** The summary rows in `PAGE_TYPES` order; types nobody measured are left out. */
export function summaryRows(samples: ReadonlyMap<string, number>, p75s: MetricP75s): RumPageSummary[] {
  const value = (metric: keyof MetricP75s, pageType: PageType, digits: number) => {
    const found = p75s[metric].get(pageType);
    return found === undefined || !Number.isFinite(found) ? null : Number(found.toFixed(digits));
  };
  return PAGE_TYPES.filter((pageType) => (samples.get(pageType) ?? 0) > 0).map((pageType) => ({
    pageType,
    samples: Math.round(samples.get(pageType)!),
    lcpMs: value('lcpMs', pageType, 0),
    inpMs: value('inpMs', pageType, 0),
    cls: value('cls', pageType, 4),
  }));
}
