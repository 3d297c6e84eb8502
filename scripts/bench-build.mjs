// `npm run bench:build`: the seed and the build by catalog size. For each size in
// BENCH_BUILD_SIZES (1,000, 10,000 and 100,000 unless set) it migrates and seeds a D1 state
// (scripts/bench-support.mjs; BENCH_STATES keeps them), builds into a throwaway folder, and prints
// the seed's time, the build's wall time, the peak memory of the build's process tree, the number
// of files and their total size. The build reads no catalog (docs/decisions/039-catalog-pages-drawn-at-the-edge.md),
// so the last three should not move with the size. A benchmark, not a test: it writes
// reports/bench-build.md and fails only when it cannot measure.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { seededState } from './bench-support.mjs';
import { QUIET_ENV } from './env.mjs';

const SIZES = (process.env.BENCH_BUILD_SIZES ?? '1000,10000,100000').split(',').map((size) => Number(size.trim()));

/** Resident memory (bytes) of `pid` and all its descendants, read from /proc. */
function treeRss(pid) {
  const children = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (!children.has(parent)) children.set(parent, []);
      children.get(parent).push(Number(entry));
    } catch {
      // The process ended while we looked.
    }
  }
  let total = 0;
  const queue = [pid];
  while (queue.length > 0) {
    const current = queue.pop();
    try {
      const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${current}/status`, 'utf8'));
      if (rss) total += Number(rss[1]) * 1024;
    } catch {
      // Gone.
    }
    queue.push(...(children.get(current) ?? []));
  }
  return total;
}

/** Runs a command, sampling its process tree's memory every 250 ms; resolves to { code, ms, peak }. */
function measured(command, args, env) {
  return new Promise((resolve) => {
    const start = Date.now();
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, ...QUIET_ENV, ...env } });
    let peak = 0;
    const timer = setInterval(() => (peak = Math.max(peak, treeRss(child.pid))), 250);
    child.on('exit', (code) => {
      clearInterval(timer);
      resolve({ code: code ?? 1, ms: Date.now() - start, peak });
    });
  });
}

function walk(dir) {
  let files = 0;
  let bytes = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      const inner = walk(path);
      files += inner.files;
      bytes += inner.bytes;
    } else {
      files += 1;
      bytes += statSync(path).size;
    }
  }
  return { files, bytes };
}

const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const rows = [];
try {
  for (const size of SIZES) {
    console.error(`\n— ${size} products: migrating and seeding`);
    const state = await seededState(size);
    const scratch = mkdtempSync(join(tmpdir(), `nokcha-bench-build-${size}-`));
    const outDir = join(scratch, 'dist');
    console.error(`— ${size} products: building into ${outDir}`);
    const build = await measured('node', ['scripts/build.mjs'], { NOKCHA_OUT_DIR: outDir });
    if (build.code !== 0) throw new Error(`The build of ${size} products failed (exit code ${build.code})`);
    const { files, bytes } = walk(outDir);
    rows.push({ size, seedSeconds: state.seedSeconds, ...build, files, bytes });
    rmSync(scratch, { recursive: true, force: true });
    state.dispose();
  }
  const lines = [
    '| products | seed (s) | build (s) | peak memory | files | output size |',
    '| ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map(
      (row) =>
        `| ${row.size.toLocaleString('en-US')} | ${row.seedSeconds === undefined ? 'kept' : row.seedSeconds.toFixed(1)} | ${(row.ms / 1000).toFixed(1)} | ${mb(row.peak)} | ${row.files.toLocaleString('en-US')} | ${mb(row.bytes)} |`,
    ),
  ];
  const notes = `Seed = \`scripts/seed.mjs\` after the migrations (\`kept\` when BENCH_STATES held the state); build = \`npm run build\`; peak memory = resident memory of the build's process tree sampled every 250 ms; load average ${loadavg()[0].toFixed(1)} at the end; ${new Date().toISOString()}.`;
  console.log(`\n${lines.join('\n')}\n\n${notes}\n`);
  mkdirSync('reports', { recursive: true });
  writeFileSync('reports/bench-build.md', `# Build benchmark\n\n${lines.join('\n')}\n\n${notes}\n`);
} catch (error) {
  console.error(`✗ ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
