/**
 * Where campaign pages live. A broadcast's public URL keeps its query
 * (`/dp/live-broadcast?liveId=…`), which the worker reads to draw the page (edge/src/catalog-pages).
 */
import { LOCALE_BASE } from '../site-path';

export const LIVE_BROADCAST_PATH = `${LOCALE_BASE}/dp/live-broadcast`;

/** The public URL of a broadcast. */
export function livePath(liveId: number | string): string {
  return `${LIVE_BROADCAST_PATH}?liveId=${encodeURIComponent(String(liveId))}`;
}

/** The broadcast a public URL's search params name; null when `liveId` is missing or not a number. */
export function parseLiveId(params: URLSearchParams): number | null {
  const value = params.get('liveId');
  return value !== null && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}

/** `/kr/ko/ca/event/{eventId}`. */
export function eventPath(eventId: number | string): string {
  return `${LOCALE_BASE}/ca/event/${encodeURIComponent(String(eventId))}`;
}
