/**
 * Sitemap XML (sitemaps.org 0.9). One file holds at most 50,000 URLs; a longer list becomes a
 * sitemap index at `/sitemap.xml` naming `/sitemap-1.xml`, `/sitemap-2.xml`, … of 50,000 each.
 */
export const SITEMAP_MAX_URLS = 50_000;
const XMLNS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text safe inside an XML element: the five predefined entities. */
export function xmlEscape(text: string): string {
  return text.replace(/[&<>"']/g, (character) => XML_ESCAPES[character]);
}

/** A `<urlset>` of these absolute URLs. */
export function urlsetXml(urls: readonly string[]): string {
  const entries = urls.map((url) => `<url><loc>${xmlEscape(url)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${XMLNS}">\n${entries}\n</urlset>\n`;
}

/** A `<sitemapindex>` naming these absolute sitemap URLs. */
export function sitemapIndexXml(sitemaps: readonly string[]): string {
  const entries = sitemaps.map((url) => `<sitemap><loc>${xmlEscape(url)}</loc></sitemap>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${XMLNS}">\n${entries}\n</sitemapindex>\n`;
}

/**
 * The XML of sitemap file `part` (0 for `/sitemap.xml`, n for `/sitemap-n.xml`) over `urls`, or
 * null when there is no such file. `maxUrls` is 50,000 except in tests.
 */
export function sitemapFile(origin: string, urls: readonly string[], part: number, maxUrls = SITEMAP_MAX_URLS): string | null {
  const parts = Math.ceil(urls.length / maxUrls);
  if (parts <= 1) return part === 0 ? urlsetXml(urls) : null;
  if (part === 0) return sitemapIndexXml(Array.from({ length: parts }, (_, index) => `${origin}/sitemap-${index + 1}.xml`));
  if (part > parts) return null;
  return urlsetXml(urls.slice((part - 1) * maxUrls, part * maxUrls));
}
