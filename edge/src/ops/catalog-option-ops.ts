/**
 * Options and stock in the console (`/ops/v1/catalog/options/save`, `stock/adjust`).
 * Option prices and stock are live at once (sold-out follows stock); a renamed or new option waits
 * for a rebuild, since the product page lists its options as built.
 */
import { OPS_CONTRACTS } from '#shared/schemas/ops-contracts';
import { forgetLiveInfo } from '../catalog-live/live-info-cache';
import { defineEndpoint } from '../gateway/endpoint';
import { GatewayError } from '../gateway/errors';
import { readProductOps } from './catalog-read';
import { changeOf, insertOption, nextNumbers, updateOption, waitForRebuild, writeCatalog } from './catalog-writes';

export const saveOption = defineEndpoint(OPS_CONTRACTS.saveOption, async ({ db, input }) => {
  const product = await db.prepare('SELECT brand_cd FROM products WHERE inm_prd_no = ?').bind(input.inmPrdNo).first<{ brand_cd: string }>();
  if (!product) throw new GatewayError('PRODUCT_NOT_FOUND');
  let labels: string[];
  if (input.inmOptnPrdNo === undefined) {
    const prdCd = input.prdCd!;
    if (!prdCd.startsWith(product.brand_cd)) throw new GatewayError('CATALOG_PRD_CD_PREFIX');
    const next = await nextNumbers(db);
    const last = await db
      .prepare('SELECT COALESCE(MAX(sort_ord), -1) AS n FROM product_options WHERE inm_prd_no = ?')
      .bind(input.inmPrdNo)
      .first<{ n: number }>();
    labels = ['새 옵션'];
    await writeCatalog(db, [
      insertOption(db, { ...input, prdCd, inmOptnPrdNo: String(next.option), stock: input.stock ?? 0, sortOrd: last!.n + 1 }),
      ...waitForRebuild(db, input.inmPrdNo, labels),
    ]);
  } else {
    const before = await db
      .prepare('SELECT prd_optn_nm FROM product_options WHERE inm_optn_prd_no = ? AND inm_prd_no = ?')
      .bind(input.inmOptnPrdNo, input.inmPrdNo)
      .first<{ prd_optn_nm: string }>();
    if (!before) throw new GatewayError('OPTION_NOT_FOUND');
    labels = before.prd_optn_nm === input.prdOptnNm ? [] : ['옵션명'];
    await writeCatalog(db, [updateOption(db, input.inmOptnPrdNo, input), ...waitForRebuild(db, input.inmPrdNo, labels)]);
  }
  await forgetLiveInfo(input.inmPrdNo);
  return { data: { ...(await readProductOps(db, input.inmPrdNo)), change: changeOf(labels) } };
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
  await forgetLiveInfo(moved.inm_prd_no);
  return { data: { ...(await readProductOps(db, moved.inm_prd_no)), change: changeOf([]) } };
});

export const CATALOG_OPTION_OPS = [saveOption, adjustStock];
