/**
 * Serves what is not an API: screens of the route table from their static pages, other files
 * from ASSETS as they are, and the 404 screen for everything else. Catalog pages are shells filled
 * from D1 on the way out (`../catalog-pages`).
 */
import type { Context } from 'hono';
import { matchRoute, shellPath, type RouteDef } from '#shared/routes';
import { LOCALE_BASE } from '#shared/site-path';
import { CATALOG_PAGE_ROUTES, catalogPage } from '../catalog-pages';
import { contentFor, fillContentSlot } from '../content/content-slot';
import { readConfig } from '../config';
import type { AppEnv } from '../env';
import { renderVariant, type VariantOptions } from './layout-rewriter';
import { keptVariant } from './kept-variant';
import { requestTags } from '../tags/page-tags';
import { viewTokenMinter } from '../rum/view-token';

/** Static pages the worker itself serves, never under their own URL. */
export const NOT_FOUND_PAGE = '/404.html';
export const ERROR_PAGE = '/500.html';

/** Request headers that can change the layout; caches keep one copy per combination. */
export const LAYOUT_VARY = 'User-Agent, CF-Device-Type, CloudFront-Is-Mobile-Viewer, CloudFront-Is-Tablet-Viewer, CloudFront-Is-Desktop-Viewer';

/** Hashed build output never changes; fonts change only with a new folder name. */
const CACHE_RULES: [prefix: string, cacheControl: string][] = [
  ['/_astro/', 'public, max-age=31536000, immutable'],
  ['/fonts/', 'public, max-age=2592000'],
];

export async function servePage(c: Context<AppEnv>): Promise<Response> {
  const url = new URL(c.req.url);
  const path = url.pathname;
  if (path.length > 1 && path.endsWith('/') && path.startsWith(`${LOCALE_BASE}/`)) {
    return c.redirect(path.replace(/\/+$/, '') + url.search, 301);
  }
  const match = matchRoute(path);
  if (match) return serveScreen(c, match.route, url);
  if (!path.endsWith('.html')) {
    const asset = await c.env.ASSETS.fetch(new Request(url, c.req.raw));
    if (asset.status !== 404) return withAssetCaching(asset, path);
  }
  return notFoundScreen(c);
}

async function serveScreen(c: Context<AppEnv>, route: RouteDef, url: URL): Promise<Response> {
  const catalogRoute = CATALOG_PAGE_ROUTES[route.path];
  if (catalogRoute) return serveCatalogScreen(c, await catalogPage(c, route, catalogRoute, url));
  // A page built for this exact URL wins; otherwise the route's one shell page serves it.
  let page = await fetchPage(c, `${url.pathname}/index.html`);
  if (page.status === 404) page = await fetchPage(c, `${shellPath(route)}/index.html`);
  if (!page.ok) throw new Error(`The page of ${route.path || '/'} is missing from the build`);
  const content = await contentFor(c, route, url);
  if (content === 'not-found') return notFoundScreen(c);
  const options = variantOptions(c);
  const variant = renderVariant(page, options);
  const response = content ? fillContentSlot(variant, content) : variant;
  response.headers.set('Vary', LAYOUT_VARY);
  // A page view's speed token is that visitor's alone (docs/operator-speed.md): no shared cache may hand it on.
  const audience = options.rumViewToken ? 'private' : 'public';
  response.headers.set('Cache-Control', route.loginRequired ? 'private, no-store' : `${audience}, max-age=0, must-revalidate`);
  return response;
}

/** A catalog page drawn at the edge (../catalog-pages), in this visitor's layout. */
async function serveCatalogScreen(c: Context<AppEnv>, outcome: Awaited<ReturnType<typeof catalogPage>>): Promise<Response> {
  if (outcome === 'not-found') return notFoundScreen(c);
  const options = variantOptions(c);
  const html = await keptVariant(outcome.copyId, outcome.body, options, outcome.drawn);
  const response = new Response(html, { status: outcome.status, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
  response.headers.set('Vary', LAYOUT_VARY);
  response.headers.set('Cache-Control', `${options.rumViewToken ? 'private' : 'public'}, max-age=0, must-revalidate`);
  // Whether the edge copy served: operators and the benchmarks read it.
  response.headers.set('X-Page-Cache', outcome.cache);
  return response;
}

/** The 404 screen with the message `Page not found: {path}`. */
export async function notFoundScreen(c: Context<AppEnv>): Promise<Response> {
  const page = await fetchPage(c, NOT_FOUND_PAGE);
  const path = new URL(c.req.url).pathname;
  if (!page.ok) return c.text(`Page not found: ${path}`, 404);
  const response = renderVariant(page, { ...variantOptions(c), notFoundMessage: `Page not found: ${path}` }, 404);
  response.headers.set('Vary', LAYOUT_VARY);
  response.headers.set('Cache-Control', 'no-store');
  return response;
}

/** Options for the visitor of this request; shared with the error screen. */
export function variantOptions(c: Context<AppEnv>): VariantOptions {
  const config = readConfig(c.env);
  const device = c.get('device');
  return {
    device,
    environment: config.environment,
    deviceRefresh: config.deviceRefresh,
    cs: { phone: config.csPhone, hours: config.csHours },
    tags: requestTags(c),
    // Crawlers' beacons are kept nowhere (../rum/rum-collect.ts): their pages need no token.
    rumViewToken: device.isCrawler ? undefined : viewTokenMinter(c.env),
  };
}

export function fetchPage(c: Context<AppEnv>, path: string): Promise<Response> {
  return c.env.ASSETS.fetch(new Request(new URL(path, c.req.url)));
}

function withAssetCaching(asset: Response, path: string): Response {
  const rule = CACHE_RULES.find(([prefix]) => path.startsWith(prefix));
  if (!rule || !asset.ok) return asset;
  const response = new Response(asset.body, asset);
  response.headers.set('Cache-Control', rule[1]);
  return response;
}
