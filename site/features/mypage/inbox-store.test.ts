import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { resetSession } from '#chrome/session';
import { MYPAGE_ROUTES } from '#shared/schemas/mypage-routes';
import { $customer, EMPTY_EXTRAS } from '../member/store';
import { $inbox, loadInbox, markRead } from './inbox-store';

const message = (id: number, read: boolean) => ({ id, kind: 'ORDER', title: `알림 ${id}`, body: '본문', link: '', createdDttm: '20261124130500', read });
let fetchMock: ReturnType<typeof vi.fn>;
let readAnswer: Response;

beforeEach(() => {
  resetSession();
  $customer.set({ status: 'member', info: null, extras: { ...EMPTY_EXTRAS, unreadCnt: 9 }, loaded: true });
  readAnswer = Response.json({ data: { unreadCount: 1 } });
  fetchMock = vi.fn(async (url: string) => {
    if (url.endsWith('/node/cookie/get-cookie')) return Response.json({ token: 'tok' });
    if (url === `/api${MYPAGE_ROUTES.getInbox.path}`)
      return Response.json({ data: { items: [message(2, false), message(1, false)], page: 1, totalPages: 1, unreadCount: 2 } });
    if (url === `/api${MYPAGE_ROUTES.readInbox.path}`) return readAnswer;
    return Response.json({ data: {} });
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

test('loading the inbox sets the bell badge to its unread count', async () => {
  await loadInbox(1);
  expect($inbox.get()).toMatchObject({ phase: 'ready', unreadCount: 2 });
  expect($customer.get().extras.unreadCnt).toBe(2);
});

test('opening one marks it read at once and sends only its id; the badge follows the answer', async () => {
  await loadInbox(1);
  await markRead([2]);
  expect($inbox.get().items.map((item) => item.read)).toEqual([true, false]);
  const call = fetchMock.mock.calls.find(([url]) => url === `/api${MYPAGE_ROUTES.readInbox.path}`)!;
  expect(JSON.parse(call[1].body as string)).toEqual({ ids: [2] });
  expect($customer.get().extras.unreadCnt).toBe(1);
});

test('모두 읽음 sends no ids; a refusal says why', async () => {
  await loadInbox(1);
  readAnswer = Response.json({ code: 'INTERNAL_ERROR', message: '잠시 후 다시 시도해 주세요.' }, { status: 500 });
  await markRead();
  const call = fetchMock.mock.calls.find(([url]) => url === `/api${MYPAGE_ROUTES.readInbox.path}`)!;
  expect(JSON.parse(call[1].body as string)).toEqual({});
  expect($inbox.get().message).not.toBe('');
});
