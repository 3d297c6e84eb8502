/**
 * The cart's GA4 events in KRW (docs/analytics.md): `add_to_cart` / `remove_from_cart` for each change and
 * `view_cart` when the cart screen first shows its lines. The options are looked up with
 * getProductOptionCategory (`itemsOfOptions`); anything odd about that answer, or any failure,
 * means no event and no message: tracking never gets in the shopper's way.
 */
import { CURRENCY, itemsValue } from '#shared/analytics/ga4-product-item';
import type { CartLine } from '#shared/schemas/cart-calls';
import { trackEcommerce } from '#lib/tracking';
import { itemsOfOptions, type OptionUnits } from '../analytics/option-items';

export type CartEvent = 'add_to_cart' | 'remove_from_cart' | 'view_cart';

/** One changed option: how many units were added or removed, at what unit price when known. */
export type TrackedChange = OptionUnits;

/** Sends `event` for `changes`; resolves whether it was sent, never rejects. */
export async function trackCartChange(event: CartEvent, changes: readonly TrackedChange[]): Promise<boolean> {
  const items = await itemsOfOptions(changes);
  if (items.length === 0) return false;
  trackEcommerce(event, { currency: CURRENCY, value: itemsValue(items), items });
  return true;
}

/** `view_cart` with the lines that can be ordered (sold-out ones cannot); resolves whether it was sent. */
export function trackCartView(lines: readonly CartLine[]): Promise<boolean> {
  return trackCartChange(
    'view_cart',
    lines.filter((line) => line.soldOutYn === 'N').map((line) => ({ inmOptnPrdNo: line.inmOptnPrdNo, quantity: line.qty, price: line.saleAmt })),
  );
}
