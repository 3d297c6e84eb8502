/**
 * `GET /images/products/{inmPrdNo}-{n}.svg`: a product's drawn image, read from D1
 * (product_images.svg) instead of written into the build, so dist/ does not grow with the catalog
 * and a new product's image shows at once. SVG can carry script: `nosniff` and a CSP with no
 * script source keep a browser opening it directly from running any. Kept in the Cache API for
 * `IMAGE_MAX_AGE_SECONDS`; an uploaded photo lives under /uploads instead.
 */
import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { waitUntilOf } from '../catalog-live';

export const PRODUCT_IMAGE_PREFIX = '/images/products/';
const IMAGE_PATH = /^\/images\/products\/(\d{1,20})-(\d{1,3})\.svg$/;
/**
 * An address names an image by its place in the gallery, which an operator's reordering changes
 * (docs/operator-catalog.md): five minutes keeps most views off D1 and a reorder shows soon.
 */
export const IMAGE_MAX_AGE_SECONDS = 300;
/** No script source at all, and `sandbox` so sources other middleware adds to every policy cannot run either. */
export const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

const SVG_SQL = 'SELECT svg FROM product_images WHERE inm_prd_no = ?1 AND sort_ord = ?2 AND svg IS NOT NULL';

function imageNotFound(): Response {
  return new Response('이미지를 찾을 수 없습니다.', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' },
  });
}

export async function serveProductImage(c: Context<AppEnv>): Promise<Response> {
  const url = new URL(c.req.url);
  const match = IMAGE_PATH.exec(url.pathname);
  if (!match) return imageNotFound();
  const key = new Request(new URL(url.pathname, url.origin));
  const hit = await caches.default.match(key);
  if (hit) return hit;
  const row = await c.env.DB.prepare(SVG_SQL).bind(match[1], Number(match[2])).first<{ svg: string }>();
  if (!row) return imageNotFound();
  const response = new Response(row.svg, {
    headers: {
      'Content-Type': 'image/svg+xml',
      'Cache-Control': `public, max-age=${IMAGE_MAX_AGE_SECONDS}`,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': SVG_CSP,
    },
  });
  const store = caches.default.put(key, response.clone()).catch(() => undefined);
  const waitUntil = waitUntilOf(c);
  if (waitUntil) waitUntil(store);
  else await store;
  return response;
}
