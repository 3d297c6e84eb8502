/**
 * Helpers for gateway tests: the gateway mounted as index.ts mounts it, a caller with a Bearer
 * token, the exact-answer assertion every endpoint test uses, and a fake upstream for the proxy.
 */
import { env } from 'cloudflare:test';
import { Hono } from 'hono';
import { expect, vi } from 'vitest';
import { gateway } from '../gateway';

export const gatewayApp = new Hono().route('/api', gateway);

export interface CallOptions {
  /** Sent as `Authorization: Bearer …`. */
  token?: string;
  /** A whole `Authorization` header, for malformed ones. */
  authorization?: string;
  body?: string;
  headers?: Record<string, string>;
  bindings?: object;
  /** Where the request goes; the test clock answers only on a loopback host (LOCAL_ORIGIN). */
  origin?: string;
}

/** A developer's `wrangler dev`, where a local worker's test-only parts answer (local-only.ts). */
export const LOCAL_ORIGIN = 'http://localhost:8787';

/** Calls `/api{path}` on https://shop.example (or `origin`) with a JSON content type. */
export function callGateway(method: string, path: string, options: CallOptions = {}, app: Hono = gatewayApp): Promise<Response> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', ...options.headers };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.authorization) headers.Authorization = options.authorization;
  return Promise.resolve(
    app.request(`${options.origin ?? 'https://shop.example'}/api${path}`, { method, headers, body: options.body }, options.bindings ?? env),
  );
}

/** Asserts an uncached JSON answer with exactly this status and body. */
export async function expectJson(response: Response, status: number, body: unknown): Promise<void> {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toBe('application/json');
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(await response.json()).toEqual(body);
}

/**
 * Asserts that `call` is refused with exactly this status and body, and that `state` (what the call
 * could have written) reads the same after it as before it.
 */
export async function expectRefusedUnchanged(state: () => Promise<unknown>, call: () => Promise<Response>, status: number, body: unknown): Promise<void> {
  const before = await state();
  await expectJson(await call(), status, body);
  expect(await state()).toEqual(before);
}

export interface Forwarded {
  request: Request;
  /** The body exactly as handed to fetch, before it is read. */
  body: unknown;
}

/** Stubs the outbound fetch with `answer` and records what was sent; restore with vi.restoreAllMocks. */
export function fakeUpstream(answer: () => Response | Promise<Response>): Forwarded[] {
  const seen: Forwarded[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    seen.push({ request: new Request(input, init), body: init?.body });
    return answer();
  });
  return seen;
}
