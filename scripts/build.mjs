// Builds the static site into dist/; the worker is bundled by wrangler when it starts or deploys.
import { must } from './env.mjs';

await must('astro', ['build']);
