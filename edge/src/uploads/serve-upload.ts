/**
 * `GET /uploads/{use}/{id}.{ext}` (issue 11 §1): a saved upload from R2 with its detected type,
 * a year's immutable cache (the id never names other bytes), ranges for video, and headers that
 * keep a browser from running it: `nosniff`, a sandboxing CSP, and only image or video types,
 * never HTML or SVG. Quarantined files have no public key, so they are never served.
 */
import type { Context } from 'hono';

const PATH = /^\/uploads\/(review|inquiry|posting-image|posting-video|product)\/([A-Za-z0-9_-]{16,40})\.([a-z0-9]{2,5})$/;
const SERVABLE = /^(image\/(jpeg|png|gif|webp)|video\/(mp4|quicktime|webm))$/;

function notFound(c: Context): Response {
  return c.text('파일을 찾을 수 없습니다.', 404, { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' });
}

export async function serveUpload(c: Context<{ Bindings: Env }>): Promise<Response> {
  const path = new URL(c.req.url).pathname;
  if (!PATH.test(path)) return notFound(c);
  const range = c.req.header('range');
  const object = await c.env.UPLOADS.get(path.slice(1), range ? { range: c.req.raw.headers } : {});
  if (!object || !('body' in object)) return notFound(c);
  const type = object.httpMetadata?.contentType ?? '';
  if (!SERVABLE.test(type)) return notFound(c);
  const headers = new Headers({
    'Content-Type': type,
    'Cache-Control': 'public, max-age=31536000, immutable',
    ETag: object.httpEtag,
    'Accept-Ranges': 'bytes',
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; sandbox",
    'Cross-Origin-Resource-Policy': 'same-site',
  });
  const part = object.range as { offset?: number; length?: number } | undefined;
  if (range && part && part.offset !== undefined && part.length !== undefined) {
    headers.set('Content-Range', `bytes ${part.offset}-${part.offset + part.length - 1}/${object.size}`);
    headers.set('Content-Length', String(part.length));
    return new Response(object.body, { status: 206, headers });
  }
  headers.set('Content-Length', String(object.size));
  return new Response(object.body, { status: 200, headers });
}
