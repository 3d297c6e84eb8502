/**
 * What each marked element of a static page becomes with the live fields (ADR 009). The page
 * marks an element with the product (`data-live="{inmPrdNo}"`) or option
 * (`data-live-option="{inmOptnPrdNo}"`) and the field it shows (`data-live-field`); unknown
 * fields are left as built, so a page can mark more than this worker knows.
 */
import { badgesHtml } from '#shared/catalog/badges';
import { formatWon } from '#shared/format';
import type { ProductLiveInfo } from '#shared/schemas/display-calls';

/** The live fields of one option (`inmOptnPrdNo`). */
export type LiveOption = ProductLiveInfo['options'][number];

function toggle(element: Element, name: string, on: boolean): void {
  if (on) element.setAttribute(name, '');
  else element.removeAttribute(name);
}

/** Rewrites a product element: prices, discount rate, badges, sold-out label, buy buttons, deal end. */
export function applyProductField(element: Element, field: string, info: ProductLiveInfo): void {
  const soldOut = info.soldOutYn === 'Y';
  switch (field) {
    case 'saleAmt':
    case 'cnsmAmt':
      element.setInnerContent(formatWon(info[field]));
      break;
    case 'dcRate':
      element.setInnerContent(`${info.dcRate}%`);
      toggle(element, 'hidden', info.dcRate === 0);
      break;
    case 'badges':
      // badgesHtml prints fixed labels only, no product text, so it is safe as markup.
      element.setInnerContent(badgesHtml(info.badges), { html: true });
      break;
    case 'soldOut':
      // The 품절 label shows only while the product is sold out.
      toggle(element, 'hidden', !soldOut);
      break;
    case 'buyable':
      toggle(element, 'disabled', soldOut);
      break;
    case 'dealEnd':
      if (info.hotDealEndDttm) element.setAttribute('data-deal-end', info.hotDealEndDttm);
      else element.removeAttribute('data-deal-end');
      break;
  }
}

/** Rewrites an option element: its prices, its stock, and whether it can be chosen. */
export function applyOptionField(element: Element, field: string, option: LiveOption): void {
  switch (field) {
    case 'saleAmt':
    case 'cnsmAmt':
      element.setInnerContent(formatWon(option[field]));
      break;
    case 'stock':
      element.setAttribute('data-stock', String(option.stock));
      break;
    case 'soldOut':
      // An option the gateway calls sold out cannot be chosen even if stock is left on paper.
      toggle(element, 'disabled', option.stock === 0 || option.soldOutYn === 'Y');
      break;
  }
}
