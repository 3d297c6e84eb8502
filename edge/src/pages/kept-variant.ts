/**
 * A kept catalog page in one visitor's layout. The layout rewrite (./layout-rewriter.ts) gives the
 * same HTML to every visitor with the same device, tags and settings, so an isolate keeps it per
 * copy and per variant (docs/decisions/041-pages-kept-in-the-isolate.md); only the page view's
 * speed token, which is each visitor's own, is added per answer. A page this request drew is
 * filled into its shell as already rewritten for the layout, when its own markup is the same in
 * every layout: the answer to a miss then takes no pass over the page.
 */
import { escapeHtml } from '#shared/escape-html';
import type { CatalogShell, DrawnPage } from '../catalog-pages';
import { compileShell, fillTemplate, type ShellTemplate } from '../catalog-pages/fill-shell';
import { BoundedLru, ISOLATE_PAGE_BYTES, stringBytes } from '../catalog-pages/isolate-memory';
import { isLayoutNeutral, renderVariant, type VariantOptions } from './layout-rewriter';

interface Variant {
  html: string;
  /** The page type the speed token is minted for: `<html data-page-type>`. */
  pageType: string | null;
}

const variants = new BoundedLru<Variant>(ISOLATE_PAGE_BYTES, (variant) => stringBytes(variant.html));

type Layout = Omit<VariantOptions, 'rumViewToken'>;
/** Shells rewritten for a layout, compiled (a few per route: the layouts, app versions and settings seen); each counts as one. */
const LAYOUT_SHELLS_KEPT = 64;
const layoutShells = new BoundedLru<Promise<ShellTemplate>>(LAYOUT_SHELLS_KEPT, () => 1);

function layoutShell(shell: CatalogShell, layout: Layout, layoutKey: string): Promise<ShellTemplate> {
  const key = `${shell.path}\n${layoutKey}`;
  let template = layoutShells.get(key);
  if (!template) {
    template = renderVariant(htmlResponse(shell.html), layout)
      .text()
      .then((html) => compileShell(html));
    template.catch(() => layoutShells.delete(key));
    layoutShells.set(key, template);
  }
  return template;
}

const htmlResponse = (html: string) => new Response(html, { headers: { 'Content-Type': 'text/html; charset=utf-8' } });

/**
 * `copyId` names one copy of one page (its cache key and when it was drawn); `body` is that copy;
 * `drawn` what this request drew it from, on a miss.
 */
export async function keptVariant(copyId: string, body: string, options: VariantOptions, drawn?: DrawnPage): Promise<string> {
  const { rumViewToken, ...layout } = options;
  const layoutKey = JSON.stringify(layout);
  const key = `${copyId}\n${layoutKey}`;
  let variant = variants.get(key);
  if (!variant) {
    const html =
      drawn && isLayoutNeutral(drawn.rendered.html)
        ? fillTemplate(await layoutShell(drawn.shell, layout, layoutKey), drawn.rendered)
        : await renderVariant(htmlResponse(body), layout).text();
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
