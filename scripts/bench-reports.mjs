// Reports benchmark (the goal: a report over 100,000 orders under a second on the local runtime,
// docs/decisions/057-owner-reports-queried-live.md). Seeds a throwaway D1 state with the 300-product
// catalog and a year of BENCH_ORDERS orders (100,000 unless set; scripts/bench-order-history.mjs),
// serves it with `wrangler dev` (scripts/local-worker.mjs), and times the owner's report calls as a
// client sees them: 매출 리포트 over the year by day, week and month and over the last 30 days,
// and 베스트 상품 over the year. A benchmark, not a test: it fails only when it cannot measure.
// BENCH_STATES=<dir> keeps the seeded state for the next run (scripts/bench-support.mjs).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { atRepositoryRoot, percentile, seededState } from './bench-support.mjs';
import { orderHistorySql } from './bench-order-history.mjs';
import { must } from './env.mjs';
import { startLocalWorker } from './local-worker.mjs';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const ROUNDS = Number(process.env.BENCH_REPORT_ROUNDS ?? 10);
const WARM_UP = 2;
const GOAL_MS = 1000;
/** The local worker's own operator key (edge/src/auth/operator.ts), which opens only on a loopback host. */
const LOCAL_OPERATOR_KEY = 'nokcha-local-operator-key';

const DAY_MS = 24 * 60 * 60 * 1000;
const kstIso = (at) => new Date(at + 9 * 60 * 60 * 1000).toISOString().slice(0, 10);
const today = Date.now();
const year = { from: kstIso(today - 364 * DAY_MS), to: kstIso(today) };
const CALLS = [
  ['매출 리포트, a year by day', 'reports/sales', { ...year, grouping: 'day' }],
  ['매출 리포트, a year by week', 'reports/sales', { ...year, grouping: 'week' }],
  ['매출 리포트, a year by month', 'reports/sales', { ...year, grouping: 'month' }],
  ['매출 리포트, the last 30 days by day', 'reports/sales', { days: 30, grouping: 'day' }],
  ['베스트 상품, a year', 'reports/best-products', year],
  // The floor: the same trip through wrangler dev and the operator frame, refused before D1.
  ['a call refused before D1 (the floor)', 'reports/sales', { days: 1 }],
];

async function writeHistory(persist) {
  const scratch = mkdtempSync(join(tmpdir(), 'nokcha-bench-orders-'));
  const file = join(scratch, 'orders.sql');
  writeFileSync(file, orderHistorySql({ orders: ORDERS, members: Math.ceil(ORDERS / 5), now: today }));
  try {
    await must('wrangler', ['d1', 'execute', 'DB', '--local', '--persist-to', persist, '--file', file]);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

async function timeCall(origin, path, body) {
  const started = performance.now();
  const response = await fetch(`${origin}/ops/v1/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Operator-Key': LOCAL_OPERATOR_KEY },
    body: JSON.stringify(body),
  });
  const answer = await response.json();
  return { ms: performance.now() - started, status: response.status, answer };
}

atRepositoryRoot();
let stop = async () => {};
let dispose = () => {};
try {
  const state = await seededState(300, { name: `reports-${ORDERS}`, extra: writeHistory });
  dispose = state.dispose;
  console.log(state.seedSeconds === undefined ? `${ORDERS} orders from a kept state` : `Seeded ${ORDERS} orders in ${state.seedSeconds.toFixed(1)} s`);
  const worker = await startLocalWorker({ persist: state.persist });
  stop = worker.stop;

  const rows = [];
  for (const [label, path, body] of CALLS) {
    const times = [];
    let last;
    for (let i = 0; i < WARM_UP + ROUNDS; i++) {
      last = await timeCall(worker.origin, path, body);
      const expected = label.includes('floor') ? 400 : 200;
      if (last.status !== expected) throw new Error(`${path} ${JSON.stringify(body)} answered ${last.status}: ${JSON.stringify(last.answer)}`);
      if (i >= WARM_UP) times.push(last.ms);
    }
    const orders = last.answer.data?.total?.current.orderCnt;
    rows.push(`| ${label} | ${percentile(times, 50).toFixed(1)} | ${percentile(times, 95).toFixed(1)} | ${orders === undefined ? '' : orders} |`);
  }
  console.log(`\nReports over ${ORDERS} orders in a year, ${ROUNDS} calls each after ${WARM_UP} warm-ups, client-side ms through wrangler dev:\n`);
  console.log('| call | median ms | p95 ms | orders counted |\n|---|---|---|---|');
  console.log(rows.join('\n'));
  console.log(`\nGoal: under ${GOAL_MS} ms. Load average: ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores.`);
} catch (error) {
  console.error(`✗ reports benchmark: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
} finally {
  await stop();
  dispose();
}
