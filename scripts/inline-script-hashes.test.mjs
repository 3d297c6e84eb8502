import { mkdtemp, mkdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, writeInlineScriptHashes } from './inline-script-hashes.mjs';

// The example in MDN's CSP `script-src` page: the hash a browser computes for this script.
const MDN_EXAMPLE = "alert('Hello, world.');";
const MDN_HASH = 'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng=';

describe('inlineScriptHashes', () => {
  it('hashes inline scripts as browsers do, and only those', () => {
    const html = `<script>${MDN_EXAMPLE}</script><script type="module" src="/_astro/a.js"></script>
      <script type="application/ld+json">{"@type":"Product"}</script><script></script>`;
    expect(inlineScriptHashes(html)).toEqual([MDN_HASH]);
  });
});

describe('writeInlineScriptHashes', () => {
  it('lists each hash once for the whole build', async () => {
    const dist = await mkdtemp(join(tmpdir(), 'csp-'));
    await mkdir(join(dist, 'kr'), { recursive: true });
    await writeFile(join(dist, 'index.html'), `<script>${MDN_EXAMPLE}</script>`);
    await writeFile(join(dist, 'kr', 'page.html'), `<p>x</p><script>${MDN_EXAMPLE}</script><script>b()</script>`);
    expect(await writeInlineScriptHashes(dist)).toBe(2);
    const { hashes } = JSON.parse(await readFile(join(dist, 'csp-inline-scripts.json'), 'utf8'));
    expect(hashes).toContain(MDN_HASH);
    expect(hashes).toHaveLength(2);
  });
});
