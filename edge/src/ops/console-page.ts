/**
 * Serves the operator console (`/ops/console`, ADR 026): the files its own build put
 * in `dist/ops/console/`, and for any other path under it the app's page, which routes in the
 * browser. The console never shares the shop's pages' bundles or their policy: its own CSP allows
 * only its own scripts, and its styles (MUI's emotion) by a nonce drawn per answer, which the page
 * hands to emotion through `<meta name="csp-nonce">`. Never cached, never indexed.
 */
import type { Context } from 'hono';
import { randomToken } from '../auth/sessions';
import type { AppEnv } from '../env';

export const CONSOLE_BASE = '/ops/console';

/** The console's policy: nothing inline but its nonced styles, no frames, no other origin. */
export function consoleCsp(nonce: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
export async function consolePage(c: Context<AppEnv>): Promise<Response> {
  const url = new URL(c.req.url);
  const isFile = /\.[a-z0-9]+$/i.test(url.pathname) && !url.pathname.endsWith('.html');
  if (isFile) {
    const asset = await c.env.ASSETS.fetch(new Request(url, c.req.raw));
    if (asset.status === 404) return c.text('Not found', 404);
    const response = new Response(asset.body, asset);
    // Vite names its output by content: a file under assets/ never changes.
    if (url.pathname.startsWith(`${CONSOLE_BASE}/assets/`)) response.headers.set('Cache-Control', 'public, max-age=31536000, immutable');
    response.headers.set('X-Robots-Tag', 'noindex, nofollow');
    return response;
  }
  const page = await c.env.ASSETS.fetch(new Request(new URL(`${CONSOLE_BASE}/index.html`, url)));
  if (!page.ok) return c.text('The operator console is missing from the build (npm run build).', 500);
  // base64url is a valid CSP nonce; 128 random bits per answer.
  const nonce = randomToken(16);
  const response = new HTMLRewriter()
    .on('meta[name="csp-nonce"]', { element: (element) => void element.setAttribute('content', nonce) })
    .transform(new Response(page.body, { status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8' } }));
  response.headers.set('Content-Security-Policy', consoleCsp(nonce));
  response.headers.set('Cache-Control', 'no-store');
  response.headers.set('X-Robots-Tag', 'noindex, nofollow');
  response.headers.set('X-Frame-Options', 'DENY');
  return response;
}
