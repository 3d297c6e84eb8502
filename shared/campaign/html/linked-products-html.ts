/** The products a broadcast or an event links to, as the catalog's product cards: one GA4 item list `listId`. */
import { escapeHtml } from '#shared/escape-html';
import { productGridHtml } from '#shared/catalog/html/product-card-html';
import type { ProductCard } from '#shared/schemas/display-calls';

export interface LinkedProductsOptions {
  title: string;
  /** The GA4 item list id (`event-12`, `live-3`). */
  listId: string;
  /** Said instead of an empty grid; without it an empty section is left out. */
  empty?: string;
}

export function linkedProductsHtml(products: readonly ProductCard[], { title, listId, empty }: LinkedProductsOptions): string {
  if (products.length === 0 && !empty) return '';
  const id = escapeHtml(`linked-${title.replace(/\s+/g, '-')}`);
  const body = products.length > 0 ? productGridHtml(products, { label: title, listId }) : `<p class="campaign-empty">${escapeHtml(empty ?? '')}</p>`;
  return (
    `<section class="campaign-section linked-products" aria-labelledby="${id}">` +
    `<h2 id="${id}">${escapeHtml(title)} <span class="campaign-section__count">${products.length}개</span></h2>${body}</section>`
  );
}
