/**
 * Analytics events (SPEC §7 "Analytics events"): pushed onto `window.dataLayer`, where the tag
 * manager picks them up whenever it loads. Creating the array first keeps early events.
 */

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Flat values, or GA4 ecommerce objects such as `items` arrays. */
export type TrackingParams = Record<string, unknown>;

export function track(event: string, params: TrackingParams = {}): void {
  (window.dataLayer ??= []).push({ event, ...params });
}
