/**
 * What a catalog page's renderer hands the worker (docs/decisions/039-catalog-pages-drawn-at-the-edge.md):
 * the markup for the shell's `[data-catalog-slot]` and what the head says, drawn from one gateway
 * answer. Renderers escape every value they print; the head is written through HTMLRewriter's text
 * and attribute APIs, which escape it again for their context.
 */
import type { Context } from 'hono';
import type { JsonLd } from '#shared/seo/json-ld';
import type { AppEnv } from '../env';

export interface PageHead {
  /** The document title without the shop's name (the shell adds ` | 녹차숍`); og:title. */
  title: string;
  /** The whole document title where it is not `title | 녹차숍` (the main page leads with the shop's name). */
  documentTitle?: string;
  description: string;
  /** The page's public path with its query, for the canonical link and og:url. */
  canonicalPath: string;
  ogType?: 'website' | 'product';
  /** A path on the shop's origin for og:image; none removes the tag. */
  imagePath?: string;
  /**
   * Structured data. A function is given the shop's public origin (the shell's, as for the
   * canonical link), for data whose URLs must be absolute.
   */
  jsonLd?: readonly (JsonLd | ((origin: string) => JsonLd))[];
  /** `noindex` for a page crawlers should drop (a product taken off sale). */
  robots?: 'noindex';
  /** The page's heading (the PC `<h1>` and the mobile header's title) where the shell has one. */
  heading?: string;
}

export interface RenderedPage {
  /** Inner markup of the shell's `[data-catalog-slot]`. */
  html: string;
  head: PageHead;
  /** What the header's search field holds: the search page's query. */
  searchQuery?: string;
  /** 410 for a product taken off sale: the page says so, crawlers drop it. */
  status?: 200 | 410;
  /** The catalog generation the data was read at (the gateway's page answer names it). */
  generation: number;
  /**
   * Epoch ms at which the page changes by itself (a hot deal ends, an event starts): the cached
   * copy counts as stale from then on, though nothing was written.
   */
  validUntil?: number;
}

export type PageRender = RenderedPage | 'not-found';

/** Draws one catalog page of `url`; throws when the gateway fails. */
export type CatalogPageRenderer = (c: Context<AppEnv>, url: URL) => Promise<PageRender>;
