/**
 * The third-party scripts a page may load (ADR 030): what the worker writes on `<html data-tags>`
 * for the page's idle loader, and the rules both sides share. Each tag is off until configured.
 */

/** Google Tag Manager container ids look like `GTM-ABC1234`. */
const TAG_MANAGER_ID = /^GTM-[A-Z0-9]{4,12}$/;

/** Environments where the error/performance monitoring and its session replay run. */
export const MONITORED_ENVIRONMENTS: readonly string[] = ['prd', 'qa'];
/** Percent of sessions monitoring samples unless configured. */
export const DEFAULT_MONITORING_SAMPLE_RATE = 10;

export interface PageTags {
  /** The tag manager's script (`gtm.js?id=…`); the container reads `window.dataLayer`. */
  tagManager?: { src: string };
  /** The personalization script chosen for this environment (prd, qa or the default). */
  personalization?: { src: string };
  /** The social/ad kit (Kakao Pixel): its script and the pixel's track id. */
  adKit?: { src: string; trackId: string };
  /** Error/performance monitoring with session replay: prd and qa only. */
  monitoring?: { src: string; dsn: string; environment: string; sampleRate: number };
  /**
   * The worker reports purchase and refund to GA4 itself (Measurement Protocol): the data layer's
   * copies are marked so that the tag manager does not count them a second time (docs/analytics.md).
   */
  serverRevenue?: true;
}

/**
 * The tag manager's script URL for container `id`. An id that is not a container id throws:
 * a typo must not load someone else's container.
 */
export function tagManagerSrc(origin: string, id: string): string {
  if (!TAG_MANAGER_ID.test(id)) throw new Error(`Invalid tag manager id: ${id}`);
  return `${origin.replace(/\/+$/, '')}/gtm.js?id=${id}`;
}

/** The monitoring sample rate in percent: 0 for known bots, else the configured rate within 0–100. */
export function monitoringSampleRate(configured: number, isCrawler: boolean): number {
  if (isCrawler) return 0;
  return Number.isFinite(configured) ? Math.min(100, Math.max(0, configured)) : DEFAULT_MONITORING_SAMPLE_RATE;
}

/** Reads `<html data-tags>`; anything unreadable means no tags at all. */
export function parsePageTags(raw: string | undefined): PageTags {
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as PageTags) : {};
  } catch {
    return {};
  }
}
