/**
 * After a deploy, an open page may ask for script chunks that no longer exist. When the live build
 * is newer than the page's (./build-watch.ts), reloading gets the new page and its chunks; the guard
 * allows that once per ~10 s per path so a chunk that is really broken cannot reload the page forever.
 */
import { checkBuild } from './build-watch';

export const RELOAD_GUARD_MS = 10_000;
const KEY_PREFIX = 'nokcha:chunk-reload:';

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|ChunkLoadError|Loading (CSS )?chunk [\w-]+ failed/i;

export function isChunkLoadError(reason: unknown): boolean {
  if (reason instanceof Error) return reason.name === 'ChunkLoadError' || CHUNK_ERROR.test(reason.message);
  return typeof reason === 'string' && CHUNK_ERROR.test(reason);
}

/**
 * Records a reload for `path` and says whether it may happen: not when one happened in the last
 * 10 s, and not when storage fails, since then the guard could not stop a loop.
 */
export function claimReload(storage: Pick<Storage, 'getItem' | 'setItem'>, path: string, now: number): boolean {
  try {
    const key = KEY_PREFIX + path;
    const last = Number(storage.getItem(key));
    if (Number.isFinite(last) && last > 0 && now - last < RELOAD_GUARD_MS) return false;
    storage.setItem(key, String(now));
    return true;
  } catch {
    return false;
  }
}

function storage(): Pick<Storage, 'getItem' | 'setItem'> | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function reloadOnce(): void {
  const store = storage();
  if (store && claimReload(store, location.pathname, Date.now())) location.reload();
}

/**
 * Reloads when a script chunk failed to load and a newer build is live: only then is the chunk gone
 * for good and a reload the cure. A failure while this page's build is still the live one is left
 * alone. WebKit fails every dynamic import still loading the moment the shopper leaves the page
 * ("Importing a module script failed."), and a reload then would cancel the shopper's own tap.
 */
export function startReloadGuard(): () => void {
  let checking: Promise<void> | undefined;
  const reloadIfNewBuild = () => {
    checking ??= checkBuild().then((stale) => {
      checking = undefined;
      if (stale) reloadOnce();
    });
  };
  // Vite's preload error then rejects the import as well: one check answers both.
  const onPreloadError = () => reloadIfNewBuild();
  const onRejection = (event: PromiseRejectionEvent) => {
    if (isChunkLoadError(event.reason)) reloadIfNewBuild();
  };
  window.addEventListener('vite:preloadError', onPreloadError);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    window.removeEventListener('vite:preloadError', onPreloadError);
    window.removeEventListener('unhandledrejection', onRejection);
  };
}
