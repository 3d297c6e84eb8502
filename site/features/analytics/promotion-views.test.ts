import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { SEEN_RATIO, watchPromotionViews } from './promotion-views';

const promotion = (slot: number) => ({
  promotion_id: `event-${slot}`,
  promotion_name: `이벤트 ${slot}`,
  creative_name: `이벤트 ${slot}`,
  creative_slot: `event_list_${slot}`,
  location_id: 'event_list',
});

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;
let seen: Callback = () => {};
const unobserved: Element[] = [];

beforeEach(() => {
  window.dataLayer = [];
  unobserved.length = 0;
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: Callback, options: IntersectionObserverInit) {
        expect(options.threshold).toBe(SEEN_RATIO);
        seen = callback;
      }
      observe() {}
      unobserve(target: Element) {
        unobserved.push(target);
      }
      disconnect() {}
    },
  );
  document.body.innerHTML = [1, 2].map((slot) => `<a href="#" id="b${slot}" data-promotion='${JSON.stringify(promotion(slot))}'>배너</a>`).join('');
});
afterEach(() => vi.unstubAllGlobals());

const banner = (slot: number) => document.getElementById(`b${slot}`)!;

test('view_promotion once a banner is at least half on screen, once per banner', () => {
  watchPromotionViews(document);
  seen([{ target: banner(1), isIntersecting: true, intersectionRatio: 0.3 }]);
  expect(window.dataLayer).toEqual([]);
  seen([
    { target: banner(1), isIntersecting: true, intersectionRatio: 0.6 },
    { target: banner(2), isIntersecting: false, intersectionRatio: 0 },
  ]);
  expect(window.dataLayer).toEqual([{ ecommerce: null }, { event: 'view_promotion', ecommerce: { ...promotion(1), items: [promotion(1)] } }]);
  expect(unobserved).toEqual([banner(1)]);
});

test('a page without banners watches nothing', () => {
  document.body.innerHTML = '';
  const IntersectionObserverSpy = vi.fn();
  vi.stubGlobal('IntersectionObserver', IntersectionObserverSpy);
  watchPromotionViews(document)();
  expect(IntersectionObserverSpy).not.toHaveBeenCalled();
});
