/**
 * The lines of an order sheet, re-read from D1 every time: the browser names only cart lines, or
 * options and quantities. Each line must still be buyable now (option exists, on sale, not sold out,
 * quantity within stock and the product's per-order limit), and the product's buy rule must fit
 * how the shopper came (CART_ONLY never alone outside the cart, DIRECT_ONLY never from it).
 */
import type { CheckoutRequest } from '#shared/order/checkout-url';
import type { OrderSheetLine } from '#shared/schemas/order-calls';
import { productImagePath } from '#shared/catalog/paths';
import { GatewayError } from '../errors';
import type { ProductOptionRow } from '../option-row';
import { releaseLapsedHolds } from './order-release';

/** A sheet line with what the checks need. */
export interface OrderLineDraft extends OrderSheetLine {
  stock: number;
  maxBuyQty: number;
  soldOut: boolean;
  /** Taken off sale (판매중지): never ordered. */
  saleStopped: boolean;
  buyRule: 'ANY' | 'CART_ONLY' | 'DIRECT_ONLY';
}

interface OptionRow extends ProductOptionRow {
  prd_cd: string;
  cat_nm: string;
  buy_rule: OrderLineDraft['buyRule'];
}

const OPTION_SQL = `SELECT o.inm_optn_prd_no, p.inm_prd_no, p.product_code, o.prd_cd, p.prd_nm, o.prd_optn_nm, b.brand_nm, c.cat_nm,
    COALESCE(pi.alt, p.prd_nm) AS image_alt, pi.url AS image_url, o.cnsm_amt, o.sale_amt, o.stock, p.max_buy_qty,
    (p.sold_out_yn = 'Y' OR o.stock = 0) AS sold_out, p.sale_stop_yn = 'Y' AS sale_stop, p.buy_rule
  FROM product_options o
  JOIN products p ON p.inm_prd_no = o.inm_prd_no
  JOIN brands b ON b.brand_cd = p.brand_cd
  JOIN categories c ON c.cat_id = p.cat_id
  LEFT JOIN product_images pi ON pi.inm_prd_no = p.inm_prd_no AND pi.sort_ord = 0
  WHERE o.inm_optn_prd_no IN (SELECT value FROM json_each(?))`;

function toDraft(row: OptionRow, qty: number, cartLineId: number | null): OrderLineDraft {
  return {
    cartLineId,
    inmOptnPrdNo: row.inm_optn_prd_no,
    inmPrdNo: row.inm_prd_no,
    productCode: row.product_code,
    prdCd: row.prd_cd,
    prdNm: row.prd_nm,
    prdOptnNm: row.prd_optn_nm,
    brandNm: row.brand_nm,
    catNm: row.cat_nm,
    imageUrl: row.image_url ?? productImagePath(row.inm_prd_no, 0),
    imageAlt: row.image_alt,
    qty,
    cnsmAmt: row.cnsm_amt,
    saleAmt: row.sale_amt,
    stock: row.stock,
    maxBuyQty: row.max_buy_qty,
    soldOut: row.sold_out === 1,
    saleStopped: row.sale_stop === 1,
    buyRule: row.buy_rule,
  };
}

/** `'{상품명} ({옵션})'`, how refusals name a line. */
export function lineLabel(line: Pick<OrderSheetLine, 'prdNm' | 'prdOptnNm'>): string {
  return line.prdOptnNm ? `${line.prdNm} (${line.prdOptnNm})` : line.prdNm;
}

/** The wanted (option, qty, cart line) triples: cart lines must be `incsNo`'s own. */
async function wantedItems(db: D1Database, incsNo: number, request: CheckoutRequest): Promise<{ option: string; qty: number; cartLineId: number | null }[]> {
  if (request.source !== 'CART') {
    const qtyByOption = new Map<string, number>();
    for (const item of request.items) qtyByOption.set(item.inmOptnPrdNo, (qtyByOption.get(item.inmOptnPrdNo) ?? 0) + item.qty);
    return [...qtyByOption].map(([option, qty]) => ({ option, qty, cartLineId: null }));
  }
  const ids = [...new Set(request.cartLineIds)];
  const { results } = await db
    .prepare('SELECT id, inm_optn_prd_no, qty FROM cart_lines WHERE incs_no = ? AND id IN (SELECT value FROM json_each(?)) ORDER BY added_at DESC, id DESC')
    .bind(incsNo, JSON.stringify(ids))
    .all<{ id: number; inm_optn_prd_no: string; qty: number }>();
  if (results.length !== ids.length) throw new GatewayError('ORDER_LINE_NOT_FOUND');
  return results.map((row) => ({ option: row.inm_optn_prd_no, qty: row.qty, cartLineId: row.id }));
}

/** The lines of `request` at `now`, checked as buyable then; throws the first refusal. */
export async function readOrderLines(db: D1Database, incsNo: number, request: CheckoutRequest, now: number): Promise<OrderLineDraft[]> {
  const wanted = await wantedItems(db, incsNo, request);
  if (wanted.length === 0) throw new GatewayError('ORDER_ITEMS_REQUIRED');
  const wantedOptions = wanted.map((item) => item.option);
  // Stock a lapsed checkout still holds is given back before it is read, not at the next cron run.
  await releaseLapsedHolds(db, wantedOptions, now);
  const { results } = await db.prepare(OPTION_SQL).bind(JSON.stringify(wantedOptions)).all<OptionRow>();
  const options = new Map(results.map((row) => [row.inm_optn_prd_no, row]));
  const lines = wanted.map((item) => {
    const row = options.get(item.option);
    if (!row) throw new GatewayError('OPTION_NOT_FOUND');
    return toDraft(row, item.qty, item.cartLineId);
  });
  checkBuyable(lines, request.source);
  return lines;
}

/** 판매중지, sold out, stock, per-product limit (summed over the product's options) and buy rules. */
function checkBuyable(lines: readonly OrderLineDraft[], source: CheckoutRequest['source']): void {
  const qtyByProduct = new Map<string, number>();
  for (const line of lines) {
    if (line.saleStopped) throw new GatewayError('PRODUCT_SALE_STOPPED', `판매가 중지된 상품입니다: ${lineLabel(line)}`);
    if (line.soldOut) throw new GatewayError('SOLD_OUT', `품절된 상품입니다: ${lineLabel(line)}`);
    if (line.qty > line.stock) throw new GatewayError('OUT_OF_STOCK', `${lineLabel(line)} 상품의 재고가 부족합니다. (구매 가능 ${line.stock}개)`);
    qtyByProduct.set(line.inmPrdNo, (qtyByProduct.get(line.inmPrdNo) ?? 0) + line.qty);
    if ((qtyByProduct.get(line.inmPrdNo) ?? 0) > line.maxBuyQty) {
      throw new GatewayError('ORDER_MAX_QTY_EXCEEDED', `${line.prdNm} 상품은 1회 최대 ${line.maxBuyQty}개까지 구매할 수 있습니다.`);
    }
    if (source === 'CART' && line.buyRule === 'DIRECT_ONLY')
      throw new GatewayError('DIRECT_ONLY_PRODUCT', `${line.prdNm} 상품은 바로구매로만 구매할 수 있습니다.`);
  }
  const products = new Set(lines.map((line) => line.inmPrdNo));
  if (source !== 'CART' && products.size === 1 && lines[0].buyRule === 'CART_ONLY') {
    throw new GatewayError('CART_ONLY_PRODUCT', `${lines[0].prdNm} 상품은 단독으로 구매할 수 없습니다. 다른 상품과 함께 장바구니에서 주문해 주세요.`);
  }
}
