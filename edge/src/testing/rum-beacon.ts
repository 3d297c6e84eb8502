/**
 * Helpers for real-user speed tests: the worker's bindings with a token secret set (the committed
 * configuration has none), and a beacon sent as the browser sends it, with a token the worker
 * signed for its page type unless the test says otherwise.
 */
import { env } from 'cloudflare:test';
import worker from '../index';
import { mintViewToken } from '../rum/view-token';

export const TEST_RUM_SECRET = 'test-only-rum-token-secret-0123456789';
/** The test database's bindings with `RUM_TOKEN_SECRET` set. */
export const RUM_ENV = { ...env, RUM_TOKEN_SECRET: TEST_RUM_SECRET };

export const URL_OF_COLLECT = 'https://shop.example/api/dp/rum/v1/collect';
export const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Safari/537.36';

export interface BeaconOptions {
  address?: string;
  userAgent?: string;
  bindings?: object;
  /** The token to send; null sends none. Default: a fresh one for the body's page type. */
  viewToken?: string | null;
}

/** A token the test worker signs, as a page it served would carry. */
export const viewTokenFor = (pageType: string, now?: number) => mintViewToken(TEST_RUM_SECRET, pageType, now);

/** Sends a beacon as the browser does: a text body (sendBeacon's string), from `address`. */
export async function sendBeacon(body: Record<string, unknown> | string, options: BeaconOptions = {}): Promise<Response> {
  const headers = {
    'Content-Type': 'text/plain;charset=UTF-8',
    'CF-Connecting-IP': options.address ?? '198.51.100.10',
    'User-Agent': options.userAgent ?? CHROME,
  };
  let text = body;
  if (typeof body !== 'string') {
    const viewToken = options.viewToken === undefined ? await viewTokenFor(String(body.pageType)) : options.viewToken;
    text = JSON.stringify(viewToken === null ? body : { viewToken, ...body });
  }
  return worker.request(URL_OF_COLLECT, { method: 'POST', headers, body: text as string }, options.bindings ?? RUM_ENV);
}
