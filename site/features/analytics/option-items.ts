/**
 * GA4 items of chosen options, for screens whose lines do not carry the product code, the option's
 * prdCd and the category (cart lines, order history lines): the options are looked up with
 * getProductOptionCategory and drawn as `ga4Item` (ga4-ecommerce.ts), as the worker
 * draws its own. An odd answer or a failure gives no items: tracking never gets in the way.
 */
import { ga4Item, type Ga4Item } from '#shared/analytics/ga4-ecommerce';
import type { ProductOptionCategoryItem } from '#shared/schemas/catalog-calls';
import { CATALOG_ROUTES } from '#shared/schemas/catalog-routes';
import { callApi } from '#lib/api-client';

/** Units of one option, at the unit price the shopper pays. */
export interface OptionUnits {
  inmOptnPrdNo: string;
  quantity: number;
  /** The unit sale price; the option's list price when it is not known. */
  price?: number;
}

function isItem(value: unknown): value is ProductOptionCategoryItem {
  const item = value as Partial<ProductOptionCategoryItem> | null;
  return (
    typeof item === 'object' && item !== null && typeof item.inmOptnPrdNo === 'string' && typeof item.productCode === 'string' && typeof item.prdCd === 'string'
  );
}

/** The items of `units` with a positive quantity, in their order; [] when the lookup fails. */
export async function itemsOfOptions(units: readonly OptionUnits[]): Promise<Ga4Item[]> {
  const wanted = units.filter((unit) => unit.quantity > 0);
  if (wanted.length === 0) return [];
  try {
    const answer = await callApi(CATALOG_ROUTES.getProductOptionCategory, { inmOptnPrdNoList: [...new Set(wanted.map((unit) => unit.inmOptnPrdNo))] });
    if (answer?.statusCode !== 200 || !Array.isArray(answer.data)) return [];
    const byOption = new Map(answer.data.filter(isItem).map((item) => [item.inmOptnPrdNo, item]));
    return wanted.flatMap((unit) => {
      const option = byOption.get(unit.inmOptnPrdNo);
      if (!option) return [];
      const source = {
        productCode: option.productCode,
        prdCd: option.prdCd,
        prdNm: option.prdNm,
        catNm: option.inmPrdCatNm,
        prdOptnNm: option.prdOptnNm,
        saleAmt: unit.price ?? option.cnsmAmt,
      };
      return [ga4Item(source, unit.quantity)];
    });
  } catch {
    return [];
  }
}
