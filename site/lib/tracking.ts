/**
 * Analytics events (docs/analytics.md): pushed onto `window.dataLayer`,
 * where the tag manager picks them up whenever it loads. Creating the array first keeps early
 * events. Plain events are flat; ecommerce events follow GTM's GA4 pattern (`trackEcommerce`).
 */

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Flat values of a plain event. */
export type TrackingParams = Record<string, unknown>;

/** The layer, created when the tag manager has not made it yet. */
export function dataLayer(): unknown[] {
  return (window.dataLayer ??= []);
}

/** Pushes a plain event: `{ event, ...params }`. */
export function track(event: string, params: TrackingParams = {}): void {
  dataLayer().push({ event, ...params });
}

/**
 * Pushes a GA4 ecommerce event as GTM documents it: `{ ecommerce: null }` first, so the tag manager
 * forgets the previous event's items instead of merging them into this one. `params` go beside
 * `ecommerce`, for the container's triggers (e.g. `server_reported`), not into GA4's ecommerce data.
 */
export function trackEcommerce(event: string, ecommerce: object, params: TrackingParams = {}): void {
  const layer = dataLayer();
  layer.push({ ecommerce: null });
  layer.push({ event, ...params, ecommerce });
}
