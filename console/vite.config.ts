// The operator console's own build (ADR 026): a separate entry, never part of the
// shop's pages. It writes to `<out>/ops/console/`, where the worker serves it (edge/src/ops/console-page.ts).
import { fileURLToPath, URL } from 'node:url';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
const outDir = resolve(process.env.NOKCHA_OUT_DIR ?? resolve(root, '../dist'), 'ops/console');

export default defineConfig({
  root,
  base: '/ops/console/',
  plugins: [react()],
  resolve: { alias: { '#shared': resolve(root, '../shared') } },
  build: { outDir, emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 2000 },
  logLevel: 'warn',
});
