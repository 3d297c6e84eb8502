// Astro renders every screen as one static HTML page; the worker picks the layout at the edge.
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';

/**
 * What every page runs, bundled as one file: the chrome, the site's API client, the customer
 * store and header, and what they import. Left to itself the bundler splits these into several
 * small shared files whenever a screen imports one of them, and every extra file costs bytes of
 * the 10 KB page budget. Modules the chrome imports lazily (the modal, device parsing, login
 * signals, auto-login) stay out.
 */
const CHROME_CHUNK =
  /\/(site\/chrome\/(?!modal)[\w-]+\.ts|site\/lib\/[\w-]+\.ts|site\/features\/member\/(store|header|start)\.ts|shared\/(constants|cookies|site-path)\.ts|node_modules\/nanostores\/.+)$/;

export default defineConfig({
  srcDir: './site',
  publicDir: './public',
  outDir: process.env.NOKCHA_OUT_DIR ?? './dist',
  output: 'static',
  trailingSlash: 'never',
  build: { format: 'directory', inlineStylesheets: 'always' },
  integrations: [react()],
  devToolbar: { enabled: false },
  vite: {
    // Keep every script an external file: the CSP allows no inline scripts.
    build: {
      assetsInlineLimit: 0,
      rollupOptions: { output: { manualChunks: (id) => (CHROME_CHUNK.test(id) ? 'chrome' : undefined) } },
    },
  },
});
