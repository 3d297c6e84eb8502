// `npm start`: migrate the local D1 database, seed the demo member and the catalog, build the site
// (its catalog pages read that database through the gateway), and serve the shop with wrangler dev.
import { must, run } from './env.mjs';

const port = process.env.PORT ?? '8787';
await must('wrangler', ['d1', 'migrations', 'apply', 'DB', '--local']);
await must('node', ['scripts/seed.mjs']);
await must('node', ['scripts/build.mjs']);
console.log(`\n녹차숍: http://localhost:${port}/kr/ko\n`);
process.exit(await run('wrangler', ['dev', '--port', port, '--ip', '127.0.0.1', '--show-interactive-dev-session=false']));
