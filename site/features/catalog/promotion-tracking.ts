/**
 * `select_promotion` for the main page's banners (SPEC §7): one delegated listener reads the
 * clicked banner's `data-promotion-id`, `data-promotion-name` and `data-creative-slot`.
 */
import { track } from '#lib/tracking';

export function startPromotionTracking(root: ParentNode = document): void {
  root.addEventListener('click', (event) => {
    const banner = (event.target as Element | null)?.closest?.<HTMLElement>('[data-promotion-id]');
    if (!banner) return;
    const { promotionId, promotionName, creativeSlot } = banner.dataset;
    track('select_promotion', { promotion_id: promotionId, promotion_name: promotionName, creative_slot: creativeSlot });
  });
}
