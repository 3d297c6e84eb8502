/**
 * A loader's state drawn the one way (ADR 047): its data through `children`, `ScreenError` with
 * 다시 시도 when the load failed, and the `loading` line until the first data arrives. While a
 * later load runs (another page) the data already shown stays.
 */
import type { ReactNode } from 'react';
import type { Loader, LoaderState } from './loader';
import { StatusNote } from './Notes';
import { ScreenError } from './ScreenError';
import { useLoaded } from './use-loaded';

interface Props<T> {
  state: LoaderState<T>;
  /** Whose `refetch` 다시 시도 calls. */
  loader: Pick<Loader<unknown, never>, 'refetch'>;
  /** What is loading, e.g. "리뷰를 불러오는 중입니다." */
  loading: string;
  children: (data: T) => ReactNode;
}

export function Loaded<T>({ state, loader, loading, children }: Props<T>) {
  if (state.status === 'error') return <ScreenError message={state.message} onRetry={() => void loader.refetch()} />;
  if (state.data === null) return <StatusNote busy>{loading}</StatusNote>;
  return <>{children(state.data)}</>;
}

interface ScreenProps<T, K> extends Omit<Props<T>, 'state' | 'loader'> {
  loader: Loader<T, K>;
  /** What to load; a function when it is read from the address (see `useLoaded`). */
  loadKey: K | (() => K);
}

/** `Loaded` for a screen that loads one key of one loader: the whole screen in one element. */
export function LoadedScreen<T, K>({ loader, loadKey, ...rest }: ScreenProps<T, K>) {
  return <Loaded state={useLoaded(loader, loadKey)} loader={loader} {...rest} />;
}
