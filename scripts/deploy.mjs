// `npm run deploy`: the preflight first (scripts/deploy-check.mjs), and nothing goes out while it
// finds something missing; then the D1 migrations on the remote database, the build and
// `wrangler deploy`. CATALOG_API (the shop's own `/api`) makes the build read the live catalog;
// without it the catalog pages are drawn from the local database (README "Deploying to Cloudflare").
import { must } from './env.mjs';

const config = process.env.WRANGLER_CONFIG ?? 'wrangler.toml';
await must('node', ['scripts/deploy-check.mjs', '--config', config]);
await must('wrangler', ['d1', 'migrations', 'apply', 'DB', '--remote', '--config', config]);
if (!process.env.CATALOG_API) console.warn('CATALOG_API is not set: catalog pages are built from the local database.');
await must('node', ['scripts/build.mjs']);
await must('wrangler', ['deploy', '--config', config]);
