/**
 * Events a page could not hand to a tag manager, carried to the next page so none is lost when
 * tags load late. Tags load once the page is idle; a shopper who taps a product card before
 * that leaves with `select_item` still in the old page's layer. On `pagehide` such a page keeps its
 * own events in sessionStorage (this tab only), and the next page puts them in its layer once,
 * after its `page_meta`, marked `handoff: true`.
 *
 * Why no event is counted twice:
 * - a page whose tag manager started (`window.google_tag_manager`) has already had every entry
 *   read, so it hands nothing on;
 * - handed events are taken out of the old page's layer, so a tag manager that starts there after
 *   a back-forward-cache restore does not send them as well;
 * - the next page removes them from storage as it reads them, so a reload does not replay them,
 *   and it never hands on what it was handed (`handoff: true`): each event travels one page at most.
 * Only the shop's own events travel (never the tag manager's `gtm.*` or a `page_meta`), and those
 * carry no personal data by the contract in docs/analytics.md.
 */

declare global {
  interface Window {
    google_tag_manager?: unknown;
  }
}

export const HANDOFF_KEY = 'nokcha:data-layer-handoff';
/** The newest this many events travel; older ones of a long visit without tags are let go. */
export const HANDOFF_LIMIT = 30;

type Entry = Record<string, unknown>;

function travels(entry: unknown): entry is Entry {
  const event = (entry as Entry | null)?.event;
  return typeof event === 'string' && event !== 'page_meta' && !event.startsWith('gtm.') && !(entry as Entry).handoff;
}

/** Stores this page's own events for the next page and takes them out of `layer`; nothing when a tag manager ran. */
export function handOff(layer: unknown[], storage: Storage = sessionStorage): void {
  if (window.google_tag_manager) return;
  const own = layer.filter(travels).slice(-HANDOFF_LIMIT);
  try {
    storage.setItem(HANDOFF_KEY, JSON.stringify(own));
  } catch {
    // Storage full or refused: the events stay here, as they would have without a handoff.
    return;
  }
  for (const entry of own) layer.splice(layer.indexOf(entry), 1);
}

/**
 * The previous page's events, removed from storage, each marked `handoff: true` after GTM's
 * `{ ecommerce: null }` reset (harmless before a plain event, and it keeps this code small).
 * Anything malformed reads as none.
 */
export function takeHandoff(storage: Storage = sessionStorage): Entry[] {
  try {
    const entries = JSON.parse(storage.getItem(HANDOFF_KEY) ?? '[]') as unknown[];
    storage.removeItem(HANDOFF_KEY);
    return entries.filter(travels).flatMap((entry) => [{ ecommerce: null }, { ...entry, handoff: true }]);
  } catch {
    return [];
  }
}
