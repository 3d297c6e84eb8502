/**
 * Product images in the console: photos uploaded to R2 (the file is the request's
 * body, checked by its bytes, ADR 019), put in order (the first is the main image) and removed.
 * Catalog pages are drawn from D1 (ADR 039), so each change is on every page within a minute.
 */
import { PRODUCT_IMAGE_RULE } from '#shared/catalog/product-image-rule';
import { OPS_CONTRACTS } from '#shared/schemas/ops-calls';
import { randomToken } from '../auth/sessions';
import { defineEndpoint } from '../gateway/endpoint';
import { GatewayError } from '../gateway/errors';
import { fileCallRoutes } from '../gateway/file-call-routes';
import { storeChecked } from '../uploads/receive-upload';
import { audited } from './audit';
import { readProductOps } from './catalog-read';
import { LIVE_CHANGE } from './catalog-writes';

/** Sort orders move out of the way first, so renumbering never meets the primary key. */
const ASIDE = 1000;

async function sortOrdsOf(db: D1Database, inmPrdNo: string): Promise<number[]> {
  const product = await db.prepare('SELECT 1 FROM products WHERE inm_prd_no = ?').bind(inmPrdNo).first();
  if (!product) throw new GatewayError('PRODUCT_NOT_FOUND');
  const { results } = await db.prepare('SELECT sort_ord FROM product_images WHERE inm_prd_no = ? ORDER BY sort_ord').bind(inmPrdNo).all<{ sort_ord: number }>();
  return results.map((row) => row.sort_ord);
}

const imagesChanged = async (db: D1Database, inmPrdNo: string) => ({ data: { ...(await readProductOps(db, inmPrdNo)), change: LIVE_CHANGE } });

export const orderProductImages = defineEndpoint(OPS_CONTRACTS.orderProductImages, async ({ db, input }) => {
  const current = await sortOrdsOf(db, input.inmPrdNo);
  const wanted = [...input.order].sort((a, b) => a - b);
  if (wanted.length !== current.length || wanted.some((sortOrd, index) => sortOrd !== current[index])) throw new GatewayError('CATALOG_IMAGE_ORDER_INVALID');
  const move = db.prepare('UPDATE product_images SET sort_ord = ? WHERE inm_prd_no = ? AND sort_ord = ?');
  await db.batch([
    db.prepare('UPDATE product_images SET sort_ord = sort_ord + ? WHERE inm_prd_no = ?').bind(ASIDE, input.inmPrdNo),
    ...input.order.map((sortOrd, index) => move.bind(index, input.inmPrdNo, sortOrd + ASIDE)),
  ]);
  return imagesChanged(db, input.inmPrdNo);
});

export const removeProductImage = defineEndpoint(OPS_CONTRACTS.removeProductImage, async ({ db, input }) => {
  const current = await sortOrdsOf(db, input.inmPrdNo);
  if (!current.includes(input.sortOrd)) throw new GatewayError('CATALOG_IMAGE_NOT_FOUND');
  if (current.length === 1) throw new GatewayError('CATALOG_IMAGE_LAST');
  await db.batch([
    db.prepare('DELETE FROM product_images WHERE inm_prd_no = ? AND sort_ord = ?').bind(input.inmPrdNo, input.sortOrd),
    // The ones after it move up one, so the gallery stays numbered from 0 (the main image).
    db.prepare('UPDATE product_images SET sort_ord = sort_ord + ? WHERE inm_prd_no = ? AND sort_ord > ?').bind(ASIDE - 1, input.inmPrdNo, input.sortOrd),
    db.prepare('UPDATE product_images SET sort_ord = sort_ord - ? WHERE inm_prd_no = ? AND sort_ord >= ?').bind(ASIDE, input.inmPrdNo, ASIDE),
  ]);
  // A removed photo's bytes stay in R2: a page copy kept at the edge may show it for up to a minute.
  return imagesChanged(db, input.inmPrdNo);
});

/**
 * `POST /ops/v1/catalog/images/upload?inmPrdNo=…&alt=…` with the photo as the body, stored as the
 * product's last image, checked by its bytes and streamed to R2 rather than held whole; the R2
 * object is deleted again if D1 refuses the row.
 */
export const uploadProductImage = defineEndpoint(OPS_CONTRACTS.uploadProductImage, async ({ c, db, input, query }) => {
  const current = await sortOrdsOf(db, query.inmPrdNo);
  if (current.length >= PRODUCT_IMAGE_RULE.maxFiles) throw new GatewayError('CATALOG_IMAGE_TOO_MANY');
  const id = randomToken(16);
  let key = '';
  await storeChecked(c.env.UPLOADS, (ext) => (key = `uploads/product/${id}.${ext}`), { rule: PRODUCT_IMAGE_RULE, body: input.stream, length: input.length });
  try {
    await db.batch([
      db
        .prepare('INSERT INTO product_images (inm_prd_no, sort_ord, alt, url) VALUES (?, ?, ?, ?)')
        .bind(query.inmPrdNo, current.length === 0 ? 0 : Math.max(...current) + 1, query.alt, `/${key}`),
    ]);
  } catch (error) {
    await c.env.UPLOADS.delete(key);
    throw error;
  }
  return imagesChanged(db, query.inmPrdNo);
});

/** The image upload alone, ahead of the operator API's body limit (file-call-routes.ts), audited as there. */
const served = fileCallRoutes([audited(uploadProductImage)]);
/** Where index.ts mounts `catalogImageUpload`: the folder of the upload's path under `/ops`. */
export const CATALOG_IMAGE_UPLOAD_BASE = served.base;
export const catalogImageUpload = served.routes;

export const CATALOG_IMAGE_OPS = [uploadProductImage, orderProductImages, removeProductImage];
