/**
 * Fills a catalog shell (site/layouts/CatalogShell.astro) with a rendered page: the slot's markup,
 * the title, description, canonical link, Open Graph, JSON-LD, heading and the header's search field. A shell goes through
 * HTMLRewriter once, when it is compiled: a marker is written where each page value goes and the
 * shell is kept as the runs of markup between them. Filling a page is then joining strings, with
 * every value escaped as HTMLRewriter's text and attribute APIs would, so a page drawn on a miss
 * costs no pass over its HTML. Absolute URLs keep the origin the shell was built with (the shop's
 * public origin); only paths change.
 */
import { SHOP_NAME } from '#shared/constants';
import { absoluteUrl } from '#shared/site-origin';
import { jsonLdText } from '#shared/seo/json-ld';
import type { RenderedPage } from './rendered-page';

export const CATALOG_SLOT = '[data-catalog-slot]';

/** Where a page value goes. A `…Start`/`…End` pair encloses markup the page may drop or replace. */
type Hole =
  | 'title'
  | 'description'
  | 'canonical'
  | 'ogType'
  | 'ogTitle'
  | 'ogDescription'
  | 'ogUrl'
  | 'ogImageStart'
  | 'ogImage'
  | 'ogImageEnd'
  | 'headEnd'
  | 'headingStart'
  | 'headingEnd'
  | 'searchQuery'
  | 'slot';

/** A compiled shell: literal markup and holes, in document order, and the origin its canonical link names. */
export interface ShellTemplate {
  readonly parts: readonly (string | { hole: Hole })[];
  readonly origin: string;
}

// Private-use code points: no built page has them, so a marker cannot be mistaken for markup.
const OPEN = '\uE000';
const CLOSE = '\uE001';
const MARKER = new RegExp(`${OPEN}(\\w+)${CLOSE}`);
const mark = (hole: Hole) => `${OPEN}${hole}${CLOSE}`;
const inside = (hole: Hole) => ({ element: (element: Element) => void element.setInnerContent(mark(hole)) });
const inAttribute = (name: string, hole: Hole) => ({ element: (element: Element) => void element.setAttribute(name, mark(hole)) });

/** Compiles `shell` (a whole built page); throws when the shell itself contains a marker's code points. */
export async function compileShell(shell: string): Promise<ShellTemplate> {
  if (shell.includes(OPEN) || shell.includes(CLOSE)) throw new Error('A catalog shell may not contain U+E000 or U+E001');
  let origin = '';
  const marked = await new HTMLRewriter()
    .on('title', inside('title'))
    .on('meta[name="description"]', inAttribute('content', 'description'))
    .on('link[rel="canonical"]', {
      element(element) {
        origin = new URL(element.getAttribute('href') ?? '/', 'https://invalid.example').origin;
        element.setAttribute('href', mark('canonical'));
      },
    })
    .on('meta[property="og:type"]', inAttribute('content', 'ogType'))
    .on('meta[property="og:title"]', inAttribute('content', 'ogTitle'))
    .on('meta[property="og:description"]', inAttribute('content', 'ogDescription'))
    .on('meta[property="og:url"]', inAttribute('content', 'ogUrl'))
    .on('meta[property="og:image"]', {
      element(element) {
        element.setAttribute('content', mark('ogImage'));
        element.before(mark('ogImageStart'));
        element.after(mark('ogImageEnd'));
      },
    })
    .on('head', { element: (element) => void element.onEndTag((end) => void end.before(mark('headEnd'))) })
    .on('[data-page-heading]', {
      element(element) {
        element.prepend(mark('headingStart'));
        element.append(mark('headingEnd'));
      },
    })
    .on('input[data-header-search]', inAttribute('value', 'searchQuery'))
    .on(CATALOG_SLOT, inside('slot'))
    .transform(new Response(shell))
    .text();
  const pieces = marked.split(MARKER);
  // split() with a capture group alternates literal markup and hole names.
  const parts = pieces.map((piece, index) => (index % 2 === 1 ? { hole: piece as Hole } : piece)).filter((part) => part !== '');
  return { parts, origin };
}

/** Text as HTMLRewriter's `setInnerContent` writes it. */
const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/**
 * An attribute value: HTMLRewriter escapes only quotes there, so a name such as `A &copy B` would
 * read as `A © B`; every markup character is escaped.
 */
const escapeAttribute = (value: string) => escapeText(value).replace(/"/g, '&quot;');

/** `template` filled with `page`: the whole document. */
export function fillTemplate(template: ShellTemplate, page: RenderedPage): string {
  const { head } = page;
  const { origin } = template;
  const onOrigin = (path: string) => absoluteUrl(origin, path);
  const headEnd = () => {
    const robots = head.robots ? `<meta name="robots" content="${head.robots}">` : '';
    // jsonLdText escapes `<`, so no catalog text can close the script element.
    const scripts = (head.jsonLd ?? []).map(
      (data) => `<script type="application/ld+json">${jsonLdText(typeof data === 'function' ? data(origin) : data)}</script>`,
    );
    return robots + scripts.join('');
  };
  const values: Record<Exclude<Hole, 'ogImageStart' | 'ogImageEnd' | 'headingStart' | 'headingEnd'>, () => string> = {
    title: () => escapeText(head.documentTitle ?? `${head.title} | ${SHOP_NAME}`),
    description: () => escapeAttribute(head.description),
    canonical: () => escapeAttribute(onOrigin(head.canonicalPath)),
    ogType: () => escapeAttribute(head.ogType ?? 'website'),
    ogTitle: () => escapeAttribute(head.title),
    ogDescription: () => escapeAttribute(head.description),
    ogUrl: () => escapeAttribute(onOrigin(head.canonicalPath)),
    ogImage: () => escapeAttribute(onOrigin(head.imagePath ?? '')),
    headEnd,
    searchQuery: () => escapeAttribute(page.searchQuery ?? ''),
    slot: () => page.html,
  };
  let html = '';
  // Markup between a Start and its End that the page drops (no image) or replaces (its own heading).
  let skippingUntil: Hole | null = null;
  for (const part of template.parts) {
    if (typeof part === 'string') {
      if (skippingUntil === null) html += part;
      continue;
    }
    const { hole } = part;
    if (hole === skippingUntil) skippingUntil = null;
    else if (skippingUntil !== null) continue;
    else if (hole === 'ogImageStart') skippingUntil = head.imagePath ? null : 'ogImageEnd';
    else if (hole === 'headingStart' && head.heading !== undefined) {
      html += escapeText(head.heading);
      skippingUntil = 'headingEnd';
    } else if (hole !== 'ogImageEnd' && hole !== 'headingStart' && hole !== 'headingEnd') html += values[hole]();
  }
  return html;
}
