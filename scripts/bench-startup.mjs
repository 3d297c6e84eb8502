// `npm run bench:startup -- [page…] [--member] [--files] [--check]`: the startup script budget alone
// (10 KB gzip of the scripts a page asks for before its load event, README "Speed"), in seconds
// rather than Lighthouse's minutes, for the README's pages and the ones outside its table (쇼핑 기록,
// for-me, a broadcast, the employee shop, login). Pages are named as for `npm run bench` (bench-shop.mjs;
// default `all`). Each is a first visit of a phone in Chromium, as a guest; `--member` measures again
// logged in as the seeded demo member (BENCH_MEMBER=id:password to use another), since personal pages
// draw more for members. `--files` lists each page's scripts, `--check` fails when a page is over.
// As `npm run bench`, it measures BENCH_URL and starts the shop there when nothing answers.
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, ensureChromium } from './ensure-chromium.mjs';
import { answers, BENCH_URL, overBudget, PHONE_UA, pagesNamed, STARTUP_BUDGET, startShop, startupScript, stopShop } from './bench-shop.mjs';

const flags = new Set(process.argv.slice(2).filter((arg) => arg.startsWith('--')));
const names = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
// The demo member `scripts/seed.mjs` creates.
const [memberId, memberPassword] = (process.env.BENCH_MEMBER ?? 'greentea:nokcha2026!').split(/:(.*)/s);
// After the load event: long enough for the idle chunk (whenIdle's timeout is 3 s) and what it loads.
const AFTER_LOAD_MS = 4_000;

/** Logs the context in through the member gateway's JSON login, as the login screen does. */
async function logIn(context) {
  const response = await context.request.post(`${BENCH_URL}/member/`, { data: { custWebId: memberId, password: memberPassword } });
  if (!response.ok()) throw new Error(`The member ${memberId} could not log in at ${BENCH_URL} (${response.status()}): is the shop seeded?`);
}

async function measure(browser, page, member) {
  const context = await browser.newContext({ userAgent: PHONE_UA, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'ko-KR' });
  try {
    if (member) await logIn(context);
    const tab = await context.newPage();
    const requests = [];
    tab.on('request', (request) => {
      if (request.resourceType() === 'script') requests.push(request);
    });
    await tab.goto(`${BENCH_URL}${page.path}`, { waitUntil: 'load' });
    await tab.waitForTimeout(AFTER_LOAD_MS);
    // As Lighthouse's `observedLoad` in `npm run bench`: the end of the load event, so what a load
    // listener asks for is startup too. Times are the page's own (Resource Timing), where it has them.
    const { loadEnd, starts } = await tab.evaluate(() => {
      // Run in the page, whose `performance` this is.
      const clock = globalThis.performance;
      return {
        loadEnd: clock.timeOrigin + clock.getEntriesByType('navigation')[0].loadEventEnd,
        starts: clock.getEntriesByType('resource').map((entry) => [entry.name, clock.timeOrigin + entry.startTime]),
      };
    });
    const startOf = new Map(starts);
    const scripts = requests.map((request) => ({ url: request.url(), beforeLoad: (startOf.get(request.url()) ?? request.timing().startTime) < loadEnd }));
    return { page, member, ...(await startupScript(scripts)) };
  } finally {
    await context.close();
  }
}

function table(rows) {
  const lines = ['| page | as | startup script gzip (B) | after-load script gzip (B) | startup files |', '| --- | --- | ---: | ---: | ---: |'];
  for (const row of rows) {
    const over = overBudget(row.startup) ? ' ✗' : '';
    const files = row.files.filter((file) => file.beforeLoad).length;
    lines.push(
      `| ${row.page.name} \`${decodeURIComponent(row.page.path)}\` | ${row.member ? 'member' : 'guest'} | ${row.startup}${over} | ${row.afterLoad} | ${files} |`,
    );
  }
  return lines.join('\n');
}

function fileList(row) {
  const lines = [`${row.page.name} (${row.member ? 'member' : 'guest'}):`];
  for (const file of row.files)
    lines.push(`  ${file.beforeLoad ? 'startup   ' : 'after load'} ${String(file.gzip).padStart(6)}  ${new URL(file.url).pathname}`);
  return lines.join('\n');
}

let shop = null;
let browser = null;
const stopAll = async () => {
  stopShop(shop);
  await browser?.close().catch(() => undefined);
};
process.on('SIGINT', () => {
  stopShop(shop);
  process.exit(130);
});

try {
  if (!(await answers(`${BENCH_URL}/favicon.svg`))) shop = await startShop();
  browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_FLAGS });
  const rows = [];
  for (const page of await pagesNamed(names, 'all')) {
    console.error(`Measuring ${BENCH_URL}${page.path}`);
    rows.push(await measure(browser, page, false));
    if (flags.has('--member')) rows.push(await measure(browser, page, true));
  }
  console.log(`\n${table(rows)}\n`);
  console.log(`Budget ${STARTUP_BUDGET} B gzip of the scripts asked for before the load event; ✗ marks a page over it.`);
  if (flags.has('--files')) console.log(`\n${rows.map(fileList).join('\n\n')}`);
  if (flags.has('--check') && rows.some((row) => overBudget(row.startup))) process.exitCode = 1;
} catch (error) {
  console.error(`✗ ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await stopAll();
}
