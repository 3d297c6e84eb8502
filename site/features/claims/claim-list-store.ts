/**
 * `$claimList`: the claim list screen's tab (전체/취소/교환/반품) and the claims read so far;
 * 더보기 appends the next page of the same tab. A tab change drops answers of the previous tab.
 */
import { atom } from 'nanostores';
import { messageOf } from '#components/ui/message-of.ts';
import { getClaimList, type Claim, type ClaimType } from './claim-api';

export interface ClaimListState {
  tab: ClaimType | 'ALL';
  status: 'loading' | 'ready' | 'error';
  message: string;
  claims: Claim[];
  totalCnt: number;
  page: number;
  busy: boolean;
}

export const CLAIM_TABS: { tab: ClaimListState['tab']; name: string }[] = [
  { tab: 'ALL', name: '전체' },
  { tab: 'CANCEL', name: '취소' },
  { tab: 'EXCHANGE', name: '교환' },
  { tab: 'RETURN', name: '반품' },
];

export const $claimList = atom<ClaimListState>({ tab: 'ALL', status: 'loading', message: '', claims: [], totalCnt: 0, page: 0, busy: false });

let generation = 0;

async function read(tab: ClaimListState['tab'], page: number): Promise<void> {
  const mine = generation;
  try {
    const answer = await getClaimList(tab === 'ALL' ? undefined : tab, page);
    if (mine !== generation) return;
    const claims = page === 1 ? answer.claims : [...$claimList.get().claims, ...answer.claims];
    $claimList.set({ ...$claimList.get(), status: 'ready', claims, totalCnt: answer.totalCnt, page, busy: false });
  } catch (error) {
    if (mine !== generation) return;
    $claimList.set({ ...$claimList.get(), status: 'error', message: messageOf(error), busy: false });
  }
}

/** Shows the first page of `tab`. */
export function showTab(tab: ClaimListState['tab']): Promise<void> {
  generation += 1;
  $claimList.set({ tab, status: 'loading', message: '', claims: [], totalCnt: 0, page: 0, busy: true });
  return read(tab, 1);
}

/** Appends the next page of the current tab. */
export function showMore(): Promise<void> {
  const state = $claimList.get();
  if (state.busy || state.claims.length >= state.totalCnt) return Promise.resolve();
  $claimList.set({ ...state, busy: true });
  return read(state.tab, state.page + 1);
}
