/**
 * The price a shopper sees on a card or the product page: the worker refreshes it in the static
 * page when it changed after the build (`[data-live][data-live-field=saleAmt]`), so impressions
 * report that one rather than the build's. Idle code only: the startup code reads the build's.
 */

/** `item` with the price shown inside `element`, when one is shown. */
export function withShownPrice<T extends object>(element: Element, item: T): T {
  const shown = element.querySelector('[data-live][data-live-field=saleAmt]')?.textContent?.replace(/\D/g, '');
  return shown ? { ...item, price: Number(shown) } : item;
}
