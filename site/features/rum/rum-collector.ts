/**
 * Real-user speed (docs/operator-speed.md): this page view's LCP, INP and CLS, sent to the shop's own worker
 * once, when the shopper leaves or hides the page. Started once the page is idle (its own chunk,
 * `site/chrome/idle/start.ts`); `buffered` observers still hand over every entry from before then.
 * Automated browsers are measured too (the e2e tests drive one); the worker drops known crawlers.
 *
 * The beacon carries the token the worker signed into this page (`<html data-rum-token>`), which
 * it takes once (ADR 036): a page without one (collection off, a crawler) sends nothing, and a page
 * the back-forward cache restores is not measured again, its token being spent.
 */
import { API_BASE } from '#lib/api-client';
import { RUM_MAX } from '#shared/rum/web-vitals';
import { RUM_ROUTES } from '#shared/schemas/rum-routes';
import { clsOf, inpOf, lcpOf, type Shift } from './vitals';

type Timing = PerformanceEntry & { value?: number; hadRecentInput?: boolean; interactionId?: number };

/** Whole milliseconds within what the worker accepts. */
const ms = (value: number | undefined, max: number) => (value === undefined ? undefined : Math.min(Math.round(value), max));

/** Interactions on this document so far, where the browser counts them (Chromium). */
const interactionCount = () => (performance as { interactionCount?: number }).interactionCount ?? 0;

/** Starts observing; does nothing where the browser cannot measure or send. */
export function startRum(): void {
  const Observer = globalThis.PerformanceObserver;
  const viewToken = document.documentElement.dataset.rumToken;
  if (!Observer || !navigator.sendBeacon || !viewToken) return;
  const supported = Observer.supportedEntryTypes ?? [];
  const paints: number[] = [];
  const shifts: Shift[] = [];
  const latencies = new Map<number, number>();
  let inputAt = Infinity;
  let hiddenAt = document.visibilityState === 'hidden' ? 0 : Infinity;
  let sent = false;

  const interaction = ({ interactionId, duration }: Timing) => {
    if (interactionId) latencies.set(interactionId, Math.max(latencies.get(interactionId) ?? 0, duration));
  };
  const takers: Record<string, (entry: Timing) => void> = {
    'largest-contentful-paint': (entry) => paints.push(entry.startTime),
    'layout-shift': (entry) => {
      if (!entry.hadRecentInput) shifts.push({ startTime: entry.startTime, value: entry.value ?? 0 });
    },
    // The first input ends LCP and, as the one event reported whatever its length, always counts for INP.
    'first-input': (entry) => {
      inputAt = Math.min(inputAt, entry.startTime);
      interaction(entry);
    },
    event: interaction,
    // A page opened in a background tab paints late for no fault of its own: such candidates do not count.
    'visibility-state': (entry) => {
      if (entry.name === 'hidden') hiddenAt = Math.min(hiddenAt, entry.startTime);
    },
  };
  const take = (entries: PerformanceEntryList) => entries.forEach((entry) => takers[entry.entryType]?.(entry));
  const observers = Object.keys(takers)
    .filter((type) => supported.includes(type))
    .map((type) => {
      const observer = new Observer((list) => take(list.getEntries()));
      // 40 ms, as web-vitals: shorter events cannot decide INP and would only cost work.
      observer.observe({ type, buffered: true, ...(type === 'event' ? { durationThreshold: 40 } : {}) } as PerformanceObserverInit);
      return observer;
    });

  function send() {
    if (sent) return;
    // Entries the observers have not delivered yet: the page may not get another task.
    observers.forEach((observer) => take(observer.takeRecords()));
    const count = interactionCount() || latencies.size;
    const { pageType, layout } = document.documentElement.dataset;
    const beacon = {
      viewToken,
      pageType: pageType || 'OTHERS',
      layout: layout === 'mobile' ? 'mobile' : 'pc',
      lcp: ms(lcpOf(paints, Math.min(inputAt, hiddenAt)), RUM_MAX.lcp),
      inp: ms(inpOf(latencies.values(), count), RUM_MAX.inp),
      cls: supported.includes('layout-shift') ? Math.min(Number(clsOf(shifts).toFixed(4)), RUM_MAX.cls) : undefined,
    };
    if (beacon.lcp === undefined && beacon.inp === undefined && beacon.cls === undefined) return;
    // A string body goes as text/plain: no preflight, and the worker reads it as JSON all the same.
    sent = navigator.sendBeacon(API_BASE + RUM_ROUTES.collect.path, JSON.stringify(beacon));
  }

  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') send();
  });
  addEventListener('pagehide', send);
}
