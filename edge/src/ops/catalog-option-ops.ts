/**
 * Options and stock in the console (`/ops/v1/catalog/options/save`, `stock/adjust`).
 * Every change is on every page within a minute (ADR 039); sold-out follows stock.
 */
import { OPS_CONTRACTS } from '#shared/schemas/ops-calls';
import { defineEndpoint } from '../gateway/endpoint';
import { GatewayError } from '../gateway/errors';
import { readProductOps } from './catalog-read';
import { insertOption, LIVE_CHANGE, nextNumbers, updateOption, writeCatalog } from './catalog-writes';

export const saveOption = defineEndpoint(OPS_CONTRACTS.saveOption, async ({ db, input }) => {
  const product = await db.prepare('SELECT brand_cd FROM products WHERE inm_prd_no = ?').bind(input.inmPrdNo).first<{ brand_cd: string }>();
  if (!product) throw new GatewayError('PRODUCT_NOT_FOUND');
  if (input.inmOptnPrdNo === undefined) {
    const prdCd = input.prdCd!;
    if (!prdCd.startsWith(product.brand_cd)) throw new GatewayError('CATALOG_PRD_CD_PREFIX');
    const next = await nextNumbers(db);
    const last = await db
      .prepare('SELECT COALESCE(MAX(sort_ord), -1) AS n FROM product_options WHERE inm_prd_no = ?')
      .bind(input.inmPrdNo)
      .first<{ n: number }>();
    await writeCatalog(db, [insertOption(db, { ...input, prdCd, inmOptnPrdNo: String(next.option), stock: input.stock ?? 0, sortOrd: last!.n + 1 })]);
  } else {
    const before = await db
      .prepare('SELECT prd_optn_nm FROM product_options WHERE inm_optn_prd_no = ? AND inm_prd_no = ?')
      .bind(input.inmOptnPrdNo, input.inmPrdNo)
      .first<{ prd_optn_nm: string }>();
    if (!before) throw new GatewayError('OPTION_NOT_FOUND');
    await writeCatalog(db, [updateOption(db, input.inmOptnPrdNo, input)]);
  }
  return { data: { ...(await readProductOps(db, input.inmPrdNo)), change: LIVE_CHANGE } };
});

export const adjustStock = defineEndpoint(OPS_CONTRACTS.adjustStock, async ({ db, input }) => {
  // One guarded statement: two adjustments racing can never take the stock below zero.
  const moved = await db
    .prepare('UPDATE product_options SET stock = stock + ?1 WHERE inm_optn_prd_no = ?2 AND stock + ?1 >= 0 RETURNING inm_prd_no')
    .bind(input.delta, input.inmOptnPrdNo)
    .first<{ inm_prd_no: string }>();
  if (!moved) {
    const exists = await db.prepare('SELECT 1 FROM product_options WHERE inm_optn_prd_no = ?').bind(input.inmOptnPrdNo).first();
    throw new GatewayError(exists ? 'STOCK_NOT_ENOUGH' : 'OPTION_NOT_FOUND');
  }
  return { data: { ...(await readProductOps(db, moved.inm_prd_no)), change: LIVE_CHANGE } };
});

export const CATALOG_OPTION_OPS = [saveOption, adjustStock];
