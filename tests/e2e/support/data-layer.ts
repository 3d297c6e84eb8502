/**
 * Reading `window.dataLayer` (docs/analytics.md) as the tag manager would: the page's entries, a
 * plain event's fields, a GA4 ecommerce event's `ecommerce` object (which must follow GTM's
 * `{ ecommerce: null }` reset), waiting for an event that is pushed when the page is idle, and
 * the events a page was handed by the one before it.
 */
import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';

export interface LayerEntry {
  event?: string;
  ecommerce?: Record<string, unknown> | null;
  handoff?: boolean;
  [field: string]: unknown;
}

/** Every entry of the page's data layer, in order. */
export function dataLayerOf(page: Page): Promise<LayerEntry[]> {
  return page.evaluate(() => (window.dataLayer ?? []) as LayerEntry[]);
}

/** The entries named `event`. */
export async function eventsNamed(page: Page, event: string): Promise<LayerEntry[]> {
  return (await dataLayerOf(page)).filter((entry) => entry.event === event);
}

/** The `ecommerce` objects of the GA4 event `event`, each checked to come right after GTM's reset. */
export async function ecommerceOf(page: Page, event: string): Promise<Record<string, unknown>[]> {
  const layer = await dataLayerOf(page);
  return layer.flatMap((entry, at) => {
    if (entry.event !== event) return [];
    expect(layer[at - 1], `${event} follows { ecommerce: null }`).toEqual({ ecommerce: null });
    return [entry.ecommerce ?? {}];
  });
}

/** Waits until `event` has been pushed (impressions wait for the idle page) and answers its ecommerce objects. */
export async function waitForEcommerce(page: Page, event: string): Promise<Record<string, unknown>[]> {
  await expect.poll(async () => (await eventsNamed(page, event)).length, { message: `${event} in the data layer`, timeout: 10_000 }).toBeGreaterThan(0);
  return ecommerceOf(page, event);
}

/** The `page_meta` entry every page starts its layer with. */
export function pageMeta(page_type: string, breadcrumb: string, back_navigation = false): LayerEntry {
  return { event: 'page_meta', page_type, breadcrumb, back_navigation };
}

/** The one handed-on entry `event` of this page, checked to come after the page's page_meta. */
export async function handedOn(page: Page, event: string): Promise<LayerEntry> {
  const layer = await dataLayerOf(page);
  const entries = layer.filter((entry) => entry.event === event && entry.handoff === true);
  expect(entries, `${event} handed on to ${page.url()}`).toHaveLength(1);
  expect(layer.indexOf(entries[0])).toBeGreaterThan(0);
  return entries[0];
}
