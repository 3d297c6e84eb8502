/**
 * `GET /uploads/{use}/{id}.{ext}` (ADR 019): a saved upload from R2 with its detected type, ranges
 * for video, and headers that keep a browser from running it: `nosniff`, a sandboxing CSP, and
 * only image or video types, never HTML or SVG. Quarantined files have no public key, so they are
 * never served. A public file gets a year's immutable cache (the id never names other bytes); a
 * private one (upload-audience.ts) is answered only to the member who sent it, by their login
 * cookie or Bearer token, with `private, no-store`, and as not found to anyone else.
 */
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { bearerToken, resolveSession } from '#edge/auth/sessions';
import { readConfig } from '#edge/config';
import { audienceOf, uploadFileOf } from './upload-audience';

const SERVABLE = /^(image\/(jpeg|png|gif|webp)|video\/(mp4|quicktime|webm))$/;
export const PUBLIC_CACHE = 'public, max-age=31536000, immutable';
export const PRIVATE_CACHE = 'private, no-store';

export function notFound(c: Context): Response {
  return c.text('파일을 찾을 수 없습니다.', 404, { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' });
}

/** The R2 object at `key`, or a part of it for a `Range` request, with the headers above. */
export async function sendUpload<E extends { Bindings: Env }>(c: Context<E>, key: string, cacheControl: string): Promise<Response> {
  const range = c.req.header('range');
  const object = await c.env.UPLOADS.get(key, range ? { range: c.req.raw.headers } : {});
  if (!object || !('body' in object)) return notFound(c);
  const type = object.httpMetadata?.contentType ?? '';
  if (!SERVABLE.test(type)) return notFound(c);
  const headers = new Headers({
    'Content-Type': type,
    'Cache-Control': cacheControl,
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

/** The member logged in on this request: an `<img>` sends the auth cookie, an app the Bearer token. */
async function viewerOf(c: Context<{ Bindings: Env }>): Promise<number | null> {
  const token = bearerToken(c.req.header('authorization')) ?? getCookie(c, readConfig(c.env).authCookie);
  return (await resolveSession(c.env.DB, token))?.incsNo ?? null;
}

export async function serveUpload(c: Context<{ Bindings: Env }>): Promise<Response> {
  const file = uploadFileOf(new URL(c.req.url).pathname);
  if (!file) return notFound(c);
  const audience = await audienceOf(c.env.DB, file);
  if (!audience) return notFound(c);
  if (audience.kind === 'PUBLIC') return sendUpload(c, file.key, PUBLIC_CACHE);
  // Another member learns nothing, not even that the file exists.
  if ((await viewerOf(c)) !== audience.incsNo) return notFound(c);
  return sendUpload(c, file.key, PRIVATE_CACHE);
}
