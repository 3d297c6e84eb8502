/** What a content slot's loader is (ADR 023): the route's content for this request's URL. */
import type { Context } from 'hono';
import type { AppEnv } from '../env';

/** A slot's markup and, for a page of one item (a notice, a posting), the title and address it is known by. */
export interface FilledSlot {
  html: string;
  /** The item's title for `<title>` and og:title (plain text; the rewriter escapes it). */
  title?: string;
  /** The item's own path with its query, for the canonical link and og:url. */
  canonicalPath?: string;
}
export type SlotContent = FilledSlot | 'not-found' | null;
export type SlotLoader = (c: Context<AppEnv>, url: URL) => Promise<SlotContent>;

/**
 * `load`'s content, or 'not-found' (the 404 screen) when the gateway answered 404, or 400 for a key
 * taken from the URL that no record can have; other failures still throw.
 */
export async function orNotFound(load: () => Promise<FilledSlot>): Promise<SlotContent> {
  try {
    return await load();
  } catch (error) {
    if (/answered 40[04]\b/.test(String(error))) return 'not-found';
    throw error;
  }
}
