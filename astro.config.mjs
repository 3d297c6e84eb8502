// Astro renders every screen as one static HTML page; the worker picks the layout at the edge.
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';

export default defineConfig({
  srcDir: './site',
  publicDir: './public',
  outDir: './dist',
  output: 'static',
  trailingSlash: 'never',
  build: { format: 'directory', inlineStylesheets: 'always' },
  integrations: [react()],
  devToolbar: { enabled: false },
  vite: {
    // Keep every script an external file: the CSP allows no inline scripts.
    build: { assetsInlineLimit: 0 },
  },
});
