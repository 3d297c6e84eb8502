/** What a content slot's loader is (ADR 023): the route's content for this request's URL. */
import type { Context } from 'hono';
import type { AppEnv } from '../env';

export type SlotContent = { html: string } | 'not-found' | null;
export type SlotLoader = (c: Context<AppEnv>, url: URL) => Promise<SlotContent>;
