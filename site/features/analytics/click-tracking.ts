/**
 * The clicks analytics counts, read from the clicked element's data attributes by one listener
 * that starts with the chrome: most of these clicks leave the page at once, often before the idle
 * code (and the tags) have loaded, so the event must be in the layer before the page goes (the
 * handoff carries it on). It listens in the capture phase, so a handler that stops the click
 * (the login prompt, held card buttons) does not hide it.
 *
 * - `[data-track-common="category|action|label"]` → `commonEvent` (docs/analytics.md)
 * - `[data-promotion]` (JSON) → `select_promotion`
 * - a link inside `[data-item]` (JSON) → `select_item`, with its `[data-item-list]` (at the
 *   build's price: reading the refreshed one is left to the idle code, to keep this small)
 */
import { CURRENCY } from '#shared/analytics/ga4-product-item';
import { track, trackEcommerce } from '#lib/tracking';
import { readItem, readJson } from './card-item';

/** Listens on `root` for the page's life (the chrome starts it once per page load). */
export function startClickTracking(root: ParentNode = document): void {
  const onClick = (event: Event) => {
    const target = event.target as Element;
    const common = target.closest?.<HTMLElement>('[data-track-common]')?.dataset.trackCommon;
    if (common) {
      const [event_category, event_action, event_label] = common.split('|');
      track('commonEvent', { event_category, event_action, event_label });
    }
    const promotion = readJson(target.closest?.<HTMLElement>('[data-promotion]')?.dataset.promotion);
    if (promotion) trackEcommerce('select_promotion', { ...promotion, items: [promotion] });
    const card = target.closest?.('a')?.closest<HTMLElement>('[data-item]');
    const item = card && readItem(card);
    if (item) trackEcommerce('select_item', { currency: CURRENCY, item_list_id: item.item_list_id, item_list_name: item.item_list_name, items: [item] });
  };
  root.addEventListener('click', onClick, true);
}
