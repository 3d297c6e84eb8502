/**
 * Reading the GA4 data that pages carry in attributes: a card's item (`data-item`), its list
 * (`data-item-list`), a banner's promotion (`data-promotion`). Used at startup by the click
 * tracking, so it stays small; the idle code adds the price on screen (`./shown-price.ts`). The
 * attributes are written by the shop's own build and code; a malformed one reads as nothing, so
 * tracking never breaks a page.
 */

type Fields = Record<string, unknown>;

/** The JSON of an attribute's value, or null. */
export function readJson(value: string | undefined): Fields | null {
  try {
    return JSON.parse(value!) as Fields;
  } catch {
    return null;
  }
}

/** The item of a card with the names of the list it is in, or null. */
export function readItem(card: HTMLElement): Fields | null {
  const item = readJson(card.dataset.item);
  return item && { ...item, ...readJson(card.closest<HTMLElement>('[data-item-list]')?.dataset.itemList) };
}
