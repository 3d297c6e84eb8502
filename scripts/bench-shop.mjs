// What the speed benchmarks share (`npm run bench`, `npm run bench:startup`): the shop they measure,
// started with `npm start`'s script when nothing answers at BENCH_URL, the pages they know by name,
// and the startup script budget's measure, the gzip bytes of the scripts a page asks for before its
// load event (README "Speed", ADR 030).
import { spawn } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { QUIET_ENV } from './env.mjs';

export const BENCH_URL = (process.env.BENCH_URL ?? 'http://127.0.0.1:8787').replace(/\/+$/, '');
/** The startup script budget per page, gzip bytes. */
export const STARTUP_BUDGET = 10_000;

/** Whether a page is over the startup budget. */
export const overBudget = (startup) => startup > STARTUP_BUDGET;
export const PHONE_UA = 'Mozilla/5.0 (Linux; Android 14; SM-S921N) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const START_TIMEOUT_MS = 240_000;

/** The pages of the README's table; `product detail` and `event` are named by the running shop. */
const FIXED_PAGES = [
  { id: 'main', name: 'main', path: '/kr/ko' },
  { id: 'list', name: 'product list', path: `/kr/ko/dp/product-list?catNm=${encodeURIComponent('스킨케어')}` },
  { id: 'search', name: 'search results', path: `/kr/ko/dp/search?q=${encodeURIComponent('세럼')}` },
  { id: 'search-choseong', name: 'search results (초성)', path: `/kr/ko/dp/search?q=${encodeURIComponent('ㅅㄹ')}` },
  { id: '404', name: 'error screen (404)', path: '/kr/ko/this-page-does-not-exist' },
  { id: 'terms', name: 'legal: terms', path: '/kr/ko/cu/footer/terms' },
];

/** Pages outside the table held to the same budget; `live` is named by the running shop. */
const MORE_PAGES = [
  { id: 'shopping-log', name: '쇼핑 기록', path: '/kr/ko/dp/shopping-log' },
  { id: 'for-me', name: 'for-me', path: '/kr/ko/dp/for-me' },
  { id: 'employees', name: 'employee shop', path: '/kr/ko/dp/employees' },
  { id: 'login', name: 'login', path: '/kr/ko/cu/login' },
];

/**
 * Screens drawn by a React island, measured by name only (`npm run bench -- stores`): they ship
 * React, so they are not in `more` or `all`, whose pages `bench:startup --check` holds to the budget.
 */
const ISLAND_SCREENS = [{ id: 'stores', name: '매장 정보', path: '/kr/ko/cu/support/my-shop' }];

/** A POST to the running shop's gateway; null when it does not answer 200. */
export async function gateway(path, body) {
  try {
    const response = await fetch(`${BENCH_URL}/api${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    return response.ok ? await response.json() : null;
  } catch {
    return null;
  }
}

/** The README's pages: the fixed ones plus the catalog's best seller and first ongoing event, as the running shop names them. */
export async function benchPages() {
  const pages = [...FIXED_PAGES];
  const best = await gateway('/dp/display/product/v1/getProductList', { sort: 'popular', page: 1, size: 1 });
  const productCode = best?.data?.items?.[0]?.productCode;
  if (productCode) pages.splice(2, 0, { id: 'detail', name: 'product detail', path: `/kr/ko/dp/product/${productCode}` });
  const events = await gateway('/ca/campaign/v1/event/getEventList', { status: 'ONGOING', page: 1, size: 1 });
  const eventId = events?.data?.items?.[0]?.eventId;
  if (eventId !== undefined) pages.splice(pages.length - 2, 0, { id: 'event', name: 'event', path: `/kr/ko/ca/event/${eventId}` });
  return pages;
}

/** The other pages: 쇼핑 기록, for-me, a broadcast (an upcoming one, whose countdown runs), the employee shop and login. */
export async function morePages() {
  const pages = [...MORE_PAGES];
  const lives = (await gateway('/dp/display/live/v1/getLiveList', { page: 1, size: 50 }))?.data?.items ?? [];
  const live = lives.find((item) => item.status === 'UPCOMING') ?? lives[0];
  if (live) pages.splice(2, 0, { id: 'live', name: 'live broadcast', path: `/kr/ko/dp/live-broadcast?liveId=${live.liveId}` });
  return pages;
}

/**
 * The pages `args` name: ids of known pages (`main`, `detail`, `login`, …), `bench` or `more` for
 * either set, `all`, or paths (`/kr/ko/…`). No argument: `fallback`.
 */
export async function pagesNamed(args, fallback) {
  const bench = await benchPages();
  const more = await morePages();
  const known = [...bench, ...more];
  const byName = [...known, ...ISLAND_SCREENS];
  const named = (args.length > 0 ? args : [fallback]).flatMap((arg) => {
    if (arg === 'bench') return bench;
    if (arg === 'more') return more;
    if (arg === 'all') return known;
    if (arg.startsWith('/')) return [{ id: arg, name: arg, path: arg }];
    const page = byName.find((candidate) => candidate.id === arg);
    if (!page) throw new Error(`Unknown page "${arg}": use a path or one of ${byName.map((candidate) => candidate.id).join(', ')}, bench, more, all.`);
    return [page];
  });
  // `all more` names some pages twice: each is measured once.
  return named.filter((page, index) => named.findIndex((other) => other.path === page.path) === index);
}

export async function answers(url) {
  try {
    const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(3_000) });
    return response.status > 0;
  } catch {
    return false;
  }
}

/**
 * Starts `npm start`'s script on BENCH_URL's port, in its own process group so we can stop it all.
 * It builds into and serves NOKCHA_OUT_DIR, over the D1 state in NOKCHA_D1_PERSIST, when they are set.
 */
export async function startShop() {
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

export function stopShop(child) {
  if (!child || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
}

export async function scriptBody(url) {
  try {
    const response = await fetch(url);
    return response.ok ? Buffer.from(await response.arrayBuffer()) : null;
  } catch {
    return null;
  }
}

/**
 * The budget's measure: `scripts` (`{ url, beforeLoad, … }`, in the order the page asked for them)
 * split into the gzip bytes of those asked for before the load event (the startup script) and
 * after it (the idle chunk and what it loads), each file with its own size.
 */
export async function startupScript(scripts) {
  const result = { startup: 0, afterLoad: 0, files: [] };
  for (const script of scripts) {
    const body = await scriptBody(script.url);
    if (!body) continue;
    const gzip = gzipSync(body).length;
    if (script.beforeLoad) result.startup += gzip;
    else result.afterLoad += gzip;
    result.files.push({ ...script, gzip, body });
  }
  return result;
}
