// `npm run bench`: Lighthouse (mobile, simulated throttling) on the main page, a product list, a
// product detail, search results, an event, the error screen (the 404 screen, which is the same
// chrome) and a legal page of the running shop. A benchmark,
// not a test: it prints a markdown table and writes it to reports/bench.md, and fails only when
// it cannot measure. When nothing answers at BENCH_URL it starts the shop itself, and stops it.
// `npm run bench -- <page>…` measures other pages instead (names or paths, see `pagesNamed` in
// bench-shop.mjs; `more` is the pages outside the table) and only prints the table.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { CHROMIUM_FLAGS, ensureChromium } from './ensure-chromium.mjs';
import { answers, BENCH_URL, PHONE_UA, pagesNamed, startShop, startupScript, stopShop } from './bench-shop.mjs';

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
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
// Lighthouse's own advice: report the median of several runs; one run on a busy machine is noise.
const RUNS = Math.max(1, Number.parseInt(process.env.BENCH_RUNS ?? '3', 10) || 3);
// Any script of React DOM (the client renderer) or React itself.
const REACT_MARKERS = [/react-dom/, /__reactFiber\$/, /react\.dev\/errors/];

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
  for (const request of requests) if (request.resourceType in bytes) bytes[request.resourceType] += request.transferSize ?? 0;
  // Scripts asked for before the load event are the page's startup script (the 10 KB budget);
  // the idle chunk and the tags it loads come after it and are counted apart.
  const loadAt = lhr.audits.metrics?.details?.items?.[0]?.observedLoad ?? Infinity;
  const scripts = requests
    .filter((request) => request.resourceType === 'Script')
    .map((request) => ({ url: request.url, beforeLoad: (request.rendererStartTime ?? 0) < loadAt, transferSize: request.transferSize }));
  const { startup: scriptGzip, afterLoad: afterLoadGzip, files } = await startupScript(scripts);
  let react = 0;
  for (const file of files) {
    const text = file.body.toString('utf8');
    if (REACT_MARKERS.some((marker) => marker.test(text))) react += file.transferSize ?? file.body.length;
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
  const args = process.argv.slice(2);
  const rows = [];
  for (const page of await pagesNamed(args, 'bench')) {
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
    'React: bytes of scripts that contain React or React DOM (0 on every catalog page).',
    'The last column is the gzip size of the HTML a phone receives before the first product image (budget 14 KB; – when the page has none).',
    'The 404 screen scores lower on SEO by design (its status is 404).',
    '',
    'Audits below 100%:',
    ...rows.map((row) => `- ${row.page}: ${row.failing.length > 0 ? row.failing.join(', ') : 'none'}`),
  ].join('\n');
  console.log(`\n${markdown}\n\n${notes}\n`);
  // Only the README's set is the report; other pages are a look, printed above.
  if (args.length === 0) {
    mkdirSync('reports', { recursive: true });
    writeFileSync('reports/bench.md', `# Lighthouse benchmark\n\n${markdown}\n\n${notes}\n`);
    console.error('Written to reports/bench.md');
  }
} catch (error) {
  console.error(`✗ ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  stopAll();
}
