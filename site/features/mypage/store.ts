/**
 * `$mypage`: the mypage home's figures and the membership card. Both load once the
 * screen opens; reissuing asks first, then replaces the card with the gateway's new number.
 */
import { atom } from 'nanostores';
import { messageOf } from '#components/ui/message-of.ts';
import { fetchMemberCard, fetchMypageHome, reissueMemberCard, type MemberCard, type MypageHome } from './mypage-api';
import { ask } from '#components/ui/tell.ts';

export interface MypageState {
  phase: 'loading' | 'ready' | 'error';
  home: MypageHome | null;
  card: MemberCard | null;
  /** What the last card action said. */
  note: { tone: 'ok' | 'error'; text: string } | null;
  busy: boolean;
}

export const LOAD_ERROR_MESSAGE = '마이페이지 정보를 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.';
export const REISSUE_QUESTION = '멤버십 바코드를 재발급하시겠습니까? 이전 바코드는 더 이상 사용할 수 없습니다.';
export const REISSUED_MESSAGE = '멤버십 바코드가 재발급되었습니다.';

export const $mypage = atom<MypageState>({ phase: 'loading', home: null, card: null, note: null, busy: false });

const patch = (change: Partial<MypageState>) => $mypage.set({ ...$mypage.get(), ...change });

export async function loadMypage(): Promise<void> {
  try {
    const [home, card] = await Promise.all([fetchMypageHome(), fetchMemberCard()]);
    patch({ phase: 'ready', home, card });
  } catch {
    patch({ phase: 'error' });
  }
}

/** Only the membership card (the app membership page shows it without the home's figures). */
export async function loadCard(): Promise<void> {
  try {
    patch({ phase: 'ready', card: await fetchMemberCard() });
  } catch {
    patch({ phase: 'error' });
  }
}

/** Asks, then reissues the card; the old number stops working at once. */
export async function reissueCard(): Promise<void> {
  if ($mypage.get().busy || !(await ask(REISSUE_QUESTION))) return;
  patch({ busy: true, note: null });
  try {
    patch({ card: await reissueMemberCard(), note: { tone: 'ok', text: REISSUED_MESSAGE } });
  } catch (error) {
    patch({ note: { tone: 'error', text: messageOf(error) } });
  } finally {
    patch({ busy: false });
  }
}
