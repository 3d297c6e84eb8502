// Astro renders every screen as one static HTML page; the worker picks the layout at the edge.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
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

/**
 * Vite wraps every dynamic import in a helper that also preloads the imported chunk's own imports,
 * and for that lists, in the chrome chunk, the imports of every lazily loaded chunk of the site:
 * hundreds of bytes of the 10 KB page budget. With no dependencies to preload the list
 * is empty; the helper stays, so a chunk that fails to load still raises `vite:preloadError` for
 * the reload guard. A lazily loaded chunk then asks for its imports once it arrives, one round trip
 * later, which only the first tap of a lazy button or the idle chunk waits for. Astro fixes the
 * top-level `modulePreload`, so the client environment is told here.
 */
function noDependencyPreload() {
  return {
    name: 'nokcha:no-dependency-preload',
    configEnvironment(name) {
      return name === 'client' ? { build: { modulePreload: { polyfill: false, resolveDependencies: () => [] } } } : undefined;
    },
  };
}

/**
 * Astro writes the one rule its islands need (`astro-island{display:contents}`) as a <style> in
 * front of the first island, inside <body>, where HTML allows no <style> and validators refuse the
 * page. The rule is in the global stylesheet (site/styles/global.css), which every page has in its
 * head, so the built pages lose the inline copy.
 */
const ISLAND_STYLE_TAG = /<style>astro-island,astro-slot[^<]*<\/style>/g;
function islandStylesInHead() {
  return {
    name: 'nokcha:island-styles-in-head',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        const root = fileURLToPath(dir);
        for (const file of await readdir(root, { recursive: true })) {
          if (!file.endsWith('.html')) continue;
          const html = await readFile(join(root, file), 'utf8');
          const without = html.replace(ISLAND_STYLE_TAG, '');
          if (without !== html) await writeFile(join(root, file), without);
        }
      },
    },
  };
}

export default defineConfig({
  srcDir: './site',
  publicDir: './public',
  outDir: process.env.NOKCHA_OUT_DIR ?? './dist',
  output: 'static',
  trailingSlash: 'never',
  build: { format: 'directory', inlineStylesheets: 'always' },
  integrations: [react(), islandStylesInHead()],
  devToolbar: { enabled: false },
  vite: {
    plugins: [noDependencyPreload()],
    // Keep every script an external file: the CSP allows no inline scripts.
    build: {
      assetsInlineLimit: 0,
      rollupOptions: { output: { manualChunks: (id) => (CHROME_CHUNK.test(id) ? 'chrome' : undefined) } },
    },
  },
});
