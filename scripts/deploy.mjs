// `npm run deploy`: the preflight first (scripts/deploy-check.mjs), and nothing goes out while it
// finds something missing; then the D1 migrations on the remote database, the build and
// `wrangler deploy`. The build reads no catalog (catalog pages are drawn by the worker from D1), so a
// deploy carries code only (README "Deploying to Cloudflare").
import { must } from './env.mjs';

const config = process.env.WRANGLER_CONFIG ?? 'wrangler.toml';
await must('node', ['scripts/deploy-check.mjs', '--config', config]);
await must('wrangler', ['d1', 'migrations', 'apply', 'DB', '--remote', '--config', config]);
await must('node', ['scripts/build.mjs']);
await must('wrangler', ['deploy', '--config', config]);
