/**
 * `$inbox`: the notification inbox's page of messages (알림함). Opening a message
 * marks it read; 모두 읽음 marks every one. The header's bell badge follows the unread count.
 */
import { atom } from 'nanostores';
import { messageOf } from '#components/ui/message-of.ts';
import { $customer } from '../member/store';
import { fetchInbox, markInboxRead, type InboxMessage } from './mypage-api';

export interface InboxState {
  phase: 'loading' | 'ready' | 'error';
  items: InboxMessage[];
  page: number;
  totalPages: number;
  unreadCount: number;
  message: string;
}

export const INBOX_LOAD_ERROR = '알림을 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.';

export const $inbox = atom<InboxState>({ phase: 'loading', items: [], page: 1, totalPages: 1, unreadCount: 0, message: '' });

const patch = (change: Partial<InboxState>) => $inbox.set({ ...$inbox.get(), ...change });

/** The header's bell badge, without another call. */
function showUnread(unreadCnt: number): void {
  const customer = $customer.get();
  if (customer.status === 'member') $customer.set({ ...customer, extras: { ...customer.extras, unreadCnt } });
}

export async function loadInbox(page: number): Promise<void> {
  patch({ phase: 'loading', message: '' });
  try {
    const answer = await fetchInbox(page);
    patch({ phase: 'ready', ...answer });
    showUnread(answer.unreadCount);
  } catch {
    patch({ phase: 'error' });
  }
}

/** Marks `ids` (or all) read, in the list at once and then at the gateway. */
export async function markRead(ids?: number[]): Promise<void> {
  const { items } = $inbox.get();
  patch({ items: items.map((item) => (!ids || ids.includes(item.id) ? { ...item, read: true } : item)), message: '' });
  try {
    const unreadCount = await markInboxRead(ids);
    patch({ unreadCount });
    showUnread(unreadCount);
  } catch (error) {
    patch({ message: messageOf(error) });
  }
}
