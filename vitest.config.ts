// Unit tests: worker code runs in real workerd through the Workers pool; shared and site code
// runs in Node, with happy-dom for the chrome's DOM behaviour; `*.astro.test.ts` render Astro components. Worker tests get a fresh D1 per
// test file (the pool isolates storage per file); the setup file applies the migrations to it.
import { availableParallelism } from 'node:os';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-pool-workers';
import { defineConfig } from 'vitest/config';
import { LOCAL_VARS } from './scripts/local-vars.mjs';

process.env.WRANGLER_SEND_METRICS = 'false';
process.env.CLOUDFLARE_CF_FETCH_ENABLED = 'false';

export default defineConfig({
  test: {
    // Vitest leaves a core free by default; on the two-core CI machine that halves the suite's speed.
    maxWorkers: availableParallelism(),
    projects: [
      {
        plugins: [
          cloudflareTest(async () => ({
            wrangler: { configPath: './wrangler.toml' },
            // Not the app (wrangler.toml's main): see the file for why.
            main: './edge/src/testing/test-main.ts',
            // wrangler.toml is production; worker tests run as a local worker, as `npm start` does.
            miniflare: { bindings: { ...LOCAL_VARS, TEST_MIGRATIONS: await readD1Migrations('./edge/migrations') } },
          })),
        ],
        test: {
          name: 'edge',
          include: ['edge/**/*.test.ts'],
          setupFiles: ['./edge/src/testing/apply-migrations.ts'],
          // A test that imports the whole worker compiles it first: over 5 s on a busy two-core machine.
          testTimeout: 20_000,
        },
      },
      {
        // Pure rules and scripts, no module keeping state between files: one module cache per worker.
        test: { name: 'shared', include: ['shared/**/*.test.ts', 'scripts/**/*.test.mjs'], environment: 'node', isolate: false },
      },
      {
        test: {
          name: 'site',
          include: ['site/**/*.test.ts', 'site/**/*.test.tsx', 'console/**/*.test.ts', 'console/**/*.test.tsx'],
          exclude: ['site/**/*.astro.test.ts'],
          environment: 'happy-dom',
        },
      },
      // Astro components, rendered by Astro's container API under Astro's own Vite config.
      './vitest.astro.config.ts',
    ],
  },
});
