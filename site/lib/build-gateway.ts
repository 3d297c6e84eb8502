/**
 * Build time only: how static pages read the gateway (ADR 008). `scripts/build.mjs` puts the
 * gateway's `/api` base in `CATALOG_API`; every answer is checked against the same zod schema the
 * gateway declares, so a page is never built from data of the wrong shape. Failures stop the
 * build with the call that failed: a catalog page built from half the data is worse than none.
 */
import type { z } from 'zod';

/** At most this many calls in flight, so a large catalog does not swamp the local worker. */
const MAX_IN_FLIGHT = 8;
let inFlight = 0;
const waiting: (() => void)[] = [];

async function slot<T>(work: () => Promise<T>): Promise<T> {
  if (inFlight >= MAX_IN_FLIGHT) await new Promise<void>((resolve) => waiting.push(resolve));
  inFlight += 1;
  try {
    return await work();
  } finally {
    inFlight -= 1;
    waiting.shift()?.();
  }
}

function apiBase(): string {
  const base = process.env.CATALOG_API;
  if (!base) throw new Error('CATALOG_API is not set: build through `npm run build`, which starts the gateway the catalog pages read.');
  return base.replace(/\/+$/, '');
}

/**
 * Calls `path` (under `/api`) with `body` (POST) or none (GET) and parses the answer with `schema`.
 * `allowNotFound` turns a 404 into `null` instead of an error.
 */
export async function callBuildGateway<S extends z.ZodType>(
  path: string,
  schema: S,
  body?: unknown,
  options: { allowNotFound?: boolean } = {},
): Promise<z.output<S> | null> {
  const url = `${apiBase()}${path}`;
  return slot(async () => {
    const response = await fetch(url, {
      method: body === undefined ? 'GET' : 'POST',
      headers: body === undefined ? { Accept: 'application/json' } : { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (response.status === 404 && options.allowNotFound) return null;
    const text = await response.text();
    if (!response.ok) throw new Error(`Build gateway ${path} answered ${response.status}: ${text.slice(0, 300)}`);
    const parsed = schema.safeParse(JSON.parse(text));
    if (!parsed.success) throw new Error(`Build gateway ${path} answered a shape its schema rejects: ${parsed.error.message.slice(0, 500)}`);
    return parsed.data;
  });
}

/** Like `callBuildGateway` for calls that must answer. */
export async function readBuildGateway<S extends z.ZodType>(path: string, schema: S, body?: unknown): Promise<z.output<S>> {
  const answer = await callBuildGateway(path, schema, body);
  if (answer === null) throw new Error(`Build gateway ${path} answered 404`);
  return answer;
}

/** A loader that runs once per build however many pages call it. */
export function memo<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => (pending ??= load());
}

/**
 * Every item of a paged call: page 1 says the total, the other pages of `pageSize` are then read
 * together (within the in-flight limit).
 */
export async function readAllPages<T>(pageSize: number, readPage: (page: number) => Promise<{ items: T[]; total: number }>): Promise<T[]> {
  const first = await readPage(1);
  const pageCount = Math.ceil(first.total / pageSize);
  const rest = await Promise.all(Array.from({ length: Math.max(0, pageCount - 1) }, (_, index) => readPage(index + 2)));
  return [first, ...rest].flatMap((answer) => answer.items);
}
