/**
 * `/robots.txt` and `/sitemap.xml`, answered by the worker with the request's own
 * origin. The sitemap's URL list is read from the gateway in process and kept an hour in the
 * Cache API (one entry per origin), so crawlers never cost more than one catalog walk an hour.
 */
import { Hono, type Context } from 'hono';
import { GetCategoryTreeResponseSchema, GetProductListResponseSchema } from '#shared/schemas/display-calls';
import { gatewayCallerOf, logWithTrace, waitUntilOf } from '../catalog-live';
import { callGatewayInProcess, type GatewayCaller } from '../catalog-live/in-process-gateway';
import type { AppEnv } from '../env';
import { robotsTxt } from './robots';
import { collectSitemapUrls, type SitemapSources } from './sitemap-urls';
import { sitemapFile, SITEMAP_MAX_URLS } from './sitemap-xml';

/** How long the sitemap's URL list (and robots.txt) may be kept. */
export const SITEMAP_MAX_AGE_SECONDS = 3600;
const CACHE_KEY_ORIGIN = 'https://sitemap.nokcha.internal';
/** A catalog walk of many pages may take a while; a single call still has a limit. */
const SITEMAP_CALL_TIMEOUT_MS = 10_000;
const XML_TYPE = 'application/xml; charset=utf-8';

/** getCategoryTree and getProductList through the gateway, as the sitemap reads them. */
export function gatewaySitemapSources(caller: GatewayCaller): SitemapSources {
  return {
    categoryTree: async () =>
      (
        await callGatewayInProcess(
          caller,
          { method: 'GET', path: '/dp/display/category/v1/getCategoryTree' },
          GetCategoryTreeResponseSchema,
          SITEMAP_CALL_TIMEOUT_MS,
        )
      ).data,
    productPage: async (page, size) =>
      (
        await callGatewayInProcess(
          caller,
          { method: 'POST', path: '/dp/display/product/v1/getProductList', body: { page, size } },
          GetProductListResponseSchema,
          SITEMAP_CALL_TIMEOUT_MS,
        )
      ).data,
  };
}

export interface SeoOptions {
  /** Epoch milliseconds; `Date.now` unless a test moves time. */
  now?: () => number;
  /** `caches.default` unless a test gives its own. */
  cache?: () => Promise<Cache>;
  /** Where the catalog comes from; the gateway unless a test replaces it. */
  sources?: (c: Context<AppEnv>) => SitemapSources;
  /** URLs per sitemap file; 50,000 except in tests. */
  maxUrls?: number;
}

interface CachedUrls {
  generatedAt: number;
  urls: string[];
}

/** The SEO files as a sub-app for `app.route('/', …)`. */
export function seoRoutes(options: SeoOptions = {}): Hono<AppEnv> {
  const now = options.now ?? Date.now;
  const openCache = options.cache ?? (() => Promise.resolve(caches.default));
  const sourcesOf = options.sources ?? ((c: Context<AppEnv>) => gatewaySitemapSources(gatewayCallerOf(c)));
  const maxUrls = options.maxUrls ?? SITEMAP_MAX_URLS;

  async function sitemapUrls(c: Context<AppEnv>, origin: string): Promise<string[]> {
    const cache = await openCache();
    const key = `${CACHE_KEY_ORIGIN}/${encodeURIComponent(origin)}/urls.json`;
    const hit = await cache.match(key);
    if (hit) {
      const cached = (await hit.json()) as CachedUrls;
      const age = now() - cached.generatedAt;
      if (age >= 0 && age < SITEMAP_MAX_AGE_SECONDS * 1000) return cached.urls;
    }
    const urls = await collectSitemapUrls(origin, sourcesOf(c));
    const body = JSON.stringify({ generatedAt: now(), urls } satisfies CachedUrls);
    const write = cache.put(
      key,
      new Response(body, { headers: { 'Content-Type': 'application/json', 'Cache-Control': `max-age=${SITEMAP_MAX_AGE_SECONDS}` } }),
    );
    const waitUntil = waitUntilOf(c);
    if (waitUntil) waitUntil(write);
    else await write;
    return urls;
  }

  async function serveSitemap(c: Context<AppEnv>, part: number): Promise<Response> {
    const origin = new URL(c.req.url).origin;
    let urls: string[];
    try {
      urls = await sitemapUrls(c, origin);
    } catch (error) {
      // An empty or partial sitemap would tell crawlers the pages are gone; "try later" does not.
      const caller = gatewayCallerOf(c);
      logWithTrace(c, caller.traceId, error, 'sitemap not built');
      return c.text('사이트맵을 만들지 못했습니다. 잠시 후 다시 시도해 주세요.', 503, { 'Retry-After': '600', 'Cache-Control': 'no-store' });
    }
    const xml = sitemapFile(origin, urls, part, maxUrls);
    if (xml === null) return c.notFound();
    return c.body(xml, 200, { 'Content-Type': XML_TYPE, 'Cache-Control': `public, max-age=${SITEMAP_MAX_AGE_SECONDS}` });
  }

  const app = new Hono<AppEnv>();
  app.get('/robots.txt', (c) => c.text(robotsTxt(new URL(c.req.url).origin), 200, { 'Cache-Control': `public, max-age=${SITEMAP_MAX_AGE_SECONDS}` }));
  app.get('/sitemap.xml', (c) => serveSitemap(c, 0));
  app.get('/:file{sitemap-[1-9][0-9]*\\.xml}', (c) => serveSitemap(c, Number(/\d+/.exec(c.req.param('file'))?.[0])));
  return app;
}
