/**
 * A kept catalog page in one visitor's layout. The layout rewrite (./layout-rewriter.ts) gives the
 * same HTML to every visitor with the same device, tags and settings, so an isolate keeps it per
 * copy and per variant (docs/decisions/041-pages-kept-in-the-isolate.md); only the page view's
 * speed token, which is each visitor's own, is added per answer.
 */
import { escapeHtml } from '#shared/escape-html';
import { BoundedLru, ISOLATE_PAGE_BYTES, stringBytes } from '../catalog-pages/isolate-memory';
import { renderVariant, type VariantOptions } from './layout-rewriter';

interface Variant {
  html: string;
  /** The page type the speed token is minted for: `<html data-page-type>`. */
  pageType: string | null;
}

const variants = new BoundedLru<Variant>(ISOLATE_PAGE_BYTES, (variant) => stringBytes(variant.html));

/** `copyId` names one copy of one page (its cache key and when it was drawn); `body` is that copy. */
export async function keptVariant(copyId: string, body: string, options: VariantOptions): Promise<string> {
  const { rumViewToken, ...layout } = options;
  const key = `${copyId}\n${JSON.stringify(layout)}`;
  let variant = variants.get(key);
  if (!variant) {
    const html = await renderVariant(new Response(body, { headers: { 'Content-Type': 'text/html; charset=utf-8' } }), layout).text();
    variant = { html, pageType: htmlAttribute(html, 'data-page-type') };
    variants.set(key, variant);
  }
  const token = await rumViewToken?.(variant.pageType);
  return token ? withHtmlAttribute(variant.html, 'data-rum-token', token) : variant.html;
}

/** The start tag of `<html>`: the first one, after the doctype. */
function htmlStartTag(html: string): { start: number; end: number } | null {
  const start = html.search(/<html[\s>]/i);
  if (start < 0) return null;
  const end = html.indexOf('>', start);
  return end < 0 ? null : { start, end };
}

/** The value of `name` on `<html>`, as the layout rewrite wrote it (double-quoted). */
export function htmlAttribute(html: string, name: string): string | null {
  const tag = htmlStartTag(html);
  if (!tag) return null;
  const match = new RegExp(`\\s${name}="([^"]*)"`).exec(html.slice(tag.start, tag.end));
  return match ? match[1].replace(/&(quot|#39|lt|gt|amp);/g, (_, name: string) => UNESCAPES[name]) : null;
}

const UNESCAPES: Record<string, string> = { quot: '"', '#39': "'", lt: '<', gt: '>', amp: '&' };

/** `html` with `name="value"` added to its `<html>` start tag, the value escaped. */
export function withHtmlAttribute(html: string, name: string, value: string): string {
  const tag = htmlStartTag(html);
  if (!tag) return html;
  const at = tag.start + '<html'.length;
  return `${html.slice(0, at)} ${name}="${escapeHtml(value)}"${html.slice(at)}`;
}
