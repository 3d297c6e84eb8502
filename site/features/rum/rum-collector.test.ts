import { afterEach, beforeEach, describe, expect, onTestFinished, test, vi } from 'vitest';
import { startRum } from './rum-collector';

type Entry = Partial<PerformanceEntry> & { entryType: string; value?: number; hadRecentInput?: boolean; interactionId?: number };

/** A PerformanceObserver the test feeds: `emit` delivers entries, `queue` leaves them for takeRecords. */
class FakeObserver {
  static supportedEntryTypes: string[] = [];
  static all: FakeObserver[] = [];
  options: PerformanceObserverInit = {};
  pending: Entry[] = [];
  constructor(readonly callback: (list: { getEntries(): Entry[] }) => void) {
    FakeObserver.all.push(this);
  }
  observe(options: PerformanceObserverInit) {
    this.options = options;
  }
  takeRecords() {
    return this.pending.splice(0);
  }
}
const observing = (type: string) => FakeObserver.all.filter((observer) => observer.options.type === type);
const emit = (...entries: Entry[]) =>
  entries.forEach((entry) => observing(entry.entryType).forEach((observer) => observer.callback({ getEntries: () => [entry] })));
const queue = (...entries: Entry[]) => entries.forEach((entry) => observing(entry.entryType).forEach((observer) => observer.pending.push(entry)));

const paint = (startTime: number): Entry => ({ entryType: 'largest-contentful-paint', startTime });
const shift = (startTime: number, value: number, hadRecentInput = false): Entry => ({ entryType: 'layout-shift', startTime, value, hadRecentInput });
const event = (interactionId: number, duration: number, entryType = 'event', startTime = 5000): Entry => ({ entryType, interactionId, duration, startTime });

/** What the worker signed into the page (`<html data-rum-token>`); the collector only hands it back. */
const TOKEN = 'PRODUCT_DETAIL.1767225600.u8Zq3kR1m2Vx9YpLw0aBcD.00112233445566778899aabbccddeeff';

let sendBeacon: ReturnType<typeof vi.fn>;
const listeners: [EventTarget, string, EventListenerOrEventListenerObject][] = [];
const sent = () => sendBeacon.mock.calls.map(([url, body]) => [url, JSON.parse(String(body))]);
const hide = () => {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
};

beforeEach(() => {
  FakeObserver.all = [];
  FakeObserver.supportedEntryTypes = ['largest-contentful-paint', 'layout-shift', 'event', 'first-input', 'visibility-state'];
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  sendBeacon = vi.fn(() => true);
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  Object.assign(document.documentElement.dataset, { pageType: 'PRODUCT_DETAIL', layout: 'mobile', rumToken: TOKEN });
  // Each test's collector listens only during that test.
  for (const target of [window, document] as EventTarget[]) {
    const add = target.addEventListener.bind(target);
    vi.spyOn(target, 'addEventListener').mockImplementation((type, listener, options) => {
      listeners.push([target, type, listener!]);
      add(type, listener, options);
    });
  }
});

afterEach(() => {
  for (const [target, type, listener] of listeners.splice(0)) target.removeEventListener(type, listener);
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('startRum', () => {
  test('observes every entry from before it started, and INP events from 40 ms', () => {
    startRum();
    expect(FakeObserver.all.map((observer) => observer.options)).toEqual([
      { type: 'largest-contentful-paint', buffered: true },
      { type: 'layout-shift', buffered: true },
      { type: 'first-input', buffered: true },
      { type: 'event', buffered: true, durationThreshold: 40 },
      { type: 'visibility-state', buffered: true },
    ]);
  });

  test('sends the page view once as the page is hidden: last LCP before input, largest CLS window, worst interaction', () => {
    startRum();
    emit(paint(800), paint(1450.4), shift(1000, 0.02), shift(1500, 0.03), shift(2200, 0.5, true), shift(9000, 0.04));
    emit(event(7, 24, 'first-input', 3000), event(7, 88), event(14, 232.6), event(0, 900), paint(3500));
    hide();
    window.dispatchEvent(new Event('pagehide'));
    expect(sent()).toEqual([['/api/dp/rum/v1/collect', { viewToken: TOKEN, pageType: 'PRODUCT_DETAIL', layout: 'mobile', lcp: 1450, inp: 233, cls: 0.05 }]]);
  });

  test('sends at pagehide too, with entries not yet delivered, and no LCP painted after the page was first hidden', () => {
    document.documentElement.dataset.layout = 'pc';
    startRum();
    emit({ entryType: 'visibility-state', name: 'hidden', startTime: 1200 }, paint(600));
    queue(paint(2400), shift(300, 0.011));
    window.dispatchEvent(new Event('pagehide'));
    expect(sent()).toEqual([['/api/dp/rum/v1/collect', { viewToken: TOKEN, pageType: 'PRODUCT_DETAIL', layout: 'pc', lcp: 600, cls: 0.011 }]]);
  });

  test('skips one worst interaction per 50 once there are many (the 98th percentile)', () => {
    Object.defineProperty(performance, 'interactionCount', { value: 120, configurable: true });
    onTestFinished(() => void Reflect.deleteProperty(performance, 'interactionCount'));
    startRum();
    emit(...[400, 350, 300, 120, 80].map((duration, index) => event(index + 1, duration)));
    hide();
    expect(sent()[0][1]).toMatchObject({ inp: 300 });
  });

  test('bounds a very slow page to what the worker takes rather than dropping it', () => {
    startRum();
    emit(paint(45_000));
    hide();
    expect(sent()[0][1]).toMatchObject({ lcp: 30_000, cls: 0 });
  });

  test('sends nothing where nothing could be measured, and tries again at pagehide when the beacon was refused', () => {
    FakeObserver.supportedEntryTypes = ['largest-contentful-paint'];
    startRum();
    hide();
    expect(sendBeacon).not.toHaveBeenCalled();
    emit(paint(900));
    sendBeacon.mockReturnValueOnce(false);
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('pagehide'));
    expect(sendBeacon).toHaveBeenCalledTimes(2);
  });

  test('a page restored from the back-forward cache sends nothing more: its view’s token is spent', () => {
    startRum();
    emit(paint(900), shift(100, 0.2), event(1, 300));
    hide();
    expect(sent()).toHaveLength(1);
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    const restored = new Event('pageshow') as PageTransitionEvent;
    Object.defineProperty(restored, 'persisted', { value: true });
    window.dispatchEvent(restored);
    emit(event(2, 120));
    hide();
    window.dispatchEvent(new Event('pagehide'));
    expect(sent()).toHaveLength(1);
  });

  test('measures nothing on a page the worker gave no token (collection off, or a crawler)', () => {
    delete document.documentElement.dataset.rumToken;
    startRum();
    expect(FakeObserver.all).toEqual([]);
    hide();
    expect(sendBeacon).not.toHaveBeenCalled();
  });

  test('a page shown for the first time (not from the cache) does not start a new view', () => {
    startRum();
    emit(paint(900));
    window.dispatchEvent(new Event('pageshow'));
    hide();
    expect(sent()).toEqual([['/api/dp/rum/v1/collect', { viewToken: TOKEN, pageType: 'PRODUCT_DETAIL', layout: 'mobile', lcp: 900, cls: 0 }]]);
  });

  test('does nothing in a browser without PerformanceObserver or sendBeacon', () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    startRum();
    Object.defineProperty(navigator, 'sendBeacon', { value: undefined, configurable: true });
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    startRum();
    expect(FakeObserver.all).toEqual([]);
    expect(listeners).toEqual([]);
  });
});
