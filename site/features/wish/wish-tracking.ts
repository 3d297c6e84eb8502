/**
 * The wish screen's purchase button event (SPEC §7 `purchasewishbtn`), with the GA4 ecommerce
 * fields in KRW for the options about to be bought.
 */
import type { WishItem } from '#shared/schemas/wish-calls';
import { track } from '#lib/tracking';

export const WISH_PURCHASE_EVENT = 'purchasewishbtn';

export function trackWishPurchase(lines: readonly { item: WishItem; inmOptnPrdNo: string }[]): void {
  const items = lines.map(({ item, inmOptnPrdNo }) => {
    const option = item.options.find((candidate) => candidate.inmOptnPrdNo === inmOptnPrdNo);
    return {
      item_id: option?.prdCd ?? item.inmPrdNo,
      item_name: item.prdNm,
      item_brand: item.brandNm,
      item_category: item.catNm,
      item_variant: option?.prdOptnNm ?? '',
      price: option?.saleAmt ?? item.saleAmt,
      quantity: 1,
    };
  });
  track(WISH_PURCHASE_EVENT, { currency: 'KRW', value: items.reduce((sum, item) => sum + item.price, 0), items });
}
