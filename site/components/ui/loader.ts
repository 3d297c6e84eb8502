/**
 * The one way a screen loads its data (ADR 047): a nanostores atom holding loading, the data and
 * the error, with `load(key)` and `refetch()`. A screen reads it with `useLoaded`, draws
 * `ScreenError` (with 다시 시도 calling `refetch`) when it failed, and never fetches in its own
 * effect. Only the newest load may settle the state, so a slow answer for page 1 never replaces
 * page 2. The data of the last load stays while the next one runs, so a list does not blank out
 * between pages.
 */
import { atom, type ReadableAtom } from 'nanostores';
import { messageOf } from './message-of';

export interface LoaderState<T> {
  status: 'loading' | 'ready' | 'error';
  /** The last loaded data; kept while a new load runs. */
  data: T | null;
  /** What failed, for a screen that treats one refusal code apart. */
  error: unknown;
  /** The Korean message for `error`. */
  message: string;
}

export interface Loader<T, K> {
  $state: ReadableAtom<LoaderState<T>>;
  load(key: K): Promise<void>;
  /** Loads the last key again (다시 시도, or after a change). */
  refetch(): Promise<void>;
  /** Shows `data` as loaded: a change whose answer carries the new state needs no second load. */
  update(data: T): void;
  /** Back to loading with nothing kept: for a test or a screen that shows another owner's data. */
  reset(): void;
}

/** The data a loader loads, for a component that draws it. */
export type LoadedOf<L> = L extends Loader<infer T, never> ? T : never;

const START = { status: 'loading', data: null, error: null, message: '' } as const;

/** `fetch` reads the data for a key; `failMessage` is shown when the gateway gave no message. */
export function createLoader<T, K = void>(fetch: (key: K) => Promise<T>, failMessage: string): Loader<T, K> {
  const $state = atom<LoaderState<T>>(START);
  let lastKey: K | undefined;
  let latest = 0;
  const load = async (key: K) => {
    lastKey = key;
    const ticket = (latest += 1);
    $state.set({ ...$state.get(), status: 'loading', error: null, message: '' });
    try {
      const data = await fetch(key);
      if (ticket === latest) $state.set({ status: 'ready', data, error: null, message: '' });
    } catch (error) {
      if (ticket === latest) $state.set({ ...$state.get(), status: 'error', error, message: messageOf(error, failMessage) });
    }
  };
  return {
    $state,
    load,
    refetch: () => load(lastKey as K),
    update: (data) => {
      latest += 1;
      $state.set({ status: 'ready', data, error: null, message: '' });
    },
    reset: () => {
      latest += 1;
      $state.set(START);
    },
  };
}
