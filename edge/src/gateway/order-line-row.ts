/**
 * The product columns an order line copied when it was bought, so the order shows what was
 * bought: every screen that lists a member's order lines reads them.
 */
export interface OrderLineProductRow {
  prd_nm: string;
  prd_optn_nm: string;
  brand_nm: string;
  image_url: string;
}

/** Those columns as the member's screens name them. */
export const lineProductOf = (row: OrderLineProductRow) => ({ prdNm: row.prd_nm, prdOptnNm: row.prd_optn_nm, brandNm: row.brand_nm, imageUrl: row.image_url });
