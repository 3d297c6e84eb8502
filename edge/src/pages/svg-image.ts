/**
 * Drawn SVG images the worker serves from D1 (product images, event banners, broadcast posters):
 * the answer that keeps a browser opening one directly from running script in it (`nosniff` and a
 * CSP with no script source), kept in the Cache API under its address for as long as a browser may
 * keep it too.
 */
import type { Context } from 'hono';
import { waitUntilOf } from '../catalog-live';
import type { AppEnv } from '../env';

/**
 * No script source: inline styles only, as the drawn images use; `sandbox` too, so sources other
 * middleware adds to every policy cannot run either.
 */
export const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

export function imageNotFound(): Response {
  return new Response('이미지를 찾을 수 없습니다.', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' },
  });
}

/**
 * The image at `key`: the kept copy, or `load`'s SVG (null: the 404 answer) kept for `maxAgeSeconds`
 * with the policy `SVG_CSP`.
 */
export async function keptSvgImage(
  c: Context<AppEnv>,
  key: Request,
  { maxAgeSeconds }: { maxAgeSeconds: number },
  load: () => Promise<string | null>,
): Promise<Response> {
  const kept = await caches.default.match(key);
  if (kept) return new Response(kept.body, kept);
  const svg = await load();
  if (svg === null) return imageNotFound();
  const response = new Response(svg, {
    headers: {
      'Content-Type': 'image/svg+xml',
      'Cache-Control': `public, max-age=${maxAgeSeconds}`,
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
