// `npm run bench:edge`: how fast the worker answers catalog pages against a static asset, under
// the same local runtime (`wrangler dev`). For each size in BENCH_EDGE_SIZES (300 and 100,000
// products unless set) it migrates and seeds a throwaway D1 state, serves the build in dist/ over
// it, and in one run of alternating requests times: a static asset, and a product, a list and an
// event page, each warm (a page already in the edge cache: `X-Page-Cache: hit`) and cold (a page
// never asked for: `miss`). Prints p50 and p95 in ms and each page's ratio to the asset (goals:
// warm ≤ 1.3×, cold ≤ 3×) and writes reports/bench-edge.md. A benchmark, not a test: it fails only
// when it cannot measure. Build first (`npm run build`); the build does not depend on the catalog.
// BENCH_STATES=<dir> keeps the seeded states for the next run (scripts/bench-support.mjs).
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { must } from './env.mjs';
import { atRepositoryRoot, percentile, seededState } from './bench-support.mjs';
import { startLocalWorker } from './local-worker.mjs';

const SIZES = (process.env.BENCH_EDGE_SIZES ?? '300,100000').split(',').map((size) => Number(size.trim()));
const ROUNDS = Number(process.env.BENCH_EDGE_ROUNDS ?? 200);
const WARM_UP = 20;
atRepositoryRoot();
const outDir = process.env.NOKCHA_OUT_DIR ?? 'dist';
if (!existsSync(join(outDir, 'kr/ko/index.html'))) throw new Error(`${outDir} has no build: run npm run build first`);
const asset = `/_astro/${readdirSync(join(outDir, '_astro')).find((name) => name.endsWith('.js'))}`;

async function api(origin, path, body) {
  const response = await fetch(`${origin}/api${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { 'Content-Type': 'application/json' },
    body: body && JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()).data;
}

/** Addresses of every kind of page, enough for the cold requests (each asked once). */
async function pageAddresses(origin) {
  const products = [];
  for (let page = 1; products.length < ROUNDS + WARM_UP + 1; page += 1) {
    const { items } = await api(origin, '/dp/display/product/v1/getProductList', { page, size: 200, sort: 'newest' });
    if (items.length === 0) break;
    products.push(...items.map((item) => `/kr/ko/dp/product/${encodeURIComponent(item.productCode)}`));
  }
  const tree = await api(origin, '/dp/display/category/v1/getCategoryTree');
  // Every sort of each category and subcategory, on its first pages that exist (20 products a page).
  const scopes = tree.flatMap((category) => [
    { query: { catNm: category.catNm }, count: category.productCount },
    ...category.subcategories.map((sub) => ({ query: { catNm: category.catNm, subCatNm: sub.subCatNm }, count: sub.productCount })),
  ]);
  const lists = [];
  for (const sort of ['popular', 'newest', 'priceAsc', 'priceDesc', 'reviews'])
    for (const { query, count } of scopes)
      for (let page = 1; page <= Math.min(3, Math.max(1, Math.ceil(count / 20))); page += 1)
        lists.push(`/kr/ko/dp/product-list?${new URLSearchParams({ ...query, sort, page: String(page) })}`);
  return { products, lists, events: await eventAddresses(origin) };
}

/** Events the bench adds beside the seed's eight, so the cold event page has as many samples as the others. */
const EXTRA_EVENTS = ROUNDS + WARM_UP;
const FIRST_EXTRA_EVENT = 100_000;

/**
 * A shop with a large catalog also keeps many events; the seed has eight at any size. Adds copies of
 * them (their own ids, titles, products) to the bench's state, once: a kept state already holds them.
 */
async function addEvents(persist) {
  const copies = `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${EXTRA_EVENTS})`;
  // The seed's events are ids 1 to 8.
  const source = '1 + n.i % 8';
  const sql = [
    `${copies} INSERT OR IGNORE INTO events (event_id, title, subtitle, summary, body, start_dttm, end_dttm, banner_alt, banner_svg, banner_tone, display_yn, sort_ord)
     SELECT ${FIRST_EXTRA_EVENT} + n.i, e.title || ' ' || n.i, e.subtitle, e.summary, e.body, e.start_dttm, e.end_dttm, e.banner_alt, e.banner_svg, e.banner_tone, 'Y', 100 + n.i
     FROM n JOIN events e ON e.event_id = ${source};`,
    `${copies} INSERT OR IGNORE INTO event_products (event_id, inm_prd_no, sort_ord)
     SELECT ${FIRST_EXTRA_EVENT} + n.i, p.inm_prd_no, p.sort_ord FROM n JOIN event_products p ON p.event_id = ${source};`,
  ].join('\n');
  await must('wrangler', ['d1', 'execute', 'DB', '--local', '--persist-to', persist, '--command', sql], { stdio: ['ignore', 'ignore', 'inherit'] });
}

/** Every displayed event's page, running and ended. */
async function eventAddresses(origin) {
  const events = [];
  for (let page = 1; ; page += 1) {
    const { items } = await api(origin, '/ca/campaign/v1/event/getEventList', { page, size: 100 });
    events.push(...items.map((event) => `/kr/ko/ca/event/${event.eventId}`));
    if (items.length < 100) return events;
  }
}

const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148';

/** One request as a phone asks (gzip), or with `identity` to time the worker without the runtime's compression. */
async function timed(origin, path, expectCache, encoding = 'gzip, deflate, br') {
  const started = performance.now();
  const response = await fetch(`${origin}${path}`, { headers: { 'User-Agent': PHONE, 'Accept-Encoding': encoding } });
  await response.arrayBuffer();
  const ms = performance.now() - started;
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  const cache = response.headers.get('X-Page-Cache');
  return { ms, expected: expectCache === undefined || cache === expectCache };
}

async function measure(size) {
  const { persist, seedSeconds, dispose } = await seededState(size);
  await addEvents(persist);
  const worker = await startLocalWorker({ persist, assets: outDir });
  const { origin } = worker;
  try {
    const { products, lists, events } = await pageAddresses(origin);
    const warm = { product: products[0], list: lists[0], event: events[0] };
    const samples = { asset: [], 'product warm': [], 'list warm': [], 'event warm': [], 'product cold': [], 'list cold': [], 'event cold': [] };
    const identity = { asset: [], 'product warm': [], 'list warm': [], 'event warm': [] };
    let unexpected = 0;
    for (const path of Object.values(warm)) await timed(origin, path);
    let next = { product: 1, list: 1, event: 1 };
    for (let round = 0; round < WARM_UP + ROUNDS; round += 1) {
      const record = (name, result, into = samples) => {
        // A cold page is asked for once, so every one counts; warm ones after the warm-up.
        if (round >= WARM_UP || name.endsWith('cold')) into[name].push(result.ms);
        if (!result.expected) unexpected += 1;
      };
      record('asset', await timed(origin, asset));
      record('asset', await timed(origin, asset, undefined, 'identity'), identity);
      for (const kind of ['product', 'list', 'event']) {
        record(`${kind} warm`, await timed(origin, warm[kind], 'hit'));
        record(`${kind} warm`, await timed(origin, warm[kind], 'hit', 'identity'), identity);
        const pool = { product: products, list: lists, event: events }[kind];
        if (next[kind] < pool.length) record(`${kind} cold`, await timed(origin, pool[next[kind]++], 'miss'));
      }
    }
    return { size, seedSeconds, samples, identity, unexpected };
  } finally {
    await worker.stop();
    dispose();
  }
}

const sections = [];
try {
  for (const size of SIZES) {
    const { seedSeconds, samples, identity, unexpected } = await measure(size);
    const assetP50 = percentile(samples.asset, 50);
    const identityAssetP50 = percentile(identity.asset, 50);
    const rows = Object.entries(samples)
      .filter(([, values]) => values.length > 0)
      .map(([name, values]) => {
        const p50 = percentile(values, 50);
        const plain = identity[name] ? percentile(identity[name], 50) : undefined;
        const plainCells = plain === undefined ? '– | –' : `${plain.toFixed(1)} | ${(plain / identityAssetP50).toFixed(2)}×`;
        return `| ${name} | ${values.length} | ${p50.toFixed(1)} | ${percentile(values, 95).toFixed(1)} | ${(p50 / assetP50).toFixed(2)}× | ${plainCells} |`;
      });
    const note =
      unexpected > 0 ? `\n${unexpected} answers did not say the expected \`X-Page-Cache\` (a cold page already cached, or a warm one drawn again).\n` : '';
    sections.push(
      `### ${size.toLocaleString('en-US')} products (${seedSeconds === undefined ? 'a kept state' : `seeded in ${seedSeconds.toFixed(0)} s`})\n\n| request | n | p50 (ms) | p95 (ms) | p50 ÷ asset | p50 uncompressed (ms) | ÷ asset uncompressed |\n| --- | ---: | ---: | ---: | ---: | ---: | ---: |\n${rows.join('\n')}\n${note}`,
    );
  }
  const notes = `One \`wrangler dev\` per size, requests one at a time in alternation, phone user agent, asking for gzip as browsers do; the uncompressed columns ask for \`identity\`, leaving out the compression the local runtime does per answer (on Cloudflare the edge compresses, outside the worker); load average ${loadavg()[0].toFixed(1)} at the end; ${new Date().toISOString()}.`;
  const report = `# Edge benchmark\n\n${sections.join('\n')}\n${notes}\n`;
  console.log(`\n${report}`);
  mkdirSync('reports', { recursive: true });
  writeFileSync('reports/bench-edge.md', report);
} catch (error) {
  console.error(`✗ ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
