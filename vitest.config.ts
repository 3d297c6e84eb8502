// Unit tests: worker code runs in real workerd through the Workers pool; shared and site code
// runs in Node, with happy-dom for the chrome's DOM behaviour.
import { cloudflareTest } from '@cloudflare/vitest-pool-workers';
import { defineConfig } from 'vitest/config';

process.env.WRANGLER_SEND_METRICS = 'false';
process.env.CLOUDFLARE_CF_FETCH_ENABLED = 'false';

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [cloudflareTest({ wrangler: { configPath: './wrangler.toml' } })],
        test: { name: 'edge', include: ['edge/**/*.test.ts'] },
      },
      {
        test: { name: 'shared', include: ['shared/**/*.test.ts'], environment: 'node' },
      },
      {
        test: { name: 'site', include: ['site/**/*.test.ts', 'site/**/*.test.tsx'], environment: 'happy-dom' },
      },
    ],
  },
});
