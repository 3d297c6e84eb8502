/**
 * `GET /images/products/{inmPrdNo}-{n}.svg`: a product's drawn image, read from D1
 * (product_images.svg) instead of written into the build, so dist/ does not grow with the catalog
 * and a new product's image shows at once. SVG can carry script: `nosniff` and a CSP with no
 * script source keep a browser opening it directly from running any. Kept in the Cache API for
 * `IMAGE_MAX_AGE_SECONDS`; an uploaded photo lives under /uploads instead.
 */
import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { imageNotFound, keptSvgImage } from '../pages/svg-image';

export const PRODUCT_IMAGE_PREFIX = '/images/products/';
const IMAGE_PATH = /^\/images\/products\/(\d{1,20})-(\d{1,3})\.svg$/;
/**
 * An address names an image by its place in the gallery, which an operator's reordering changes
 * (docs/operator-catalog.md): five minutes keeps most views off D1 and a reorder shows soon.
 */
export const IMAGE_MAX_AGE_SECONDS = 300;

const SVG_SQL = 'SELECT svg FROM product_images WHERE inm_prd_no = ?1 AND sort_ord = ?2 AND svg IS NOT NULL';

export async function serveProductImage(c: Context<AppEnv>): Promise<Response> {
  const url = new URL(c.req.url);
  const match = IMAGE_PATH.exec(url.pathname);
  if (!match) return imageNotFound();
  return keptSvgImage(c, new Request(new URL(url.pathname, url.origin)), { maxAgeSeconds: IMAGE_MAX_AGE_SECONDS }, async () => {
    const row = await c.env.DB.prepare(SVG_SQL).bind(match[1], Number(match[2])).first<{ svg: string }>();
    return row?.svg ?? null;
  });
}
