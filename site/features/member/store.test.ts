import { MYPAGE_ROUTES } from '#shared/schemas/mypage-routes';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { $session, resetSession } from '#chrome/session';
import { CUSTOMER_ROUTES } from '#shared/schemas/customer-routes';
import { $customer, channelCode, EMPTY_EXTRAS, loadCustomer } from './store';

const INFO = { incsNo: '100000001', custWebId: 'greentea', inmCustGrdCd: '20', inmCustGrdCdNm: '잎새' };
const SESS_ID = '0b7c9a1e-3f52-4c6e-9d1a-2e4f6a8b0c1d';
let fetchMock: ReturnType<typeof vi.fn>;

/** Answers by URL: get-cookie with `token`, each call with what `calls` says (an Error rejects). */
function serve(token: string | null, calls: Record<string, unknown>): void {
  fetchMock.mockImplementation(async (url: string) => {
    if (url.endsWith('/node/cookie/get-cookie')) return Response.json({ token });
    if (url.includes('/node/cookie/delete-cookie/')) return Response.json({ deleted: true });
    const path = url.replace(/^\/api/, '');
    const answer = calls[path];
    if (answer instanceof Error) throw answer;
    if (answer instanceof Response) return answer;
    return Response.json(answer ?? { data: {} });
  });
}

function bodyOf(path: string): unknown {
  const call = fetchMock.mock.calls.find(([url]) => url === `/api${path}`);
  const body = call?.[1]?.body as string | undefined;
  return body === undefined ? undefined : JSON.parse(body);
}

beforeEach(() => {
  resetSession();
  history.replaceState(null, '', '/kr/ko/dp/best');
  const root = document.documentElement;
  root.dataset.channel = '2';
  root.dataset.env = 'local';
  root.removeAttribute('data-app');
  document.cookie = `sessId=${SESS_ID}`;
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('loadCustomer', () => {
  test('a guest (no token) stays a guest and still gets the cart count by sessId', async () => {
    serve(null, { [CUSTOMER_ROUTES.getOrderCartCount.path]: { data: { prdCnt: 3 } } });
    await loadCustomer();
    expect($customer.get()).toEqual({ status: 'guest', info: null, extras: { ...EMPTY_EXTRAS, prdCnt: 3 }, loaded: true });
    expect(bodyOf(CUSTOMER_ROUTES.getOrderCartCount.path)).toEqual({ sessId: SESS_ID });
    expect(fetchMock.mock.calls.some(([url]) => url === `/api${CUSTOMER_ROUTES.getCustInfo.path}`)).toBe(false);
  });

  test('a member: info, then name, coupons, points and cart side by side, then loaded', async () => {
    serve('tok', {
      [CUSTOMER_ROUTES.getCustInfo.path]: { data: INFO },
      [CUSTOMER_ROUTES.searchIncsNo.path]: { data: { custNm: '김녹차' } },
      [CUSTOMER_ROUTES.getCustCpnCnt.path]: { data: { custCpnCnt: 2 } },
      [CUSTOMER_ROUTES.getptinq.path]: { data: { rmnPt: 1234 } },
      [CUSTOMER_ROUTES.getOrderCartCount.path]: { data: { prdCnt: 5 } },
      [MYPAGE_ROUTES.getUnreadCount.path]: { data: { unreadCount: 3 } },
    });
    const seen: string[] = [];
    const stop = $customer.listen((state) => seen.push(`${state.status}:${state.loaded}`));
    await loadCustomer();
    stop();
    expect($customer.get()).toEqual({
      status: 'member',
      info: INFO,
      extras: { custNm: '김녹차', custCpnCnt: 2, rmnPt: 1234, prdCnt: 5, unreadCnt: 3 },
      loaded: true,
    });
    expect(seen).toEqual(['loading:false', 'member:false', 'member:true']);
    expect(bodyOf(CUSTOMER_ROUTES.searchIncsNo.path)).toBeUndefined();
    expect(bodyOf(CUSTOMER_ROUTES.getCustCpnCnt.path)).toEqual({ inmChnCd: '2' });
    expect(bodyOf(CUSTOMER_ROUTES.getptinq.path)).toEqual({ incsNo: '100000001' });
    expect(bodyOf(CUSTOMER_ROUTES.getOrderCartCount.path)).toEqual({ sessId: SESS_ID });
    const infoCall = fetchMock.mock.calls.find(([url]) => url === `/api${CUSTOMER_ROUTES.getCustInfo.path}`)!;
    expect((infoCall[1].headers as Headers).get('Authorization')).toBe('Bearer tok');
    expect($session.get()).toBe('logged-in');
  });

  test('an empty info answer clears the auth cookie through delete-cookie and makes a guest', async () => {
    serve('dead-token', { [CUSTOMER_ROUTES.getCustInfo.path]: { data: {} }, [CUSTOMER_ROUTES.getOrderCartCount.path]: { data: { prdCnt: 1 } } });
    await loadCustomer();
    expect($customer.get()).toMatchObject({ status: 'guest', info: null, loaded: true, extras: { prdCnt: 1 } });
    expect(fetchMock).toHaveBeenCalledWith('/kr/ko/dp/node/cookie/delete-cookie/inm_auth_token_local', { credentials: 'same-origin', cache: 'no-store' });
    expect($session.get()).toBe('logged-out');
  });

  test('a failed extra stays 0 or empty and the others still arrive', async () => {
    serve('tok', {
      [CUSTOMER_ROUTES.getCustInfo.path]: { data: INFO },
      [CUSTOMER_ROUTES.searchIncsNo.path]: new TypeError('offline'),
      [CUSTOMER_ROUTES.getCustCpnCnt.path]: Response.json({ code: 'INTERNAL_ERROR', message: '오류' }, { status: 500 }),
      [CUSTOMER_ROUTES.getptinq.path]: { data: { rmnPt: 'lots' } },
      [CUSTOMER_ROUTES.getOrderCartCount.path]: { data: { prdCnt: 4 } },
    });
    await loadCustomer();
    expect($customer.get()).toMatchObject({ status: 'member', loaded: true, extras: { custNm: '', custCpnCnt: 0, rmnPt: 0, prdCnt: 4 } });
  });

  test('a failed info call is silent: a guest for this page, and the cookie is kept', async () => {
    serve('tok', { [CUSTOMER_ROUTES.getCustInfo.path]: new TypeError('offline'), [CUSTOMER_ROUTES.getOrderCartCount.path]: new TypeError('offline') });
    await loadCustomer();
    expect($customer.get()).toEqual({ status: 'guest', info: null, extras: EMPTY_EXTRAS, loaded: true });
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('delete-cookie'))).toBe(false);
  });

  test('without a sessId cookie the cart is asked with an empty one', async () => {
    document.cookie = 'sessId=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    serve(null, { [CUSTOMER_ROUTES.getOrderCartCount.path]: { data: { prdCnt: 0 } } });
    await loadCustomer();
    expect(bodyOf(CUSTOMER_ROUTES.getOrderCartCount.path)).toEqual({ sessId: '' });
  });

  test('a later load wins over an earlier one that answers late', async () => {
    let release: (value: Response) => void = () => {};
    fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (release = resolve)));
    const first = loadCustomer();
    resetSession();
    serve(null, { [CUSTOMER_ROUTES.getOrderCartCount.path]: { data: { prdCnt: 7 } } });
    await loadCustomer();
    release(Response.json({ token: 'old' }));
    await first;
    expect($customer.get()).toMatchObject({ status: 'guest', extras: { prdCnt: 7 } });
  });
});

test.each([
  ['1', '1'],
  ['2', '2'],
  ['3', '3'],
  [undefined, '1'],
  ['9', '1'],
])('channel %s is sent as %s', (channel, expected) => {
  if (channel === undefined) delete document.documentElement.dataset.channel;
  else document.documentElement.dataset.channel = channel;
  expect(channelCode()).toBe(expected);
});
