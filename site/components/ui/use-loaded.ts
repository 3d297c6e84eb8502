/**
 * A screen's view of a `Loader`: loads `key` when the screen opens and whenever the key changes
 * (compared by value, so `{ tab, page }` built on each render loads once), and re-renders on
 * every state change. A key read from the address is passed as a function: islands are also drawn
 * at build time, where there is no `location`, so it is read only in the browser, once.
 */
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { Loader, LoaderState } from './loader';

export function useLoaded<T, K>(loader: Loader<T, K>, key: K | (() => K), enabled = true): LoaderState<T> {
  const state = useStore(loader.$state);
  const signature = typeof key === 'function' ? 'from-address' : JSON.stringify(key);
  useEffect(() => {
    if (enabled) void loader.load(typeof key === 'function' ? (key as () => K)() : key);
    // The signature stands for the key: a new object with the same value does not load again.
  }, [loader, signature, enabled]);
  return state;
}
