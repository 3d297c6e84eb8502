/**
 * After a deploy, an open page may ask for script chunks that no longer exist. Reloading gets the
 * new page and its chunks; the guard allows that once per ~10 s per path so a chunk
 * that is really broken cannot reload the page forever.
 */
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

function reloadOnce(): boolean {
  const store = storage();
  if (!store || !claimReload(store, location.pathname, Date.now())) return false;
  location.reload();
  return true;
}

export function startReloadGuard(): () => void {
  const onPreloadError = (event: Event) => {
    // Vite throws the error unless the event is cancelled; let it through when we do not reload.
    if (reloadOnce()) event.preventDefault();
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    if (isChunkLoadError(event.reason) && reloadOnce()) event.preventDefault();
  };
  window.addEventListener('vite:preloadError', onPreloadError);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    window.removeEventListener('vite:preloadError', onPreloadError);
    window.removeEventListener('unhandledrejection', onRejection);
  };
}
