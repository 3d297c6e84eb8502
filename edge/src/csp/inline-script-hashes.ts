/**
 * Astro islands bootstrap with small inline scripts, which `script-src 'self'` would block.
 * The build (`scripts/inline-script-hashes.mjs`) lists the SHA-256 of every inline script in
 * the built pages in `INLINE_SCRIPT_HASHES_PATH`; the worker adds exactly those hashes to the
 * CSP of HTML answers, so no other inline script can run.
 */

/** Where the build leaves the list: `{ "hashes": ["sha256-…", …] }`. */
export const INLINE_SCRIPT_HASHES_PATH = '/csp-inline-scripts.json';

let cached: Promise<string[]> | null = null;

/** The CSP sources for the built inline scripts, read once per worker instance. */
export function inlineScriptSources(assets: Fetcher, origin: string): Promise<string[]> {
  cached ??= readHashes(assets, origin).catch(() => {
    cached = null; // A failed read is tried again on the next request.
    return [];
  });
  return cached;
}

async function readHashes(assets: Fetcher, origin: string): Promise<string[]> {
  const response = await assets.fetch(new Request(new URL(INLINE_SCRIPT_HASHES_PATH, origin)));
  if (!response.ok) return [];
  const body: unknown = await response.json();
  const hashes = (body as { hashes?: unknown }).hashes;
  if (!Array.isArray(hashes)) return [];
  return hashes.filter((hash): hash is string => typeof hash === 'string' && /^sha256-[A-Za-z0-9+/]+=*$/.test(hash)).map((hash) => `'${hash}'`);
}

/** For tests: forget what was read. */
export function resetInlineScriptSources(): void {
  cached = null;
}
