/**
 * `view_item` on the product page: the product's item from `data-view-item` (written at build
 * time, price as the worker refreshed it), once per page load.
 */
import { CURRENCY } from '#shared/analytics/ga4-product-item';
import { trackEcommerce } from '#lib/tracking';
import { readJson } from './card-item';
import { withShownPrice } from './shown-price';

export function reportProductView(root: ParentNode = document): void {
  const page = root.querySelector<HTMLElement>('[data-view-item]');
  const built = page && readJson(page.dataset.viewItem);
  if (!page || !built) return;
  const item = withShownPrice(page, built);
  trackEcommerce('view_item', { currency: CURRENCY, value: item.price, items: [item] });
}
