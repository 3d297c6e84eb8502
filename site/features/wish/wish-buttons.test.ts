import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { resetSession } from '#chrome/session';
import { resetWishButtons, startWishButtons, WISH_CHANGE_EVENT } from './wish-buttons';

interface Call {
  path: string;
  body: unknown;
  authorization: string | null;
}

let calls: Call[];
let token: string | null;
let wishedNos: string[];
let assign: ReturnType<typeof vi.fn>;

const dialog = () => document.querySelector<HTMLElement>('[role="alertdialog"]');
const toast = () => document.querySelector('[role="status"][aria-live="polite"][data-toasts]')?.textContent ?? '';
const dialogButton = (label: string) =>
  [...(dialog()?.querySelectorAll('button') ?? [])].find((node) => node.textContent === label) as HTMLButtonElement | undefined;
const heart = (id: string) => document.getElementById(id) as HTMLButtonElement;
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Waits for `check` (the modal is imported on first use, which takes a while under load). */
async function until(check: () => boolean): Promise<void> {
  await vi.waitFor(() => expect(check()).toBe(true), { timeout: 4000, interval: 5 });
}

beforeEach(() => {
  history.replaceState(null, '', '/kr/ko/dp/product-list?catNm=%EC%8A%A4%ED%82%A8%EC%BC%80%EC%96%B4');
  document.body.innerHTML = `
    <ul id="cards">
      <li><a href="/kr/ko/dp/product/NK1">토너</a><button id="a1" type="button" data-wish-toggle data-inm-prd-no="100000001" aria-pressed="false" aria-label="토너 찜하기">♥</button></li>
      <li><a href="/kr/ko/dp/product/NK2">크림</a><button id="b" type="button" data-wish-toggle data-inm-prd-no="100000002" aria-pressed="false" aria-label="크림 찜하기">♥</button></li>
    </ul>
    <div id="detail"><button id="a2" type="button" data-wish-toggle data-inm-prd-no="100000001" aria-pressed="false">찜하기</button></div>`;
  calls = [];
  wishedNos = ['100000002'];
  resetSession();
  resetWishButtons();
  assign = vi.spyOn(location, 'assign').mockImplementation(() => {}) as never;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      if (input.includes('/node/cookie/get-cookie')) return Response.json({ token });
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ path: input, body, authorization: new Headers(init?.headers).get('Authorization') });
      if (input.endsWith('/getWishProductNos')) return Response.json({ data: { inmPrdNos: wishedNos } });
      if (input.endsWith('/addWish')) return Response.json({ data: { inmPrdNo: body.inmPrdNo, added: true, wishCnt: 2, message: '위시리스트에 담았습니다.' } });
      if (input.endsWith('/deleteWishes')) return Response.json({ data: { deletedCnt: 1, wishCnt: 1, message: '위시리스트에서 삭제되었습니다.' } });
      return Response.json({ code: 'NOT_FOUND', message: '없음' }, { status: 404 });
    }),
  );
});

afterEach(() => {
  dialogButton('취소')?.click();
  dialogButton('확인')?.click();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('startWishButtons for a guest', () => {
  beforeEach(() => {
    token = null;
  });

  test('asks to log in and goes to login returning to this page', async () => {
    startWishButtons();
    heart('b').click();
    await until(() => dialog() !== null);
    expect(dialog()!.textContent).toContain('알림');
    expect(dialog()!.textContent).toContain('로그인이 필요한 서비스입니다. 로그인하시겠습니까?');
    dialogButton('확인')!.click();
    await until(() => assign.mock.calls.length === 1);
    expect(assign).toHaveBeenCalledWith(`/member/login?successUrl=${encodeURIComponent('/kr/ko/dp/product-list?catNm=%EC%8A%A4%ED%82%A8%EC%BC%80%EC%96%B4')}`);
    expect(calls).toEqual([]);
  });

  test('stays on the page when the guest declines', async () => {
    startWishButtons();
    heart('a1').click();
    await until(() => dialog() !== null);
    dialogButton('취소')!.click();
    await flush();
    expect(assign).not.toHaveBeenCalled();
    expect(heart('a1').getAttribute('aria-pressed')).toBe('false');
  });
});

describe('startWishButtons for a member', () => {
  beforeEach(() => {
    token = 'member-token';
  });

  test('marks the wished products pressed on start', async () => {
    startWishButtons(document.getElementById('cards')!);
    await until(() => heart('b').getAttribute('aria-pressed') === 'true');
    expect(heart('a1').getAttribute('aria-pressed')).toBe('false');
    expect(heart('a1').hasAttribute('data-wish-ready')).toBe(true);
    expect(heart('a2').hasAttribute('data-wish-ready')).toBe(false);
    expect(calls).toEqual([{ path: '/api/cu/wish/v1/getWishProductNos', body: undefined, authorization: 'Bearer member-token' }]);
  });

  test('adds a product: every heart of it is pressed and the shopper is told', async () => {
    startWishButtons();
    const changes: unknown[] = [];
    document.addEventListener(WISH_CHANGE_EVENT, (event) => changes.push((event as CustomEvent).detail), { once: true });
    await until(() => heart('b').getAttribute('aria-pressed') === 'true');
    heart('a1').click();
    heart('a1').click();
    // A routine result is a toast, read out politely, with no dialog to close.
    await until(() => toast().includes('위시리스트에 담았습니다.'));
    expect(dialog()).toBeNull();
    expect(calls.filter((call) => call.path.endsWith('/addWish'))).toEqual([
      { path: '/api/cu/wish/v1/addWish', body: { inmPrdNo: '100000001' }, authorization: 'Bearer member-token' },
    ]);
    expect(heart('a1').getAttribute('aria-pressed')).toBe('true');
    expect(heart('a2').getAttribute('aria-pressed')).toBe('true');
    expect(changes).toEqual([{ inmPrdNo: '100000001', wished: true }]);
  });

  test('removes a wished product and says so', async () => {
    startWishButtons();
    await until(() => heart('b').getAttribute('aria-pressed') === 'true');
    heart('b').click();
    await until(() => toast().includes('위시리스트에서 삭제되었습니다.'));
    expect(dialog()).toBeNull();
    expect(calls.at(-1)).toEqual({ path: '/api/cu/wish/v1/deleteWishes', body: { inmPrdNos: ['100000002'] }, authorization: 'Bearer member-token' });
    expect(heart('b').getAttribute('aria-pressed')).toBe('false');
  });

  test("shows the gateway's refusal and leaves the heart as it was", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string) => {
        if (input.includes('get-cookie')) return Response.json({ token });
        if (input.endsWith('/getWishProductNos')) return Response.json({ data: { inmPrdNos: [] } });
        return Response.json({ code: 'WISH_LIMIT_EXCEEDED', message: '위시리스트에는 최대 200개까지 담을 수 있습니다.' }, { status: 409 });
      }),
    );
    startWishButtons();
    await flush();
    heart('b').click();
    await until(() => dialog() !== null);
    expect(dialog()!.textContent).toContain('위시리스트에는 최대 200개까지 담을 수 있습니다.');
    expect(heart('b').getAttribute('aria-pressed')).toBe('false');
  });
});
