/**
 * Fills a catalog shell (site/layouts/CatalogShell.astro) with a rendered page while it streams:
 * the slot's markup, the title, description, canonical link, Open Graph, JSON-LD and heading.
 * Absolute URLs keep the origin the shell was built with (the shop's public origin); only paths change.
 */
import { SHOP_NAME } from '#shared/constants';
import { absoluteUrl } from '#shared/site-origin';
import { jsonLdText } from '#shared/seo/json-ld';
import type { RenderedPage } from './rendered-page';

export const CATALOG_SLOT = '[data-catalog-slot]';

const setText = (text: string) => ({ element: (element: Element) => void element.setInnerContent(text) });
/**
 * HTMLRewriter escapes only quotes in attribute values, so a name such as `A &copy B` would read as
 * `A © B`: the other markup characters are escaped here first.
 */
const attributeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const setContent = (value: string) => ({ element: (element: Element) => void element.setAttribute('content', attributeText(value)) });

export function fillShell(shell: Response, page: RenderedPage): Response {
  const { head } = page;
  // The shell's canonical link comes first in its head and carries the built origin.
  let origin = '';
  const onOrigin = (path: string) => absoluteUrl(origin, path);
  const rewriter = new HTMLRewriter()
    .on('title', setText(head.documentTitle ?? `${head.title} | ${SHOP_NAME}`))
    .on('meta[name="description"]', setContent(head.description))
    .on('link[rel="canonical"]', {
      element(element) {
        origin = new URL(element.getAttribute('href') ?? '/', 'https://invalid.example').origin;
        element.setAttribute('href', attributeText(onOrigin(head.canonicalPath)));
      },
    })
    .on('meta[property="og:type"]', setContent(head.ogType ?? 'website'))
    .on('meta[property="og:title"]', setContent(head.title))
    .on('meta[property="og:description"]', setContent(head.description))
    .on('meta[property="og:url"]', { element: (element) => void element.setAttribute('content', attributeText(onOrigin(head.canonicalPath))) })
    .on('meta[property="og:image"]', {
      element(element) {
        if (head.imagePath) element.setAttribute('content', attributeText(onOrigin(head.imagePath)));
        else element.remove();
      },
    })
    .on('head', {
      element(element) {
        // At the end of the head the canonical link has given the origin.
        element.onEndTag((end) => {
          const robots = head.robots ? `<meta name="robots" content="${head.robots}">` : '';
          // jsonLdText escapes `<`, so no catalog text can close the script element.
          const scripts = (head.jsonLd ?? [])
            .map((data) => `<script type="application/ld+json">${jsonLdText(typeof data === 'function' ? data(origin) : data)}</script>`)
            .join('');
          if (robots || scripts) end.before(robots + scripts, { html: true });
        });
      },
    })
    .on('[data-page-heading]', {
      element(element) {
        if (head.heading !== undefined) element.setInnerContent(head.heading);
      },
    })
    .on(CATALOG_SLOT, { element: (element) => void element.setInnerContent(page.html, { html: true }) });
  return rewriter.transform(shell);
}
