// Builds the static site into NOKCHA_OUT_DIR (dist/ unless set) and lists its inline scripts for
// the CSP. Catalog pages read the gateway (scripts/build-gateway.mjs, ADR 008); the worker itself
// is bundled by wrangler when it starts or deploys.
import { startBuildGateway } from './build-gateway.mjs';
import { run } from './env.mjs';
import { writeInlineScriptHashes } from './inline-script-hashes.mjs';

const outDir = process.env.NOKCHA_OUT_DIR ?? 'dist';
const gateway = await startBuildGateway();
const code = await run('astro', ['build'], { env: { ...process.env, CATALOG_API: gateway.api, NOKCHA_OUT_DIR: outDir } });
await gateway.stop();
if (code !== 0) {
  console.error(`\n✗ astro build failed with exit code ${code}`);
  process.exit(code);
}
await writeInlineScriptHashes(outDir);
