/**
 * The Product JSON-LD of a static page with today's offer: the sale price and whether it can be
 * bought, so search results never show a price or stock the page no longer has.
 */
import type { ProductLiveInfo } from '#shared/schemas/display-calls';

/** schema.org availability values of an Offer. */
export const IN_STOCK = 'https://schema.org/InStock';
export const OUT_OF_STOCK = 'https://schema.org/OutOfStock';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The JSON object `jsonText` holds, or null when it is not valid JSON or not an object. */
export function parseJsonObject(jsonText: string): Record<string, unknown> | null {
  try {
    const data: unknown = JSON.parse(jsonText);
    return isRecord(data) ? data : null;
  } catch {
    return null;
  }
}

/** JSON for inside a `<script>`: `<` as `\u003c`, so no text can close the element. */
export const scriptSafeJson = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c');

/**
 * `jsonText` with every offer's `price` and `availability` set from `info`, serialised with `<`
 * as `\u003c` so the text can never close its `<script>`. Null when the text is not a JSON
 * object with an offer (or a list of offers), which leaves the script as it was built.
 */
export function withLiveOffer(jsonText: string, info: ProductLiveInfo): string | null {
  const data = parseJsonObject(jsonText);
  if (!data) return null;
  const offers: unknown[] = Array.isArray(data.offers) ? data.offers : [data.offers];
  if (offers.length === 0 || !offers.every(isRecord)) return null;
  for (const offer of offers as Record<string, unknown>[]) {
    offer.price = info.saleAmt;
    offer.availability = info.soldOutYn === 'Y' ? OUT_OF_STOCK : IN_STOCK;
  }
  return scriptSafeJson(data);
}
