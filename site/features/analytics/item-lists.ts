/**
 * `view_item_list`: one event per list of product cards the page shows, with every card's item in
 * order (`data-item` inside `data-item-list`). Lists in the static HTML are reported when the page
 * is idle; lists drawn in the browser (`data-item-list-drawn`: search, for-me) are reported by the
 * code that draws them, each time it draws them, through `reportItemList`.
 */
import { CURRENCY } from '#shared/analytics/ga4-product-item';
import { trackEcommerce } from '#lib/tracking';
import { readItem, readJson } from './card-item';
import { withShownPrice } from './shown-price';

/** Pushes `view_item_list` for the cards now in `list`; nothing for an empty list. */
export function reportItemList(list: HTMLElement): void {
  const items = [...list.querySelectorAll<HTMLElement>('[data-item]')].flatMap((card) => {
    const item = readItem(card);
    return item ? [withShownPrice(card, item)] : [];
  });
  if (items.length === 0) return;
  trackEcommerce('view_item_list', { currency: CURRENCY, ...readJson(list.dataset.itemList), items });
}

/** Reports every list of the static page. */
export function reportStaticItemLists(root: ParentNode = document): void {
  for (const list of root.querySelectorAll<HTMLElement>('[data-item-list]:not([data-item-list-drawn])')) reportItemList(list);
}
