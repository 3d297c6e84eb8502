/**
 * A product in a list, and a grid of them, as markup (site/features/catalog/catalog.css styles it):
 * image, brand, name, price, badges, sold-out overlay and rating, the whole card one link to the
 * product page. Beside the link (a button cannot sit inside it): the heart (wish-buttons.ts) and
 * 담기 (cart/card-buttons.ts); a product sold only by 바로구매 has no 담기. `data-item` is the card's
 * GA4 item and `data-item-list` the grid's list (docs/analytics.md).
 */
import { itemList, productItem } from '#shared/analytics/ga4-product-item';
import { escapeHtml } from '#shared/escape-html';
import { formatNumber } from '#shared/format';
import type { ProductCard } from '#shared/schemas/display-calls';
import { productPath } from '../paths';
import { attrs, jsonAttr } from './attributes';
import { badgeListHtml, dealTimerHtml, priceHtml } from './price-html';

export interface CardOptions {
  /** 1-based place in its list, counted across pages. */
  index: number;
  /** The image is above the fold: load it at once, first. */
  eager?: boolean;
  rank?: number;
  /** Show the hot deal's countdown. */
  showDeal?: boolean;
}

export function productCardHtml(product: ProductCard, { index, eager = false, rank, showDeal = false }: CardOptions): string {
  const live = escapeHtml(product.inmPrdNo);
  const name = escapeHtml(product.prdNm);
  const image = attrs({
    src: product.imageUrl,
    alt: product.imageAlt,
    width: 160,
    height: 160,
    decoding: 'async',
    loading: eager ? 'eager' : 'lazy',
    fetchpriority: eager ? 'high' : undefined,
  });
  const rankHtml = rank === undefined ? '' : `<span class="pcard__rank"><span class="visually-hidden">순위</span>${rank}</span>`;
  const deal = showDeal && product.hotDealEndDttm ? dealTimerHtml(product.inmPrdNo, product.hotDealEndDttm) : '';
  const rating =
    product.reviewCnt > 0
      ? `<span class="pcard__rating"><span class="pcard__star" aria-hidden="true">★</span> ${product.ratingAvg.toFixed(1)} <span>(리뷰 ${formatNumber(product.reviewCnt)})</span></span>`
      : '';
  const cart =
    product.buyRule === 'DIRECT_ONLY'
      ? ''
      : `<button type="button" class="pcard__cart" data-card-cart data-product-code="${escapeHtml(product.productCode)}" data-live="${live}" data-live-field="buyable"` +
        `${attrs({ disabled: product.soldOutYn === 'Y' })} aria-label="${name} 장바구니 담기">담기</button>`;
  return (
    `<li class="pcard" data-item="${jsonAttr(productItem(product, index))}">` +
    `<a class="pcard__link" href="${escapeHtml(productPath(product.productCode))}">` +
    `<span class="pcard__media"><img${image}>${rankHtml}` +
    `<span class="pcard__soldout" data-live="${live}" data-live-field="soldOut"${attrs({ hidden: product.soldOutYn !== 'Y' })}>품절</span></span>` +
    `<span class="pcard__brand">${escapeHtml(product.brandNm)}</span><span class="pcard__name">${name}</span>` +
    `${priceHtml(product)}${deal}${badgeListHtml(product.inmPrdNo, product.badges)}${rating}</a>` +
    `<button type="button" class="pcard__wish" data-wish-toggle data-inm-prd-no="${live}" aria-pressed="false" aria-label="${name} 찜하기"><span aria-hidden="true">♥</span></button>` +
    `${cart}</li>`
  );
}

export interface GridOptions {
  /** The list as shoppers see it (the grid's accessible name and GA4 list name). */
  label: string;
  /** The list's id for reports. */
  listId: string;
  /** The first card's place in the whole list: (page − 1) × page size + 1 on later pages. */
  firstIndex?: number;
  /** How many of the first images load at once (above the fold). */
  eagerCount?: number;
  ranked?: boolean;
  showDeal?: boolean;
}

/** Cards in a grid, one GA4 item list. */
export function productGridHtml(products: readonly ProductCard[], options: GridOptions): string {
  const { label, listId, firstIndex = 1, eagerCount = 0, ranked = false, showDeal = false } = options;
  const cards = products
    .map((product, position) =>
      productCardHtml(product, { index: firstIndex + position, eager: position < eagerCount, rank: ranked ? position + 1 : undefined, showDeal }),
    )
    .join('');
  return `<ul class="product-grid" aria-label="${escapeHtml(label)}" data-item-list="${jsonAttr(itemList(listId, label))}">${cards}</ul>`;
}
