/**
 * The cart as the cart screen shows it: each line with its product card fields, and the summary
 * over the selected lines that are not sold out (sold-out lines are flagged, never totalled). A
 * line of a product taken off sale (판매중지) is shown too, flagged, and never selected or totalled.
 */
import type { CartLine } from '#shared/schemas/cart-calls';
import { productImagePath } from '#shared/catalog/paths';
import type { ProductOptionRow } from '../option-row';
import { type CartOwner, ownerCondition, ownerValue } from './cart-owner';
import { buyableQty } from '#shared/order/cart-rules';

interface CartLineRow extends ProductOptionRow {
  id: number;
  qty: number;
}

/**
 * The lines of `owner`'s cart, newest first. A line whose option left the catalog is not shown:
 * there is nothing left to show or buy.
 */
export async function readCartLines(db: D1Database, owner: CartOwner, selectedIds?: readonly number[]): Promise<CartLine[]> {
  const { results } = await db
    .prepare(
      `SELECT l.id, l.inm_optn_prd_no, l.qty, p.inm_prd_no, p.product_code, p.prd_nm, b.brand_nm, o.prd_optn_nm,
              COALESCE(pi.alt, p.prd_nm) AS image_alt, pi.url AS image_url, o.cnsm_amt, o.sale_amt, o.stock, p.max_buy_qty,
              (p.sold_out_yn = 'Y' OR o.stock = 0) AS sold_out, p.sale_stop_yn = 'Y' AS sale_stop
         FROM cart_lines l
         JOIN product_options o ON o.inm_optn_prd_no = l.inm_optn_prd_no
         JOIN products p ON p.inm_prd_no = o.inm_prd_no
         JOIN brands b ON b.brand_cd = p.brand_cd
         LEFT JOIN product_images pi ON pi.inm_prd_no = p.inm_prd_no AND pi.sort_ord = 0
        WHERE ${ownerCondition(owner, 1)}
        ORDER BY l.added_at DESC, l.id DESC`,
    )
    .bind(ownerValue(owner))
    .all<CartLineRow>();
  const selected = selectedIds && new Set(selectedIds);
  return results.map((row) => ({
    cartLineId: row.id,
    inmOptnPrdNo: row.inm_optn_prd_no,
    qty: row.qty,
    prdprice: row.sale_amt,
    inmPrdNo: row.inm_prd_no,
    productCode: row.product_code,
    prdNm: row.prd_nm,
    brandNm: row.brand_nm,
    prdOptnNm: row.prd_optn_nm,
    imageUrl: row.image_url ?? productImagePath(row.inm_prd_no, 0),
    imageAlt: row.image_alt,
    cnsmAmt: row.cnsm_amt,
    saleAmt: row.sale_amt,
    stock: row.stock,
    maxQty: row.sale_stop ? 0 : buyableQty(row),
    soldOutYn: row.sold_out ? 'Y' : 'N',
    saleStopYn: row.sale_stop ? 'Y' : 'N',
    selectedYn: !row.sold_out && !row.sale_stop && (!selected || selected.has(row.id)) ? 'Y' : 'N',
  }));
}
