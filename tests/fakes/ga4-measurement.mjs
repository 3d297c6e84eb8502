/* global Response */
// A fake GA4 Measurement Protocol for tests, with no dependencies:
//   POST /mp/collect?measurement_id=G-…&api_secret=…   records the hit and answers 204, as GA does
//                                                      whatever the body holds
//   POST /debug/mp/collect?…                           answers `{ validationMessages: [...] }` (200)
//                                                      and records nothing, as GA's validation server
//   GET  /hits                                         what /mp/collect recorded, oldest first (JSON)
//   DELETE /hits                                       forgets them (between end-to-end tests)
//   GET  /health                                       for a test runner's readiness probe
// Each hit keeps the query's measurement id and secret, the parsed body and the messages the
// validation server would have given it (ga4-validation.mjs), so a test asserts `[]` for a body
// GA would take. `setStatus(503)` plays an outage: /mp/collect answers that and records nothing.
//
// `createGa4Fake()` is a plain Request → Response handler, used in-process by the worker's unit
// tests. Run as a program (`node tests/fakes/ga4-measurement.mjs`) it serves on FAKE_GA4_PORT
// (default 8896) at 127.0.0.1.
import { validateCollectBody } from './ga4-validation.mjs';
import { runFake, serveFake } from './serve-fake.mjs';

function json(body, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json; charset=utf-8' } });
}

function parsed(text) {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * A fake GA4 collection endpoint with its own in-memory hits.
 * @param {{ delayMs?: number }} [options] delayMs holds every /mp/collect answer back that long
 */
export function createGa4Fake(options = {}) {
  const hits = [];
  let status = 204;
  let delayMs = options.delayMs ?? 0;

  async function collect(request, url, debug) {
    const text = await request.text();
    const validationMessages = validateCollectBody(text);
    if (debug) return json({ validationMessages });
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    if (status < 200 || status >= 300) return new Response(null, { status });
    hits.push({
      measurementId: url.searchParams.get('measurement_id'),
      apiSecret: url.searchParams.get('api_secret'),
      body: parsed(text),
      validationMessages,
    });
    return new Response(null, { status });
  }

  return {
    /** Answers one request. */
    async handle(request) {
      const url = new URL(request.url);
      if (url.pathname === '/health') return json({ ok: true });
      if (url.pathname === '/hits' && request.method === 'GET') return json(hits);
      if (url.pathname === '/hits' && request.method === 'DELETE') {
        hits.length = 0;
        return new Response(null, { status: 204 });
      }
      if (request.method === 'POST' && (url.pathname === '/mp/collect' || url.pathname === '/debug/mp/collect'))
        return collect(request, url, url.pathname.startsWith('/debug/'));
      return json({ error: 'not found' }, 404);
    },
    /** Every hit /mp/collect recorded, oldest first. */
    hits,
    /** The status /mp/collect answers from now on (204 is GA's; anything else records nothing). */
    setStatus(next) {
      status = next;
    },
    /** Holds every later /mp/collect answer back by `ms`. */
    setDelay(ms) {
      delayMs = ms;
    },
  };
}

/**
 * Serves a fake over real HTTP at 127.0.0.1 (port 0 picks a free one), e.g. from a Playwright web
 * server or a vitest globalSetup.
 * @param {{ port?: number }} [options]
 * @returns {Promise<{ origin: string, fake: ReturnType<typeof createGa4Fake>, close: () => Promise<void> }>}
 */
export async function startGa4FakeServer(options = {}) {
  const fake = createGa4Fake();
  const { origin, close } = await serveFake((request) => fake.handle(request), options.port ?? 0);
  return { origin, fake, close };
}

if (typeof process !== 'undefined' && process.argv?.[1]?.endsWith('ga4-measurement.mjs')) {
  await runFake('fake GA4 Measurement Protocol', startGa4FakeServer({ port: Number(process.env.FAKE_GA4_PORT ?? 8896) }));
}
