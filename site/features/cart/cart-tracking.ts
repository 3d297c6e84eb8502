/**
 * Tracking of cart changes (SPEC §8): the changed options are looked up with
 * getProductOptionCategory and sent as a GA4 `add_to_cart` / `remove_from_cart` in KRW. Anything
 * odd about that answer, or any failure, means no event and no message: tracking never gets in
 * the shopper's way.
 */
import type { ProductOptionCategoryItem } from '#shared/schemas/catalog-calls';
import { CATALOG_ROUTES } from '#shared/schemas/catalog-routes';
import { callApi } from '#lib/api-client';
import { track } from '#lib/tracking';

export type CartEvent = 'add_to_cart' | 'remove_from_cart';

/** One changed option: how many units were added or removed, at what unit price when known. */
export interface TrackedChange {
  inmOptnPrdNo: string;
  quantity: number;
  /** The unit price paid (sale price); the list price is used when it is not known. */
  price?: number;
}

function isItem(value: unknown): value is ProductOptionCategoryItem {
  const item = value as Partial<ProductOptionCategoryItem> | null;
  return typeof item === 'object' && item !== null && typeof item.inmOptnPrdNo === 'string' && typeof item.prdCd === 'string';
}

/** Sends the event for `changes`; resolves whether it was sent, never rejects. */
export async function trackCartChange(event: CartEvent, changes: readonly TrackedChange[]): Promise<boolean> {
  const wanted = changes.filter((change) => change.quantity > 0);
  if (wanted.length === 0) return false;
  try {
    const answer = await callApi(CATALOG_ROUTES.getProductOptionCategory, {
      inmOptnPrdNoList: [...new Set(wanted.map((change) => change.inmOptnPrdNo))],
    });
    if (answer?.statusCode !== 200 || !Array.isArray(answer.data)) return false;
    const byOption = new Map(answer.data.filter(isItem).map((item) => [item.inmOptnPrdNo, item]));
    const items = wanted.flatMap((change) => {
      const item = byOption.get(change.inmOptnPrdNo);
      if (!item) return [];
      return [
        {
          item_id: item.prdCd,
          item_name: item.prdNm,
          item_brand: item.prdCd.slice(0, 5),
          item_category: item.inmPrdCatNm,
          item_variant: item.prdOptnNm,
          price: change.price ?? item.cnsmAmt,
          quantity: change.quantity,
        },
      ];
    });
    if (items.length === 0) return false;
    const value = items.reduce((sum, item) => sum + item.price * item.quantity, 0);
    track(event, { currency: 'KRW', value, items });
    return true;
  } catch {
    return false;
  }
}
