/**
 * Helpers for the revenue-event tests: the worker's bindings with the Measurement Protocol on and
 * pointed at the in-process fake GA (tests/fakes/ga4-measurement.mjs), outbound fetches routed to
 * it, the work handed to afterAnswer collected so a test can wait for it (or see there was none),
 * and gateway calls made with those bindings.
 */
import { env } from 'cloudflare:test';
import { vi } from 'vitest';
import type { Ga4Fake } from '#fakes/ga4-measurement';
import { callGateway } from '#edge/testing/gateway-call';
import { afterAnswer } from './after-answer';

export const GA_ORIGIN = 'http://ga4.fake';

/** The test worker's bindings with GA4's Measurement Protocol configured. */
export const GA_ENV = { ...env, GA4_MEASUREMENT_ID: 'G-NOKCHA1', GA4_API_SECRET: 'mp-secret', GA4_MP_ORIGIN: GA_ORIGIN };

/**
 * Routes fetches to GA_ORIGIN into `fake`, each held until `gate` resolves (default: at once);
 * any other outbound fetch throws, so a test notices one it did not expect. Answers the requests seen.
 */
export function routeToFake(fake: Ga4Fake, gate: Promise<void> = Promise.resolve()): Request[] {
  const seen: Request[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    seen.push(request);
    if (!request.url.startsWith(GA_ORIGIN)) throw new Error(`unexpected fetch to ${request.url}`);
    await gate;
    return fake.handle(request);
  });
  return seen;
}

/** Keeps what the code under test hands to afterAnswer; `settle` waits until all of it is done. */
export function collectAfterAnswer(): { handed: () => number; settle: () => Promise<void> } {
  const work: Promise<void>[] = [];
  vi.spyOn(afterAnswer, 'run').mockImplementation((promise) => {
    work.push(promise);
  });
  return { handed: () => work.length, settle: async () => void (await Promise.all(work)) };
}

export interface CallOptions {
  token?: string;
  idempotencyKey?: string;
  cookie?: string;
  bindings?: object;
}

/** POSTs `body` to `/api{path}` with GA_ENV unless other bindings are given. */
export function postGateway(path: string, body: unknown, options: CallOptions = {}): Promise<Response> {
  const headers: Record<string, string> = {};
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
  if (options.cookie) headers.Cookie = options.cookie;
  return callGateway('POST', path, { token: options.token, headers, body: JSON.stringify(body), bindings: options.bindings ?? GA_ENV });
}
