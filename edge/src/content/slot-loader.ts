/** What a content slot's loader is (ADR 023): the route's content for this request's URL. */
import type { Context } from 'hono';
import type { AppEnv } from '../env';

export type SlotContent = { html: string } | 'not-found' | null;
export type SlotLoader = (c: Context<AppEnv>, url: URL) => Promise<SlotContent>;

/** `load`'s content, or 'not-found' (the 404 screen) when the gateway answered 404; other failures still throw. */
export async function orNotFound(load: () => Promise<{ html: string }>): Promise<SlotContent> {
  try {
    return await load();
  } catch (error) {
    if (String(error).includes('answered 404')) return 'not-found';
    throw error;
  }
}
