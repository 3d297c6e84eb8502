/**
 * `$points`: the points screen's query (period, kind, page) and its answer. A
 * refused range (over a year, start after end) keeps the last list and says why.
 */
import { atom } from 'nanostores';
import { messageOf } from '#components/ui/message-of.ts';
import { ApiError } from '#lib/api-client';
import { fetchPointHistory, type GetPointHistoryRequest, type PointHistory } from './points-api';

export interface PointsState {
  phase: 'loading' | 'ready' | 'error';
  query: GetPointHistoryRequest;
  history: PointHistory | null;
  /** Why the last query was refused. */
  message: string;
}

export const $points = atom<PointsState>({ phase: 'loading', query: { period: '3M', kind: 'ALL', page: 1 }, history: null, message: '' });

const patch = (change: Partial<PointsState>) => $points.set({ ...$points.get(), ...change });

/** Asks for `query`; the list shows it only once the gateway accepts it. */
export async function searchPoints(query: GetPointHistoryRequest): Promise<void> {
  patch({ phase: $points.get().history ? 'ready' : 'loading', message: '' });
  try {
    patch({ phase: 'ready', query, history: await fetchPointHistory(query) });
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) return patch({ phase: 'ready', message: error.message });
    patch({ phase: $points.get().history ? 'ready' : 'error', message: messageOf(error) });
  }
}
