/** Sitemap XML (sitemaps.org 0.9): a `<urlset>` of pages, or a `<sitemapindex>` of sitemap files. */
import type { SitemapEntry } from './sitemap-urls';

const XMLNS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text safe inside an XML element: the five predefined entities. */
export function xmlEscape(text: string): string {
  return text.replace(/[&<>"']/g, (character) => XML_ESCAPES[character]);
}

function entryXml(tag: 'url' | 'sitemap', entry: SitemapEntry): string {
  const lastmod = entry.lastmod === null ? '' : `<lastmod>${xmlEscape(entry.lastmod)}</lastmod>`;
  return `<${tag}><loc>${xmlEscape(entry.loc)}</loc>${lastmod}</${tag}>`;
}

/** A `<urlset>` of these pages. */
export function urlsetXml(entries: readonly SitemapEntry[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${XMLNS}">\n${entries.map((entry) => entryXml('url', entry)).join('\n')}\n</urlset>\n`;
}

/** A `<sitemapindex>` naming these sitemap files. */
export function sitemapIndexXml(files: readonly SitemapEntry[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${XMLNS}">\n${files.map((file) => entryXml('sitemap', file)).join('\n')}\n</sitemapindex>\n`;
}
