// `npm start`: migrate the local D1 database, seed the demo member and the catalog, build the site
// (catalog pages are shells the worker fills from that database), and serve the shop with wrangler dev.
// NOKCHA_OUT_DIR and NOKCHA_D1_PERSIST (a build and a database of one's own, beside other work on
// the same machine) are used throughout: the build writes and reads them, and the shop serves them.
// The committed wrangler.toml is production; `.dev.vars` (written here when it lacks them) makes
// this worker a local one (scripts/local-vars.mjs).
import { must, run } from './env.mjs';
import { ensureDevVars } from './local-vars.mjs';

const added = ensureDevVars();
if (added.length > 0) console.log(`.dev.vars: added the local ${added.join(', ')}`);
const port = process.env.PORT ?? '8787';
const persist = process.env.NOKCHA_D1_PERSIST ? ['--persist-to', process.env.NOKCHA_D1_PERSIST] : [];
const assets = process.env.NOKCHA_OUT_DIR ? ['--assets', process.env.NOKCHA_OUT_DIR] : [];
await must('wrangler', ['d1', 'migrations', 'apply', 'DB', '--local', ...persist]);
await must('node', ['scripts/seed.mjs', ...persist]);
await must('node', ['scripts/build.mjs']);
console.log(`\n녹차숍: http://localhost:${port}/kr/ko\n`);
process.exit(await run('wrangler', ['dev', '--port', port, '--ip', '127.0.0.1', '--show-interactive-dev-session=false', ...persist, ...assets]));
