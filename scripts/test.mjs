// `npm test`: every suite, in order, each one reporting even when an earlier one failed:
// typecheck, lint, format (prettier), unit (vitest), D1 migrations and seed into a fresh local state, build,
// e2e (Playwright through the real worker in Chromium), webkit (the shopper's journeys in headless WebKit,
// tests/webkit, over a copy of the fresh state). The last line of output is always `N passed, N failed`, the totals
// of all suites; typecheck, lint, migrations, seed and build count as one check each, skipped tests
// count as neither.
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { QUIET_ENV, run } from './env.mjs';
import { ensureChromium } from './ensure-chromium.mjs';
import { flakyTests } from './playwright-report.mjs';
import { missingWebKitTools, WEBKIT_INSTALL_HINT } from './webkit-tools.mjs';

const started = Date.now();
const results = [];

function seconds(ms) {
  return `${(ms / 1000).toFixed(1)}s`;
}

function banner(name) {
  console.log(`\n━━━ ${name} ${'━'.repeat(Math.max(3, 60 - name.length))}\n`);
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

/** A step that is one check: passed when the command exits 0. */
async function check(name, command, args, options) {
  banner(name);
  const start = Date.now();
  const code = await run(command, args, options);
  results.push({
    name,
    passed: code === 0 ? 1 : 0,
    failed: code === 0 ? 0 : 1,
    skipped: 0,
    ms: Date.now() - start,
    note: code === 0 ? '' : `exit code ${code}`,
  });
  return code === 0;
}

function notRun(name, reason) {
  results.push({ name, passed: 0, failed: 1, skipped: 0, ms: 0, note: `not run: ${reason}` });
}

/** Vitest with a JSON report beside its normal output; counts its tests. */
async function vitest(name, args = [], env = process.env) {
  banner(name);
  const report = join(scratch, `vitest-${name}.json`);
  const start = Date.now();
  const code = await run('vitest', ['run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], { env });
  const json = readJson(report);
  let passed = json?.numPassedTests ?? 0;
  let failed = json?.numFailedTests ?? 0;
  const skipped = (json?.numPendingTests ?? 0) + (json?.numTodoTests ?? 0);
  let note = '';
  // A file that fails to load, or a crash, fails the run without failing a test: count it once.
  if (code !== 0 && failed === 0) {
    const broken = json?.numFailedTestSuites ?? 0;
    failed = Math.max(1, broken);
    note = json ? `${broken || 'unknown'} test file(s) failed outside a test, exit code ${code}` : `no report, exit code ${code}`;
  }
  if (!json) passed = 0;
  results.push({ name, passed, failed, skipped, ms: Date.now() - start, note });
}

function portIsFree(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** E2E_PORT when set; otherwise the first free port from 8799, so parallel runs do not collide. */
async function e2ePort() {
  if (process.env.E2E_PORT) return process.env.E2E_PORT;
  for (let port = 8799; port < 8899; port += 1) {
    if (await portIsFree(port)) return String(port);
  }
  return '8799';
}

/** Playwright with a JSON report beside the list reporter; counts its tests. */
async function e2e(persistDir) {
  const name = 'e2e';
  banner(name);
  const report = join(scratch, 'playwright.json');
  const port = await e2ePort();
  console.log(`wrangler dev on 127.0.0.1:${port}, D1 state in ${persistDir}\n`);
  const start = Date.now();
  const code = await run('playwright', ['test'], {
    env: { ...process.env, ...QUIET_ENV, E2E_PORT: port, E2E_PERSIST_DIR: persistDir, E2E_JSON_REPORT: report },
  });
  const json = readJson(report);
  const stats = json?.stats ?? {};
  const passed = (stats.expected ?? 0) + (stats.flaky ?? 0);
  let failed = stats.unexpected ?? 0;
  const skipped = stats.skipped ?? 0;
  let note = '';
  // Config errors, a web server that never started, or a crash: no test failed, yet the run did.
  if (code !== 0 && failed === 0) {
    failed = 1;
    const errors = (json?.errors ?? []).map((error) => error.message?.split('\n')[0]).filter(Boolean);
    note = errors.length > 0 ? errors.join('; ').slice(0, 200) : `exit code ${code}`;
  }
  const flaky = flakyTests(json);
  if (flaky.length > 0) note = [note, `${flaky.length} flaky, passed on retry (listed below)`].filter(Boolean).join('; ');
  results.push({ name, passed, failed, skipped, ms: Date.now() - start, note, flaky });
}

function summary() {
  const rows = results.map((result) => {
    const status = result.failed > 0 ? '✗' : '✓';
    const counts = `${result.passed} passed, ${result.failed} failed${result.skipped ? `, ${result.skipped} skipped` : ''}`;
    return `  ${status} ${result.name.padEnd(10)} ${counts.padEnd(36)} ${seconds(result.ms).padStart(8)}${result.note ? `  ${result.note}` : ''}`;
  });
  const passed = results.reduce((sum, result) => sum + result.passed, 0);
  const failed = results.reduce((sum, result) => sum + result.failed, 0);
  console.log(`\n━━━ summary ${'━'.repeat(53)}\n`);
  console.log(rows.join('\n'));
  // A retried test passed, but its flake is a bug to mend (ADR 032): name it where it is read.
  for (const title of results.flatMap((result) => result.flaky ?? [])) console.log(`    flaky: ${title}`);
  console.log(`\n  total time ${seconds(Date.now() - started)}\n`);
  return { passed, failed };
}

let chromiumError = null;
try {
  const chromium = ensureChromium();
  process.env.CHROMIUM_PATH ??= chromium;
} catch (error) {
  chromiumError = error instanceof Error ? error.message : String(error);
}

if (chromiumError) {
  // Nothing can run end to end without a browser; say how to get one and stop.
  console.error(`\n✗ ${chromiumError}\n`);
  console.log('0 passed, 1 failed');
  process.exit(1);
}

const scratch = mkdtempSync(join(tmpdir(), 'nokcha-test-'));
await check('typecheck', 'npm', ['run', '--silent', 'typecheck']);
await check('lint', 'npm', ['run', '--silent', 'lint']);
await check('format', 'prettier', ['--check', '--log-level=warn', '.']);
await vitest('unit');
// A fresh D1 state for the e2e worker; the build reads no catalog.
const persistDir = join(scratch, 'd1-state');
const migrated = await check('migrations', 'wrangler', ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', persistDir]);
const seeded = migrated && (await check('seed', 'node', ['scripts/seed.mjs', '--persist-to', persistDir]));
// The WebKit suite's own copy of the fresh state, taken before the e2e run writes to it.
const webkitPersistDir = join(scratch, 'd1-state-webkit');
if (seeded) cpSync(persistDir, webkitPersistDir, { recursive: true });
const built = seeded && (await check('build', 'node', ['scripts/build.mjs']));
const notBuilt = seeded ? 'the build failed' : 'the database could not be prepared';
if (built) await e2e(persistDir);
else notRun('e2e', notBuilt);
const missingWebKit = missingWebKitTools();
if (!built) notRun('webkit', notBuilt);
else if (missingWebKit.length > 0) notRun('webkit', `${missingWebKit.join(', ')} missing; as root: ${WEBKIT_INSTALL_HINT}`);
else await vitest('webkit', ['--config', 'vitest.webkit.config.ts'], { ...process.env, WEBKIT_PERSIST_DIR: webkitPersistDir });

const { passed, failed } = summary();
rmSync(scratch, { recursive: true, force: true });
console.log(`${passed} passed, ${failed} failed`);
process.exitCode = failed > 0 ? 1 : 0;
