/**
 * Where real-user speed is kept: Workers Analytics Engine when the `RUM` dataset is
 * bound (production), the D1 table `rum_samples` otherwise (local runs, tests). Both answer the
 * operator's summary in the same shape, so the console does not know which one it reads.
 */
import type { RumTrendDays, RumWindowDays } from '#shared/rum/web-vitals';
import type { RumBeacon, RumDayPoint, RumPageSummary, RumSummary } from '#shared/schemas/rum-calls';
import { aeRumStore, type AeReadConfig } from './ae-rum-store';
import { d1RumStore } from './d1-rum-store';
import type { RumView } from './view-token';

/** A checked page view and the day's key of the address its beacon came from (./address-key.ts). */
export interface CountedView extends RumView {
  addressKey: string;
}

export interface RumStore {
  readonly source: RumSummary['source'];
  /**
   * Keeps one page view's measurements, taken at `at` (epoch ms); false, keeping nothing, when
   * that view was counted already. At most one D1 write either way.
   */
  write(sample: RumBeacon, view: CountedView, at: number): Promise<boolean>;
  /**
   * Per page type with samples: the count of page views, and of each metric the 75th percentile
   * over addresses of each address's own 75th percentile, over `days` before `now`.
   */
  summary(days: RumWindowDays, now: number): Promise<RumPageSummary[]>;
  /** The same per Korean day and page type, over the `days` Korean days up to the one holding `now`. */
  trend(days: RumTrendDays, now: number): Promise<RumDayPoint[]>;
}

/** A dataset name goes into the SQL text, so only a plain identifier is taken. */
const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;
export const DEFAULT_AE_API_ORIGIN = 'https://api.cloudflare.com';
export const DEFAULT_AE_DATASET = 'nokcha_rum';

/** The SQL API settings, or null while the account id or the token is missing. */
export function aeReadConfig(env: Partial<Env>): AeReadConfig | null {
  const accountId = env.RUM_AE_ACCOUNT_ID?.trim() ?? '';
  const token = env.RUM_AE_API_TOKEN?.trim() ?? '';
  if (accountId === '' || token === '') return null;
  const dataset = env.RUM_AE_DATASET?.trim() || DEFAULT_AE_DATASET;
  if (!IDENTIFIER.test(dataset)) throw new Error(`RUM_AE_DATASET must be a plain identifier, not ${JSON.stringify(dataset)}`);
  const origin = (env.RUM_AE_API_ORIGIN?.trim() || DEFAULT_AE_API_ORIGIN).replace(/\/+$/, '');
  return { accountId, token, dataset, origin };
}

/** The store this worker's bindings call for. */
export function rumStore(env: Env): RumStore {
  return env.RUM ? aeRumStore(env.RUM, env.DB, aeReadConfig(env)) : d1RumStore(env.DB);
}
