// What the benchmarks that serve the shop share: a free port, waiting for the worker, percentiles,
// and a seeded D1 state. Run from the repository's root, with node_modules/.bin on the PATH.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { must } from './env.mjs';

/**
 * Runs the benchmark from the repository's root with its tools (wrangler, astro) on the PATH, as
 * npm scripts do, and answers the root.
 */
export function atRepositoryRoot() {
  const root = resolve(import.meta.dirname, '..');
  process.chdir(root);
  process.env.PATH = `${join(root, 'node_modules', '.bin')}${delimiter}${process.env.PATH}`;
  return root;
}

/** A port nothing listens on now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Resolves once `url` answers 200; rejects after `timeoutMs`, or when `failed()` names a reason.
 * @param {string} url
 * @param {number} [timeoutMs]
 * @param {() => string | false} [failed]
 */
export async function waitUntilUp(url, timeoutMs = 120_000, failed = () => false) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const reason = failed();
    if (reason) throw new Error(reason);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** The `p`-th percentile (0–100) of `values`. */
export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/**
 * A migrated D1 state seeded with `products` products, for one benchmark run. With BENCH_STATES=<dir>
 * each size's state is kept at `<dir>/<products>` and reused by the next run of any benchmark
 * (seeding 100,000 products takes minutes), migrated to the latest schema; its edge cache is emptied,
 * so no page starts warm. A benchmark that adds its own data names its state apart (`name`) and
 * writes the data in `extra(persist)`, once, after the seed.
 * Resolves to `{ persist, seedSeconds (undefined when reused), dispose }`.
 */
export async function seededState(products, { name = String(products), extra = async () => {} } = {}) {
  const keptRoot = process.env.BENCH_STATES;
  const persist = keptRoot ? join(resolve(keptRoot), name) : mkdtempSync(join(tmpdir(), `nokcha-bench-${name}-`));
  const dispose = () => {
    if (!keptRoot) rmSync(persist, { recursive: true, force: true });
  };
  const reused = Boolean(keptRoot) && existsSync(join(persist, 'v3', 'd1'));
  // A kept state gets the migrations written since it was seeded.
  await must('wrangler', ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', persist]);
  if (reused) {
    rmSync(join(persist, 'v3', 'cache'), { recursive: true, force: true });
    return { persist, seedSeconds: undefined, dispose };
  }
  const started = performance.now();
  await must('node', ['scripts/seed.mjs', '--persist-to', persist], { env: { ...process.env, CATALOG_PRODUCTS: String(products) } });
  await extra(persist);
  return { persist, seedSeconds: (performance.now() - started) / 1000, dispose };
}
