/**
 * A product's price, badges and hot-deal timer as markup: the pieces every card and the product
 * page share. The live markers (`data-live`, `data-live-field`) stay, so the client scripts that
 * read a card's state (담기 disabled when sold out) find them.
 */
import { formatDttm, formatWon } from '#shared/format';
import { escapeHtml } from '#shared/escape-html';
import { badgesHtml } from '../badges';
import type { Badge, ProductCard } from '#shared/schemas/display-calls';
import { attrs } from './attributes';

export type PriceFields = Pick<ProductCard, 'inmPrdNo' | 'cnsmAmt' | 'saleAmt' | 'dcRate'>;

/** Discount rate, list price struck through and sale price; the rate is hidden at 0%. */
export function priceHtml(product: PriceFields, className?: string): string {
  const live = escapeHtml(product.inmPrdNo);
  return (
    `<span class="${className ? `price ${escapeHtml(className)}` : 'price'}">` +
    `<span class="price__rate" data-live="${live}" data-live-field="dcRate"${attrs({ hidden: product.dcRate === 0 })}>${product.dcRate}%</span>` +
    `<span class="visually-hidden">정가</span>` +
    `<del class="price__list" data-live="${live}" data-live-field="cnsmAmt">${formatWon(product.cnsmAmt)}</del>` +
    `<span class="visually-hidden">판매가</span>` +
    `<strong class="price__sale" data-live="${live}" data-live-field="saleAmt">${formatWon(product.saleAmt)}</strong></span>`
  );
}

/** The badges in their wrapper (`badgesHtml` writes only fixed labels). */
export function badgeListHtml(inmPrdNo: string, badges: readonly Badge[]): string {
  return `<span class="product-badges" data-live="${escapeHtml(inmPrdNo)}" data-live-field="badges">${badgesHtml(badges)}</span>`;
}

/** Time left in a hot deal: without script it names the end; countdown.ts makes it tick. */
export function dealTimerHtml(inmPrdNo: string, dealEnd: string): string {
  return (
    `<span class="deal-timer" role="timer" data-live="${escapeHtml(inmPrdNo)}" data-live-field="dealEnd" data-deal-end="${escapeHtml(dealEnd)}">` +
    `${escapeHtml(formatDttm(dealEnd, { weekday: false }))} 종료</span>`
  );
}
