/**
 * Analytics events (SPEC §7 "Analytics events"): pushed onto `window.dataLayer`, where the tag
 * manager picks them up whenever it loads. Creating the array first keeps early events.
 */

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export type TrackingParams = Record<string, string | number | boolean | undefined>;

export function track(event: string, params: TrackingParams = {}): void {
  (window.dataLayer ??= []).push({ event, ...params });
}
