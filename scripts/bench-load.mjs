// `npm run bench:load`: a bounded load run on this machine. Seeds a throwaway D1 state with
// BENCH_PRODUCTS products (300 unless set), serves the build in dist/ with `wrangler dev`, and
// drives it with autocannon for BENCH_LOAD_SECONDS (60) at BENCH_LOAD_CONNECTIONS (20) connections
// over the main page, a list, product pages and search, in turn. Prints requests per second, the
// latency p50/p95/p99 and the errors (goal: none), and writes reports/bench-load.md. A benchmark,
// not a test: it fails only when it cannot measure. Build first (`npm run build`). BENCH_STATES=<dir>
// keeps the seeded state for the next run (scripts/bench-support.mjs).
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { atRepositoryRoot, percentile, seededState } from './bench-support.mjs';
import { startLocalWorker } from './local-worker.mjs';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 300);
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.BENCH_LOAD_CONNECTIONS ?? 20);
atRepositoryRoot();
const outDir = process.env.NOKCHA_OUT_DIR ?? 'dist';
if (!existsSync(join(outDir, 'kr/ko/index.html'))) throw new Error(`${outDir} has no build: run npm run build first`);

const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';

async function productCodes(origin) {
  const response = await fetch(`${origin}/api/dp/display/product/v1/getProductList`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ page: 1, size: 50, sort: 'popular' }),
  });
  return (await response.json()).data.items.map((item) => item.productCode);
}

/** autocannon's summary, with every response time kept (its own percentiles skip p95). */
function load(origin, requests) {
  return new Promise((done, fail) => {
    const times = [];
    const instance = autocannon({ url: origin, connections: CONNECTIONS, duration: SECONDS, headers: { 'User-Agent': PHONE }, requests }, (error, result) =>
      error ? fail(error) : done({ result, times }),
    );
    instance.on('response', (_client, _status, _bytes, ms) => times.push(ms));
  });
}

let worker;
let dispose = () => {};
try {
  const state = await seededState(PRODUCTS);
  dispose = state.dispose;
  worker = await startLocalWorker({ persist: state.persist, assets: outDir });
  const { origin } = worker;
  const codes = await productCodes(origin);
  const search = (query) => ({
    method: 'POST',
    path: '/api/dp/display/search/v1/searchProduct',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ query, page: 1, size: 20 }),
  });
  // One pass through these per connection, again and again: pages as a shopper opens them.
  const requests = [
    { method: 'GET', path: '/kr/ko' },
    { method: 'GET', path: `/kr/ko/dp/product-list?${new URLSearchParams({ catNm: '스킨케어' })}` },
    ...codes.slice(0, 5).map((code) => ({ method: 'GET', path: `/kr/ko/dp/product/${encodeURIComponent(code)}` })),
    search('세럼'),
    search('ㅋㄹ'),
  ];
  const { result, times } = await load(origin, requests);
  const ms = (p) => percentile(times, p).toFixed(1);
  const errors = result.errors + result.timeouts + result.non2xx;
  const report = [
    '# Load benchmark',
    '',
    `${SECONDS} s at ${CONNECTIONS} connections, ${PRODUCTS.toLocaleString('en-US')} products, over the main page, a list, five product pages and two searches in turn.`,
    '',
    '| requests/s (mean) | p50 (ms) | p95 (ms) | p99 (ms) | requests | errors, timeouts, non-2xx |',
    '| ---: | ---: | ---: | ---: | ---: | ---: |',
    `| ${result.requests.average.toFixed(0)} | ${ms(50)} | ${ms(95)} | ${ms(99)} | ${result.requests.total.toLocaleString('en-US')} | ${errors} |`,
    '',
    `Load average ${loadavg()[0].toFixed(1)} at the end; ${new Date().toISOString()}.`,
    '',
  ].join('\n');
  console.log(`\n${report}`);
  mkdirSync('reports', { recursive: true });
  writeFileSync('reports/bench-load.md', report);
} catch (error) {
  console.error(`✗ ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await worker?.stop();
  dispose();
}
