/** A titled row of products with a link to see them all; on mobile it scrolls sideways (site/features/catalog/shelf.css). */
import { escapeHtml } from '#shared/escape-html';
import type { ProductCard } from '#shared/schemas/display-calls';
import { productGridHtml, type GridOptions } from './product-card-html';

export interface ShelfOptions extends Omit<GridOptions, 'label' | 'listId'> {
  /** The heading's id, also the shelf's GA4 list id. */
  id: string;
  title: string;
  moreHref: string;
  moreLabel?: string;
}

export function productShelfHtml(products: readonly ProductCard[], { id, title, moreHref, moreLabel = '전체보기', ...grid }: ShelfOptions): string {
  const body =
    products.length > 0 ? productGridHtml(products, { ...grid, label: title, listId: id }) : '<p class="empty-state">지금은 보여 드릴 상품이 없습니다.</p>';
  return (
    `<section class="shelf shelf--scroll" aria-labelledby="${escapeHtml(id)}"><div class="shelf__head">` +
    `<h2 id="${escapeHtml(id)}">${escapeHtml(title)}</h2>` +
    `<a class="shelf__more" href="${escapeHtml(moreHref)}" aria-label="${escapeHtml(`${title} ${moreLabel}`)}">${escapeHtml(moreLabel)} ›</a></div>` +
    `${body}</section>`
  );
}
