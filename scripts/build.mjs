// Builds the static site into dist/ and lists its inline scripts for the CSP; the worker is
// bundled by wrangler when it starts or deploys.
import { must } from './env.mjs';
import { writeInlineScriptHashes } from './inline-script-hashes.mjs';

await must('astro', ['build']);
await writeInlineScriptHashes('dist');
