// Lists the SHA-256 of every inline script in the built pages (Astro's island bootstrap), for the
// worker's CSP. Data blocks (JSON, JSON-LD) are not scripts a browser runs and are left out.
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const DATA_TYPES = /\btype\s*=\s*["']?(application\/(ld\+)?json|importmap)/i;

/** The CSP hashes of the inline scripts of one HTML document. */
export function inlineScriptHashes(html) {
  const hashes = [];
  for (const [, attributes, body] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes) || DATA_TYPES.test(attributes) || body === '') continue;
    hashes.push(`sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`);
  }
  return hashes;
}

async function* htmlFiles(folder) {
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(path);
    else if (entry.name.endsWith('.html')) yield path;
  }
}

/** Writes `{ hashes }` for every page under `dist` to `dist/csp-inline-scripts.json`. */
export async function writeInlineScriptHashes(dist = 'dist') {
  const hashes = new Set();
  for await (const file of htmlFiles(dist)) for (const hash of inlineScriptHashes(await readFile(file, 'utf8'))) hashes.add(hash);
  await writeFile(join(dist, 'csp-inline-scripts.json'), JSON.stringify({ hashes: [...hashes].sort() }));
  return hashes.size;
}
