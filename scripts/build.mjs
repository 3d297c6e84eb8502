// Builds the static site into NOKCHA_OUT_DIR (dist/ unless set), then the operator console into its
// ops/console/ folder, and lists the site's inline scripts for the CSP. The build reads no catalog:
// catalog pages are shells the worker fills from D1 (docs/decisions/039-catalog-pages-drawn-at-the-edge.md),
// so dist/ holds the same files whatever the catalog's size. The worker itself is bundled by
// wrangler when it starts or deploys.
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { run } from './env.mjs';
import { writeInlineScriptHashes } from './inline-script-hashes.mjs';

const outDir = resolve(process.env.NOKCHA_OUT_DIR ?? 'dist');
// Astro keeps its prerender chunks beside an output folder inside the project, but in one shared
// `.astro/` folder for any other; so an outside folder is built in a private folder here, then copied.
const inside = !relative(process.cwd(), outDir).startsWith('..');
const buildDir = inside ? outDir : join(process.cwd(), '.builds', `${process.pid}`);
const code = await run('astro', ['build'], { env: { ...process.env, NOKCHA_OUT_DIR: buildDir } });
if (code !== 0) {
  console.error(`\n✗ astro build failed with exit code ${code}`);
  process.exit(code);
}
if (!inside) {
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  cpSync(buildDir, outDir, { recursive: true });
  rmSync(buildDir, { recursive: true, force: true });
}
// The operator console is its own entry (ADR 026), built after the site so astro's clean-up keeps it.
const consoleCode = await run('vite', ['build', '--config', 'console/vite.config.ts'], { env: { ...process.env, NOKCHA_OUT_DIR: outDir } });
if (consoleCode !== 0) {
  console.error(`\n✗ the operator console's build failed with exit code ${consoleCode}`);
  process.exit(consoleCode);
}
await writeInlineScriptHashes(outDir);
