/**
 * Content the worker draws into a static page (ADR 023): the customer centre's notices and FAQ, the
 * terms and the centre's other pages live in D1, so their pages are shells whose `[data-content-slot]`
 * the worker fills on each view from the gateway, called in process, with the shared escaping
 * renderers. A notice or a document that does not exist is the 404 screen; when the gateway fails,
 * the page goes out as built (its slot says so).
 */
import type { Context } from 'hono';
import { SHOP_NAME } from '#shared/constants';
import type { RouteDef } from '#shared/routes';
import { gatewayCallerOf, logWithTrace } from '../catalog-live';
import type { FilledSlot, SlotContent, SlotLoader } from './slot-loader';
import { POSTING_SLOTS } from './posting-slots';
import { SUPPORT_SLOTS } from './support-slots';
import { TERMS_SLOTS } from './terms-slots';
import type { AppEnv } from '../env';

export const CONTENT_SLOT = '[data-content-slot]';
export type { SlotContent } from './slot-loader';

/** Each feature's slots by route path; a route has at most one. */
const LOADERS: Readonly<Record<string, SlotLoader>> = { ...SUPPORT_SLOTS, ...TERMS_SLOTS, ...POSTING_SLOTS };

/** The slot's content for `route` at `url`; null for routes without a slot or when loading failed. */
export async function contentFor(c: Context<AppEnv>, route: RouteDef, url: URL): Promise<SlotContent> {
  const load = LOADERS[route.path];
  if (!load) return null;
  try {
    return await load(c, url);
  } catch (error) {
    logWithTrace(c, gatewayCallerOf(c).traceId, error, 'content slot not filled; page served as built');
    return null;
  }
}

/** `response` with its content slot filled, and for a page of one item its title and canonical address. */
export function fillContentSlot(response: Response, content: FilledSlot): Response {
  let rewriter = new HTMLRewriter().on(CONTENT_SLOT, {
    element(element) {
      // The renderers escape every value they print.
      element.setInnerContent(content.html, { html: true });
    },
  });
  const { title, canonicalPath } = content;
  if (title) {
    rewriter = rewriter
      .on('title', { element: (element) => void element.setInnerContent(`${title} | ${SHOP_NAME}`) })
      .on('meta[property="og:title"]', { element: (element) => void element.setAttribute('content', title) });
  }
  if (canonicalPath) {
    // The built link holds the shop's public origin (fixed at build time); only the path changes.
    const repoint = (attribute: string) => ({
      element(element: Element) {
        const built = element.getAttribute(attribute);
        if (built) element.setAttribute(attribute, new URL(canonicalPath, built).href);
      },
    });
    rewriter = rewriter.on('link[rel="canonical"]', repoint('href')).on('meta[property="og:url"]', repoint('content'));
  }
  return rewriter.transform(response);
}
