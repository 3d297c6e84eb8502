/**
 * The live refresh of a static page (ADR 009): the page names its products in
 * `<meta name="nokcha:live-products" content="{inmPrdNo},…">`, first in `<head>`; its handler
 * loads their live fields before the body streams (HTMLRewriter waits for async handlers), then
 * every marked element below is rewritten. Without the meta, or when loading fails or is slow,
 * the page goes out exactly as built: a stale price beats an error page.
 */
import type { ProductLiveInfo } from '#shared/schemas/display-calls';
import { withTimeout } from './in-process-gateway';
import { liveInfoThroughCache, type LiveInfoCacheDeps } from './live-info-cache';
import { applyOptionField, applyProductField, type LiveOption } from './live-fields';

/** The `<meta name>` by which a page names the products whose fields the worker refreshes. */
export const LIVE_PRODUCTS_META = 'nokcha:live-products';
/** The most product numbers one page may name (getProductLiveInfo's limit). */
export const MAX_LIVE_PRODUCTS = 200;
/** How long the page waits for the live fields (cache and gateway together) before going out as built. */
export const LIVE_LOAD_TIMEOUT_MS = 1_500;
const PRODUCT_NUMBER = /^\d{1,20}$/;

export interface LiveRefreshDeps extends LiveInfoCacheDeps {
  /** The gateway's getProductLiveInfo for these numbers; the boundary tests replace. */
  loadLiveInfo: (numbers: readonly string[]) => Promise<ProductLiveInfo[]>;
  /** Called once per page whose live fields could not be loaded. */
  onFailure: (error: unknown) => void;
  timeoutMs?: number;
}

/** The product numbers of the meta's content: well-formed ones, each once, at most 200, sorted. */
export function liveProductNumbers(content: string | null): string[] {
  const numbers = new Set(
    (content ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter((part) => PRODUCT_NUMBER.test(part)),
  );
  return [...numbers].slice(0, MAX_LIVE_PRODUCTS).sort((a, b) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0));
}

/** `response` with its live fields refreshed when it is an HTML page naming live products. */
export function refreshLiveFields(response: Response, deps: LiveRefreshDeps): Response {
  if (!(response.headers.get('Content-Type') ?? '').startsWith('text/html') || !response.body) return response;
  const products = new Map<string, ProductLiveInfo>();
  const options = new Map<string, LiveOption>();
  let asked = false;
  const timeout = deps.timeoutMs ?? LIVE_LOAD_TIMEOUT_MS;

  const rewriter = new HTMLRewriter()
    .on(`meta[name="${LIVE_PRODUCTS_META}"]`, {
      async element(element) {
        if (asked) return;
        asked = true;
        const numbers = liveProductNumbers(element.getAttribute('content'));
        if (numbers.length === 0) return;
        try {
          const load = liveInfoThroughCache(numbers, deps.loadLiveInfo, deps);
          const infos = await withTimeout(load, timeout, `live fields gave no answer within ${timeout} ms`);
          for (const info of infos) {
            products.set(info.inmPrdNo, info);
            for (const option of info.options) options.set(option.inmOptnPrdNo, option);
          }
        } catch (error) {
          deps.onFailure(error);
        }
      },
    })
    .on('[data-live][data-live-field]', {
      element(element) {
        const info = products.get(element.getAttribute('data-live') ?? '');
        if (info) applyProductField(element, element.getAttribute('data-live-field') ?? '', info);
      },
    })
    .on('[data-live-option][data-live-field]', {
      element(element) {
        const option = options.get(element.getAttribute('data-live-option') ?? '');
        if (option) applyOptionField(element, element.getAttribute('data-live-field') ?? '', option);
      },
    });
  return rewriter.transform(response);
}
