/**
 * Products in the console (`/ops/v1/catalog/products/*`, ADR 027): the list pages and filters
 * on the gateway; a product is read with its options and images; a save creates or changes one.
 * Catalog pages are drawn from D1 by catalog generation (ADR 039), so every change is on every
 * page within a minute, which the answer's `change` says; 판매중지 has its own call.
 */
import { toDttm14 } from '#shared/format';
import { OPS_CONTRACTS } from '#shared/schemas/ops-calls';
import { escapeLike } from '#shared/search/search-text';
import { defineEndpoint } from '../gateway/endpoint';
import { GatewayError } from '../gateway/errors';
import { BRIEF_COLUMNS, BRIEF_FROM, briefOf, readChoices, readProductOps } from './catalog-read';
import {
  checkReferences,
  insertOption,
  insertPlaceholderImage,
  insertProduct,
  LIVE_CHANGE,
  nextNumbers,
  updateProduct,
  upsertSearchDoc,
  writeCatalog,
  type ProductColumns,
} from './catalog-writes';
import { pagedAnswer } from './paged-rows';

const LIST_WHERE = `(?1 IS NULL OR p.product_code = ?1 OR p.inm_prd_no = ?1 OR p.prd_nm LIKE ?2 ESCAPE '\\' OR b.brand_nm LIKE ?2 ESCAPE '\\')
  AND (?3 IS NULL OR p.brand_cd = ?3) AND (?4 IS NULL OR p.cat_id = ?4) AND (?5 IS NULL OR p.sale_stop_yn = ?5)`;

export const listProductsForOps = defineEndpoint(OPS_CONTRACTS.listProducts, async ({ db, input }) => {
  const keyword = input.keyword || null;
  const binds = [keyword, keyword ? `%${escapeLike(keyword)}%` : null, input.brandCd || null, input.catId ?? null, input.saleStopYn ?? null];
  return pagedAnswer(db, input, { select: BRIEF_COLUMNS, from: BRIEF_FROM, where: LIST_WHERE, orderBy: 'p.reg_dttm DESC, p.inm_prd_no DESC', binds }, briefOf);
});

export const getCatalogChoices = defineEndpoint(OPS_CONTRACTS.getCatalogChoices, async ({ db }) => ({ data: await readChoices(db) }));

export const getProductForOps = defineEndpoint(OPS_CONTRACTS.getProduct, async ({ db, input }) => ({ data: await readProductOps(db, input.inmPrdNo) }));

export const saveProduct = defineEndpoint(OPS_CONTRACTS.saveProduct, async ({ db, input }) => {
  const { inmPrdNo, productCode, ...fields } = input;
  await checkReferences(db, fields);
  const now = Date.now();
  if (inmPrdNo === undefined) {
    const next = await nextNumbers(db);
    const number = String(next.product);
    // One option to sell (out of stock until stock comes in) and a drawn image: the shop needs both.
    await writeCatalog(db, [
      insertProduct(db, number, productCode ?? `${fields.brandCd.slice(0, 2)}${number}`, fields, toDttm14(now)),
      insertOption(db, {
        ...fields,
        prdOptnNm: '단품',
        inmOptnPrdNo: String(next.option),
        inmPrdNo: number,
        prdCd: `${fields.brandCd}${number}01`,
        stock: 0,
        sortOrd: 0,
      }),
      insertPlaceholderImage(db, number, fields.prdNm),
      upsertSearchDoc(db, number, fields.prdNm),
    ]);
    return { data: { ...(await readProductOps(db, number)), change: LIVE_CHANGE } };
  }
  const before = await db.prepare('SELECT * FROM products WHERE inm_prd_no = ?').bind(inmPrdNo).first<ProductColumns>();
  if (!before) throw new GatewayError('PRODUCT_NOT_FOUND');
  // Option codes start with the brand code (migration 0003), so a listed product keeps its brand.
  if (before.brand_cd !== fields.brandCd) throw new GatewayError('CATALOG_BRAND_LOCKED');
  await writeCatalog(db, [updateProduct(db, inmPrdNo, fields), upsertSearchDoc(db, inmPrdNo, fields.prdNm)]);
  return { data: { ...(await readProductOps(db, inmPrdNo)), change: LIVE_CHANGE } };
});

/**
 * 판매중지 set or cleared. The catalog generation moves with the row (migration 0039), so lists,
 * search and the sitemap drop or show the product within a minute; search_docs follows by trigger.
 */
export const setSaleStop = defineEndpoint(OPS_CONTRACTS.setSaleStop, async ({ db, input }) => {
  const changed = await db.prepare('UPDATE products SET sale_stop_yn = ? WHERE inm_prd_no = ?').bind(input.saleStopYn, input.inmPrdNo).run();
  if (changed.meta.changes === 0) throw new GatewayError('PRODUCT_NOT_FOUND');
  const message =
    input.saleStopYn === 'Y'
      ? '판매중지했습니다. 1분 안에 목록·검색·사이트맵에서 빠집니다.'
      : '판매중지를 해제했습니다. 1분 안에 목록·검색·사이트맵에 다시 보입니다.';
  return { data: { ...(await readProductOps(db, input.inmPrdNo)), change: { message } } };
});

export const CATALOG_PRODUCT_OPS = [listProductsForOps, getCatalogChoices, getProductForOps, saveProduct, setSaleStop];
