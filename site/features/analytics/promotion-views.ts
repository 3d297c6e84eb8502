/**
 * `view_promotion` (GA4, with the promotion fields): a banner (`data-promotion`, the main page's
 * and the event list's) counts as seen once at least half of it is on screen, and only once per
 * page, however often it scrolls back into view.
 */
import { trackEcommerce } from '#lib/tracking';
import { readJson } from './card-item';

/** The share of a banner that must be visible. */
export const SEEN_RATIO = 0.5;

/** Watches every banner under `root`; answers how to stop. Without IntersectionObserver nothing is counted. */
export function watchPromotionViews(root: ParentNode = document): () => void {
  const banners = [...root.querySelectorAll<HTMLElement>('[data-promotion]')];
  if (banners.length === 0 || typeof IntersectionObserver !== 'function') return () => {};
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting || entry.intersectionRatio < SEEN_RATIO) continue;
        observer.unobserve(entry.target);
        const promotion = readJson((entry.target as HTMLElement).dataset.promotion);
        if (promotion) trackEcommerce('view_promotion', { ...promotion, items: [promotion] });
      }
    },
    { threshold: SEEN_RATIO },
  );
  for (const banner of banners) observer.observe(banner);
  return () => observer.disconnect();
}
