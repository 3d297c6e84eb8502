/**
 * `$bottles`: the 공병 수거 screen's history, the orders still open for a pickup, the points per
 * bottle, and the form (order and count). A request reloads the list, so the order leaves the
 * choices and the new collection heads the history.
 */
import { atom } from 'nanostores';
import { messageOf } from '#components/ui/message-of.ts';
import { getBottleList, requestBottleCollection, type BottleList } from './claim-api';

export const MAX_BOTTLES = 20;

export interface BottleState {
  status: 'loading' | 'ready' | 'error';
  message: string;
  list: BottleList | null;
  ordNo: string;
  bottleCnt: number;
  busy: boolean;
}

export const $bottles = atom<BottleState>({ status: 'loading', message: '', list: null, ordNo: '', bottleCnt: 1, busy: false });

const patch = (change: Partial<BottleState>) => $bottles.set({ ...$bottles.get(), ...change });

export async function loadBottles(): Promise<void> {
  try {
    const list = await getBottleList();
    const ordNo = list.eligibleOrders.some((order) => order.ordNo === $bottles.get().ordNo) ? $bottles.get().ordNo : (list.eligibleOrders[0]?.ordNo ?? '');
    patch({ status: 'ready', list, ordNo });
  } catch (error) {
    patch({ status: 'error', message: messageOf(error) });
  }
}

export function chooseOrder(ordNo: string): void {
  patch({ ordNo });
}

export function setBottleCnt(bottleCnt: number): void {
  patch({ bottleCnt: Math.min(MAX_BOTTLES, Math.max(1, Math.trunc(bottleCnt) || 1)) });
}

/** Sends the request; answers the Korean message to show (success or refusal). */
export async function submitBottles(): Promise<string> {
  const { ordNo, bottleCnt, busy } = $bottles.get();
  if (busy) return '';
  if (ordNo === '') return '공병 수거를 신청할 주문을 선택해 주세요.';
  patch({ busy: true });
  try {
    await requestBottleCollection(ordNo, bottleCnt);
    await loadBottles();
    patch({ busy: false, bottleCnt: 1 });
    return '공병 수거 신청이 완료되었습니다.';
  } catch (error) {
    patch({ busy: false });
    return messageOf(error);
  }
}
