/**
 * `/robots.txt` and the sitemap (`/sitemap.xml`, `/sitemap-pages.xml`, `/sitemap-products-{n}.xml`),
 * answered by the worker with the request's own origin. The files are drawn from D1 through the
 * gateway's sitemap calls and kept in the Cache API by catalog generation, like catalog pages
 * (docs/decisions/039-catalog-pages-drawn-at-the-edge.md): a new product, or one taken off sale,
 * shows in the next read after the worker learns the generation moved (at most 10 s), never an
 * hour later. A crawler can wait, so a copy of an older generation is never served while it is
 * drawn again.
 */
import { Hono, type Context } from 'hono';
import { SITEMAP_FILE_MAX_URLS, SITEMAP_PRODUCTS_PAGE_MAX, type SitemapSummary } from '#shared/schemas/sitemap-calls';
import { gatewayCallerOf, logWithTrace } from '../catalog-live';
import { currentCatalogGeneration } from '../catalog-pages';
import { cachedPage, type CachedOutcome, type PageCacheDeps } from '../catalog-pages/page-cache';
import type { AppEnv } from '../env';
import { robotsTxt } from './robots';
import { drawSitemapFile, gatewaySitemapReader, PAGES_SITEMAP_PATH, type SitemapFile, type SitemapLimits, type SitemapReader } from './sitemap-files';

/** How long robots.txt may be kept. */
export const ROBOTS_MAX_AGE_SECONDS = 3600;
/** How long a crawler or a CDN may keep a sitemap file: about as long as the worker takes to see a change. */
export const SITEMAP_MAX_AGE_SECONDS = 60;
const CACHE_KEY_ORIGIN = 'https://sitemap.nokcha.internal';
const XML_TYPE = 'application/xml; charset=utf-8';

export interface SeoOptions {
  /** Epoch milliseconds; `Date.now` unless a test moves time. */
  now?: () => number;
  /** `caches.default` unless a test gives its own. */
  cache?: () => Promise<Cache>;
  /** Where the rows come from; the gateway unless a test replaces it. */
  reader?: (c: Context<AppEnv>) => SitemapReader;
  /** The current catalog generation; the isolate's memo of the gateway's unless a test reads D1 itself. */
  generation?: (c: Context<AppEnv>) => () => Promise<number>;
  /** URLs per products file (50,000) and products per gateway call (10,000), smaller in tests. */
  limits?: Partial<SitemapLimits>;
}

/** The SEO files as a sub-app for `app.route('/', …)`. */
export function seoRoutes(options: SeoOptions = {}): Hono<AppEnv> {
  const openCache = options.cache ?? (() => Promise.resolve(caches.default));
  const readerOf = options.reader ?? ((c: Context<AppEnv>) => gatewaySitemapReader(gatewayCallerOf(c)));
  const generationOf = options.generation ?? currentCatalogGeneration;
  const limits: SitemapLimits = { perFile: SITEMAP_FILE_MAX_URLS, pageSize: SITEMAP_PRODUCTS_PAGE_MAX, ...options.limits };

  async function serveSitemap(c: Context<AppEnv>, file: SitemapFile): Promise<Response> {
    const origin = new URL(c.req.url).origin;
    const reader = readerOf(c);
    const deps: PageCacheDeps = {
      cache: await openCache(),
      now: options.now ?? Date.now,
      currentGeneration: generationOf(c),
      onFailure: (error) => logWithTrace(c, gatewayCallerOf(c).traceId, error, 'sitemap not kept; an older copy served'),
    };
    const key = (name: string) => `${CACHE_KEY_ORIGIN}/${encodeURIComponent(origin)}/${name}`;
    // Every file starts from the summary; it is kept too, so the files of one generation read it once.
    const summary = async (): Promise<SitemapSummary> => {
      const kept = await cachedPage(
        key('summary.json'),
        async () => {
          const read = await reader.summary(limits.perFile);
          return { body: JSON.stringify(read), status: 200, generation: read.generation };
        },
        deps,
      );
      if (kept === 'not-found') throw new Error('the sitemap summary cannot be missing');
      return JSON.parse(kept.body) as SitemapSummary;
    };
    const name = file.kind === 'products' ? `products-${file.n}.xml` : `${file.kind}.xml`;
    let outcome: CachedOutcome;
    try {
      outcome = await cachedPage(
        key(name),
        async () => {
          const read = await summary();
          const xml = await drawSitemapFile(origin, file, read, reader, limits);
          return xml === 'not-found' ? xml : { body: xml, status: 200, generation: read.generation };
        },
        deps,
      );
    } catch (error) {
      // An empty or partial sitemap would tell crawlers the pages are gone; "try later" does not.
      logWithTrace(c, gatewayCallerOf(c).traceId, error, 'sitemap not built');
      return c.text('사이트맵을 만들지 못했습니다. 잠시 후 다시 시도해 주세요.', 503, { 'Retry-After': '600', 'Cache-Control': 'no-store' });
    }
    if (outcome === 'not-found') return c.notFound();
    return c.body(outcome.body, 200, {
      'Content-Type': XML_TYPE,
      'Cache-Control': `public, max-age=${SITEMAP_MAX_AGE_SECONDS}`,
      'X-Page-Cache': outcome.cache,
    });
  }

  const app = new Hono<AppEnv>();
  app.get('/robots.txt', (c) => c.text(robotsTxt(new URL(c.req.url).origin), 200, { 'Cache-Control': `public, max-age=${ROBOTS_MAX_AGE_SECONDS}` }));
  app.get('/sitemap.xml', (c) => serveSitemap(c, { kind: 'index' }));
  app.get(PAGES_SITEMAP_PATH, (c) => serveSitemap(c, { kind: 'pages' }));
  app.get('/:file{sitemap-products-[1-9][0-9]*\\.xml}', (c) => serveSitemap(c, { kind: 'products', n: Number(/\d+/.exec(c.req.param('file'))?.[0]) }));
  return app;
}
