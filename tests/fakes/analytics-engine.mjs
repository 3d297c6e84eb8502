/* global Response */
// A fake Workers Analytics Engine for tests, with no dependencies: a dataset binding that keeps
// the data points written to it, and the SQL API that reads them back
//   POST /client/v4/accounts/{accountId}/analytics_engine/sql   body: the SQL text
// with `Authorization: Bearer {token}`, answering FORMAT JSON (`{ meta, data, rows }`), where
// 64-bit integers (sums, counts) come as strings, as ClickHouse writes them. Queries outside the
// subset of `analytics-engine-sql.mjs` are refused with 422.
//
// `createAnalyticsEngineFake()` is used in-process by the worker's unit tests. Run as a program
// (`node tests/fakes/analytics-engine.mjs`) it serves the SQL API on FAKE_AE_PORT (default 8897).

import { runSql } from './analytics-engine-sql.mjs';
import { runFake, serveFake } from './serve-fake.mjs';

export { runSql };

/**
 * A fake Analytics Engine holding one dataset.
 * @param {{ accountId?: string, token?: string, dataset?: string, now?: () => number }} [options]
 */
export function createAnalyticsEngineFake(options = {}) {
  const { accountId = 'fake-account', token = 'fake-ae-token', dataset = 'nokcha_rum' } = options;
  const now = options.now ?? (() => Date.now());
  const rows = [];
  const queries = [];
  /** A data point as the store keeps it: `sampleInterval` > 1 plays Analytics Engine's sampling. */
  function insert(point, { timestamp = now(), sampleInterval = 1 } = {}) {
    const row = { timestamp, _sample_interval: sampleInterval, index1: String(point.indexes?.[0] ?? '') };
    for (let n = 1; n <= 20; n += 1) {
      row[`blob${n}`] = String(point.blobs?.[n - 1] ?? '');
      row[`double${n}`] = point.doubles?.[n - 1] ?? 0;
    }
    rows.push(row);
  }
  const text = (status, body) => new Response(body, { status, headers: { 'Content-Type': 'text/plain' } });
  return {
    /** The worker's binding: `writeDataPoint` keeps the point unsampled. */
    binding: { writeDataPoint: (point = {}) => insert(point) },
    insert,
    rows,
    /** Every SQL text received, oldest first. */
    queries,
    /** Answers one request. */
    async handle(request) {
      const { pathname } = new URL(request.url);
      if (pathname === '/health') return text(200, 'ok');
      if (request.method !== 'POST' || pathname !== `/client/v4/accounts/${accountId}/analytics_engine/sql`) return text(404, 'not found');
      if (request.headers.get('authorization') !== `Bearer ${token}`) return text(401, 'Authentication error');
      const sql = await request.text();
      queries.push(sql);
      try {
        const data = runSql(sql, rows, { dataset, now: now() });
        const meta = Object.keys(data[0] ?? {}).map((name) => ({ name, type: 'String' }));
        return new Response(JSON.stringify({ meta, data, rows: data.length }), { headers: { 'Content-Type': 'application/json' } });
      } catch (error) {
        return text(422, `fake Analytics Engine: ${error.message}`);
      }
    },
  };
}

if (typeof process !== 'undefined' && process.argv?.[1]?.endsWith('analytics-engine.mjs')) {
  const fake = createAnalyticsEngineFake({ accountId: process.env.FAKE_AE_ACCOUNT_ID, token: process.env.FAKE_AE_TOKEN });
  await runFake(
    'fake Analytics Engine SQL API',
    serveFake((request) => fake.handle(request), Number(process.env.FAKE_AE_PORT ?? 8897)),
  );
}
