// `npm run bench`: Lighthouse (mobile, simulated throttling) on the main page, a product list, a
// product detail, search results, an event, the error screen (the 404 screen, which is the same
// chrome) and a legal page of the running shop. A benchmark,
// not a test: it prints a markdown table and writes it to reports/bench.md, and fails only when
// it cannot measure. When nothing answers at BENCH_URL it starts the shop itself, and stops it.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { QUIET_ENV } from './env.mjs';
import { CHROMIUM_FLAGS, ensureChromium } from './ensure-chromium.mjs';

const BENCH_URL = (process.env.BENCH_URL ?? 'http://127.0.0.1:8787').replace(/\/+$/, '');
const FIXED_PAGES = [
  { name: 'main', path: '/kr/ko' },
  { name: 'product list', path: `/kr/ko/dp/product-list?catNm=${encodeURIComponent('스킨케어')}` },
  { name: 'search results', path: `/kr/ko/dp/search?q=${encodeURIComponent('세럼')}` },
  { name: 'error screen (404)', path: '/kr/ko/this-page-does-not-exist' },
  { name: 'legal: terms', path: '/kr/ko/cu/footer/terms' },
];

/** A POST to the running shop's gateway; null when it does not answer 200. */
async function gateway(path, body) {
  try {
    const response = await fetch(`${BENCH_URL}/api${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    return response.ok ? await response.json() : null;
  } catch {
    return null;
  }
}

/** The fixed pages plus the catalog's best seller and first ongoing event, as the running shop names them. */
async function pagesToMeasure() {
  const pages = [...FIXED_PAGES];
  const best = await gateway('/dp/display/product/v1/getProductList', { sort: 'popular', page: 1, size: 1 });
  const productCode = best?.data?.items?.[0]?.productCode;
  if (productCode) pages.splice(2, 0, { name: 'product detail', path: `/kr/ko/dp/product/${productCode}` });
  const events = await gateway('/ca/campaign/v1/event/getEventList', { status: 'ONGOING', page: 1, size: 1 });
  const eventId = events?.data?.items?.[0]?.eventId;
  if (eventId !== undefined) pages.splice(pages.length - 2, 0, { name: 'event', path: `/kr/ko/ca/event/${eventId}` });
  return pages;
}

/**
 * Gzip bytes of the page's HTML up to its first product image, as a phone gets it: what must
 * arrive before the first image can start (budget 14 KB, one round trip of TCP's initial window).
 */
async function htmlBeforeFirstImage(url) {
  const response = await fetch(url, { headers: { 'User-Agent': PHONE_UA } });
  const html = await response.text();
  const at = html.search(/<img[^>]+src="\/images\/products\//);
  return at < 0 ? null : gzipSync(Buffer.from(html.slice(0, at))).length;
}
const PHONE_UA = 'Mozilla/5.0 (Linux; Android 14; SM-S921N) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const START_TIMEOUT_MS = 240_000;
// Lighthouse's own advice: report the median of several runs; one run on a busy machine is noise.
const RUNS = Math.max(1, Number.parseInt(process.env.BENCH_RUNS ?? '3', 10) || 3);
// Any script of React DOM (the client renderer) or React itself.
const REACT_MARKERS = [/react-dom/, /__reactFiber\$/, /react\.dev\/errors/];

async function answers(url) {
  try {
    const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(3_000) });
    return response.status > 0;
  } catch {
    return false;
  }
}

/** Starts `npm start`'s script on BENCH_URL's port, in its own process group so we can stop it all. */
async function startShop() {
  const port = new URL(BENCH_URL).port || '80';
  console.error(`Nothing answers at ${BENCH_URL}: starting the shop on port ${port}…`);
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    env: { ...process.env, ...QUIET_ENV, PORT: port },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  let exited = false;
  child.on('exit', () => (exited = true));
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (exited) throw new Error('The shop stopped before it answered (see the output above).');
    if (await answers(`${BENCH_URL}/favicon.svg`)) return child;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  stopShop(child);
  throw new Error(`The shop did not answer at ${BENCH_URL} within ${START_TIMEOUT_MS / 1000}s.`);
}

function stopShop(child) {
  if (!child || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
}

async function scriptBody(url) {
  try {
    const response = await fetch(url);
    return response.ok ? Buffer.from(await response.arrayBuffer()) : null;
  } catch {
    return null;
  }
}

async function lighthouseRun(chromePort, url) {
  const result = await lighthouse(
    url,
    { port: chromePort, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES },
    {
      extends: 'lighthouse:default',
      settings: {
        formFactor: 'mobile',
        throttlingMethod: 'simulate',
        // The error screen is measured at its 404 status: measure it rather than refuse.
        ignoreStatusCode: true,
        // Every run is a first visit: Lighthouse keeps local storage and cookies by default, which
        // would let one page's remembered state (the font flag, recent searches) leak into the next.
        clearStorageTypes: ['file_systems', 'shader_cache', 'service_workers', 'cache_storage', 'local_storage', 'indexeddb', 'cookies', 'websql'],
        onlyCategories: CATEGORIES,
      },
    },
  );
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (lhr.runtimeError) throw new Error(`Lighthouse could not measure ${url}: ${lhr.runtimeError.message}`);
  return lhr;
}

async function measure(chromePort, page) {
  const url = `${BENCH_URL}${page.path}`;
  const runs = [];
  for (let run = 1; run <= RUNS; run += 1) {
    console.error(`Lighthouse ${run}/${RUNS}: ${url}`);
    runs.push(await lighthouseRun(chromePort, url));
  }
  const lhr = computeMedianRun(runs);
  const score = (id) => {
    const value = lhr.categories[id]?.score;
    return value === null || value === undefined ? 'n/a' : String(Math.round(value * 100));
  };
  const numeric = (id) => lhr.audits[id]?.numericValue;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const bytes = { Document: 0, Stylesheet: 0, Script: 0, Font: 0 };
  // Scripts asked for before the load event are the page's startup script (the 10 KB budget);
  // the idle chunk and the tags it loads come after it and are counted apart.
  const loadAt = lhr.audits.metrics?.details?.items?.[0]?.observedLoad ?? Infinity;
  let scriptGzip = 0;
  let afterLoadGzip = 0;
  let react = 0;
  for (const request of requests) {
    if (request.resourceType in bytes) bytes[request.resourceType] += request.transferSize ?? 0;
    if (request.resourceType !== 'Script') continue;
    const body = await scriptBody(request.url);
    if (!body) continue;
    if ((request.rendererStartTime ?? 0) < loadAt) scriptGzip += gzipSync(body).length;
    else afterLoadGzip += gzipSync(body).length;
    const text = body.toString('utf8');
    if (REACT_MARKERS.some((marker) => marker.test(text))) react += request.transferSize ?? body.length;
  }
  const failing = Object.values(lhr.audits)
    .filter(
      (audit) =>
        audit.score !== null &&
        audit.score < 1 &&
        audit.scoreDisplayMode !== 'informative' &&
        audit.scoreDisplayMode !== 'manual' &&
        audit.scoreDisplayMode !== 'notApplicable' &&
        audit.scoreDisplayMode !== 'metricSavings',
    )
    .map((audit) => audit.id);
  const firstImage = await htmlBeforeFirstImage(url);
  return {
    page: `${page.name} \`${decodeURIComponent(page.path)}\``,
    firstImage: firstImage ?? '–',
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: Math.round(numeric('largest-contentful-paint') ?? NaN),
    tbt: Math.round(numeric('total-blocking-time') ?? NaN),
    cls: (numeric('cumulative-layout-shift') ?? NaN).toFixed(3),
    html: bytes.Document,
    css: bytes.Stylesheet,
    script: bytes.Script,
    font: bytes.Font,
    scriptGzip,
    afterLoadGzip,
    react,
    failing,
    lighthouseVersion: lhr.lighthouseVersion,
    userAgent: lhr.environment?.networkUserAgent ?? '',
  };
}

function table(rows) {
  const head = [
    'page',
    'performance',
    'accessibility',
    'best practices',
    'SEO',
    'LCP (ms)',
    'TBT (ms)',
    'CLS',
    'HTML (B)',
    'CSS (B)',
    'script (B)',
    'startup script gzip (B)',
    'after-load script gzip (B)',
    'React (B)',
    'fonts (B)',
    'HTML gzip before 1st product image (B)',
  ];
  const lines = [`| ${head.join(' | ')} |`, `|${head.map((_, index) => (index === 0 ? ' --- ' : ' ---: ')).join('|')}|`];
  for (const row of rows) {
    lines.push(
      `| ${[row.page, row.performance, row.accessibility, row.bestPractices, row.seo, row.lcp, row.tbt, row.cls, row.html, row.css, row.script, row.scriptGzip, row.afterLoadGzip, row.react, row.font, row.firstImage].join(' | ')} |`,
    );
  }
  return lines.join('\n');
}

function chromiumVersion(path) {
  const result = spawnSync(path, ['--version'], { encoding: 'utf8' });
  return result.stdout?.trim() || path;
}

let shop = null;
let chrome = null;
const stopAll = () => {
  stopShop(shop);
  try {
    chrome?.kill();
  } catch {
    // Already gone.
  }
};
process.on('SIGINT', () => {
  stopAll();
  process.exit(130);
});
process.on('SIGTERM', () => {
  stopAll();
  process.exit(143);
});

try {
  const chromePath = ensureChromium();
  if (!(await answers(`${BENCH_URL}/favicon.svg`))) shop = await startShop();
  chrome = await launch({
    chromePath,
    chromeFlags: [...CHROMIUM_FLAGS, '--headless=new'],
    logLevel: 'silent',
  });
  const rows = [];
  for (const page of await pagesToMeasure()) {
    rows.push(await measure(chrome.port, page));
  }
  const markdown = table(rows);
  const notes = [
    `Lighthouse ${rows[0].lighthouseVersion}, mobile form factor, simulated throttling, median of ${RUNS} run(s) per page,`,
    `${chromiumVersion(chromePath)},`,
    `against ${BENCH_URL} on ${new Date().toISOString()}. Bytes are transfer sizes as Lighthouse saw them`,
    '(compressed when the server compresses, as `wrangler dev` and Cloudflare do); CSS inlined into the page',
    'counts as HTML. "startup script gzip" is the gzip size of the scripts asked for before the load event, the',
    'measure of the 10 KB budget; "after-load script gzip" is what the page fetches once idle (tags, real-user speed).',
    'React: bytes of scripts that contain React or React DOM (0 everywhere but search, whose results are a React island).',
    'The last column is the gzip size of the HTML a phone receives before the first product image (budget 14 KB; – when the page has none).',
    'The 404 screen scores lower on SEO by design (its status is 404).',
    '',
    'Audits below 100%:',
    ...rows.map((row) => `- ${row.page}: ${row.failing.length > 0 ? row.failing.join(', ') : 'none'}`),
  ].join('\n');
  console.log(`\n${markdown}\n\n${notes}\n`);
  mkdirSync('reports', { recursive: true });
  writeFileSync('reports/bench.md', `# Lighthouse benchmark\n\n${markdown}\n\n${notes}\n`);
  console.error('Written to reports/bench.md');
} catch (error) {
  console.error(`✗ ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  stopAll();
}
