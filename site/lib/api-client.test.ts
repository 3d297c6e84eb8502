import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { resetSession } from '#chrome/session';
import { guestRoute, memberGatewayRoute, memberRoute, sentAs } from '#shared/schemas/contract';
import { ApiError, callApi, NETWORK_ERROR_MESSAGE, withReturnUrls } from './api-client';

/** Calls as the shop's routes declare them; every request goes through `callApi`. */
const CALLS = {
  getCustInfo: guestRoute<undefined, unknown>('GET', '/dp/cust/info/v1/getCustInfo'),
  getOrderCartCount: guestRoute<{ sessId: string }, unknown>('POST', '/or/order/v1/getOrderCartCount'),
  searchIncsNo: memberRoute<undefined, unknown>('POST', '/cu/customer/support/v1/searchIncsNo'),
  createOrder: memberRoute<{ a: number }, unknown>('POST', '/or/order/v1/createOrder'),
  checkId: memberGatewayRoute<{ custWebId: string }, unknown>('GET', '/check-id'),
  read: guestRoute<undefined, unknown>('GET', '/ts/thing/v1/read'),
  send: guestRoute<object, unknown>('POST', '/ts/thing/v1/send'),
};

const ORIGIN = location.origin;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
let fetchMock: ReturnType<typeof vi.fn>;
let assign: ReturnType<typeof vi.fn>;

/** The get-cookie answer first, then the call itself. */
function answers(token: string | null, ...responses: (Response | Error)[]): void {
  fetchMock.mockResolvedValueOnce(Response.json({ token }));
  for (const response of responses) {
    if (response instanceof Error) fetchMock.mockRejectedValueOnce(response);
    else fetchMock.mockResolvedValueOnce(response);
  }
}

const callInit = (index = 1) => fetchMock.mock.calls[index][1] as RequestInit & { headers: Headers };
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  resetSession();
  history.replaceState(null, '', '/kr/ko/dp/best?sort=new');
  vi.spyOn(document, 'referrer', 'get').mockReturnValue(`${ORIGIN}/kr/ko`);
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  assign = vi.spyOn(location, 'assign').mockImplementation(() => {}) as never;
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('requests', () => {
  test('a GET goes to /api with the exact options and the trace and page headers, Bearer included', async () => {
    answers('tok-1', Response.json({ data: { incsNo: '100000001' } }));
    await expect(callApi(CALLS.getCustInfo)).resolves.toEqual({ data: { incsNo: '100000001' } });
    expect(fetchMock.mock.calls[1][0]).toBe('/api/dp/cust/info/v1/getCustInfo');
    const { headers, ...init } = callInit();
    expect(init).toEqual({ method: 'GET', body: undefined, credentials: 'same-origin', redirect: 'manual', cache: 'no-store' });
    expect(Object.fromEntries([...headers].map(([name, value]) => [name.toLowerCase(), value]))).toEqual({
      accept: 'application/json',
      authorization: 'Bearer tok-1',
      'x-trace-id': expect.stringMatching(UUID),
      'x-page-path': '/kr/ko/dp/best',
      'x-query-string': '?sort=new',
      'x-referrer': `${ORIGIN}/kr/ko`,
    });
  });

  test('a POST sends its body as JSON; a guest sends no Authorization', async () => {
    answers(null, Response.json({ data: { prdCnt: 2 } }));
    await callApi(CALLS.getOrderCartCount, { sessId: 'abc' });
    const init = callInit();
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"sessId":"abc"}');
    expect(init.headers.get('content-type')).toBe('application/json');
    expect(init.headers.has('authorization')).toBe(false);
  });

  test('a POST with an empty body sends none', async () => {
    answers('tok', Response.json({ data: { custNm: '김녹차' } }));
    await callApi(CALLS.searchIncsNo);
    expect(callInit().body).toBeUndefined();
    expect(callInit().headers.has('content-type')).toBe(false);
  });

  test('a call may add headers of its own, such as an Idempotency-Key', async () => {
    answers('tok', Response.json({ data: { ordNo: '20261122-ABCDEFGH' } }));
    await callApi(CALLS.createOrder, { a: 1 }, { headers: { 'Idempotency-Key': 'key-1' } });
    expect(callInit().headers.get('idempotency-key')).toBe('key-1');
    expect(callInit().headers.get('authorization')).toBe('Bearer tok');
  });

  test('every call gets its own trace id, the token is asked once per page', async () => {
    answers('tok', Response.json({}), Response.json({}));
    await callApi(CALLS.read);
    await callApi(CALLS.getCustInfo);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(callInit(1).headers.get('x-trace-id')).not.toBe(callInit(2).headers.get('x-trace-id'));
  });

  test('a member gateway call goes under /member and never asks for a token', async () => {
    fetchMock.mockResolvedValueOnce(Response.json({ available: true }));
    await callApi(CALLS.checkId, { custWebId: 'green' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][0]).toBe('/member/check-id?custWebId=green');
  });

  test('non-Latin-1 header values are sent percent-encoded', async () => {
    history.replaceState(null, '', '/kr/ko/dp/search');
    vi.spyOn(document, 'referrer', 'get').mockReturnValue('https://search.example/?q=녹차');
    answers(null, Response.json({}));
    await callApi(CALLS.read);
    expect(callInit().headers.get('x-referrer')).toBe('https://search.example/?q=%EB%85%B9%EC%B0%A8');
  });
});

describe('typed calls', () => {
  const addThing = memberRoute<{ id: string }, { data: { added: boolean } }>('POST', '/cu/thing/v1/addThing');
  const getThing = guestRoute<undefined, { data: { name: string } }>('GET', '/dp/thing/v1/getThing');

  test('a route gives the method, path and body; the answer comes back typed', async () => {
    answers('tok', Response.json({ data: { added: true } }));
    const answer = await callApi(addThing, { id: '7' }, { headers: { 'Idempotency-Key': 'k' } });
    expect(answer.data.added).toBe(true);
    expect(fetchMock.mock.calls[1][0]).toBe('/api/cu/thing/v1/addThing');
    expect(callInit().method).toBe('POST');
    expect(callInit().body).toBe('{"id":"7"}');
    expect(callInit().headers.get('idempotency-key')).toBe('k');
  });

  test('a route without a body is called without one', async () => {
    answers(null, Response.json({ data: { name: '녹차' } }));
    await expect(callApi(getThing)).resolves.toEqual({ data: { name: '녹차' } });
    expect(callInit().method).toBe('GET');
    expect(callInit().body).toBeUndefined();
  });

  test('a GET sends its input as the query string, lists as repeated parameters', async () => {
    const find = guestRoute<{ q: string; page?: number; tags: string[] }, { data: object }>('GET', '/dp/thing/v1/findThing');
    answers(null, Response.json({ data: {} }));
    await callApi(find, { q: '녹차 01', tags: ['a', 'b'] });
    expect(fetchMock.mock.calls[1][0]).toBe('/api/dp/thing/v1/findThing?q=%EB%85%B9%EC%B0%A8+01&tags=a&tags=b');
    expect(callInit().body).toBeUndefined();
  });

  test('a member gateway route goes under /member as JSON, without asking for a token', async () => {
    const send = sentAs('form', memberGatewayRoute<{ mobile: string }, { sent: boolean }>('POST', '/sms/send'));
    fetchMock.mockResolvedValueOnce(Response.json({ sent: true }));
    await expect(callApi(send, { mobile: '01012345678' })).resolves.toEqual({ sent: true });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][0]).toBe('/member/sms/send');
    expect(callInit(0).body).toBe('{"mobile":"01012345678"}');
    expect(callInit(0).headers.get('content-type')).toBe('application/json');
    expect(callInit(0).headers.has('authorization')).toBe(false);
  });

  test('a bytes route sends the file as its own body and type', async () => {
    const upload = sentAs('bytes', memberRoute<Blob, { data: object }>('POST', '/cm/upload/v1/review'));
    const file = new Blob(['GIF89a'], { type: 'image/gif' });
    answers('tok', Response.json({ data: {} }));
    await callApi(upload, file);
    expect(callInit().body).toBe(file);
    expect(callInit().headers.get('content-type')).toBe('image/gif');
  });

  test('a route’s path parameters are filled from params, each encoded into one segment', async () => {
    const part = sentAs('bytes', memberRoute('PUT', '/cm/thing/v1/:use/parts/:uploadId/:partNumber'));
    const chunk = new Blob(['part']);
    answers('tok', Response.json({ data: {} }));
    await callApi(part, chunk, { params: { use: 'posting-video', uploadId: 'a/b?c', partNumber: 2 } });
    expect(fetchMock.mock.calls[1][0]).toBe('/api/cm/thing/v1/posting-video/parts/a%2Fb%3Fc/2');
    expect(callInit().method).toBe('PUT');
    expect(callInit().body).toBe(chunk);
  });

  test('a missing or empty path parameter is refused before anything is sent', () => {
    const complete = memberRoute('POST', '/cm/thing/v1/:use/parts/:uploadId/complete');
    // @ts-expect-error uploadId is missing
    expect(() => callApi(complete, undefined, { params: { use: 'review' } })).toThrow(/uploadId/);
    expect(() => callApi(complete, undefined, { params: { use: '', uploadId: 'x' } })).toThrow(TypeError);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test('params must be given exactly when the path has them', () => {
    const plain = memberRoute('POST', '/cm/thing/v1/plain');
    const named = memberRoute('POST', '/cm/thing/v1/:use');
    // Never called: the type checker is what is tested here.
    const wrongCalls = [
      // @ts-expect-error the path names `use`
      () => callApi(named),
      // @ts-expect-error no parameter is called `kind`
      () => callApi(named, undefined, { params: { kind: 'review' } }),
      // @ts-expect-error a plain path takes no params
      () => callApi(plain, undefined, { params: { use: 'review' } }),
    ];
    expect(wrongCalls).toHaveLength(3);
  });

  test('a body of the wrong shape does not compile', () => {
    // Never called: the type checker is what is tested here.
    const wrongCalls = [
      // @ts-expect-error id must be a string
      () => callApi(addThing, { id: 7 }),
      // @ts-expect-error the route needs a body
      () => callApi(addThing),
    ];
    expect(wrongCalls).toHaveLength(2);
  });
});

describe('errors', () => {
  test('a 4xx rejects with the gateway code, message and fields', async () => {
    answers(
      null,
      Response.json({ code: 'INVALID_INPUT', message: '입력을 확인해 주세요.', fields: { mobile: '올바른 휴대폰 번호를 입력해 주세요.' } }, { status: 400 }),
    );
    const error = await callApi(CALLS.send, {}).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 'INVALID_INPUT',
      message: '입력을 확인해 주세요.',
      status: 400,
      fields: { mobile: '올바른 휴대폰 번호를 입력해 주세요.' },
    });
  });

  test('an answer without a JSON body gets a code from its status and a Korean message', async () => {
    answers(null, new Response('<html>', { status: 502 }));
    await expect(callApi(CALLS.read)).rejects.toMatchObject({ code: 'HTTP_502', status: 502, message: expect.stringContaining('잠시 후') });
  });

  test('no answer at all is NETWORK_ERROR, and is not retried', async () => {
    answers(null, new TypeError('Failed to fetch'));
    await expect(callApi(CALLS.read)).rejects.toMatchObject({ code: 'NETWORK_ERROR', status: 0, message: NETWORK_ERROR_MESSAGE });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

describe('redirects', () => {
  test('a 302 sends the browser to its Location and never settles', async () => {
    answers(null, new Response(null, { status: 302, headers: { Location: '/member/login?successUrl=%2Fkr%2Fko' } }));
    const settled = vi.fn();
    void callApi(CALLS.read).then(settled, settled);
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/member/login?successUrl=%2Fkr%2Fko'));
    await flush();
    expect(settled).not.toHaveBeenCalled();
  });

  test('a 302 whose location is in the JSON body goes there', async () => {
    answers(null, Response.json({ location: '/kr/ko/cu/login' }, { status: 302 }));
    void callApi(CALLS.read);
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/kr/ko/cu/login'));
  });

  test('an opaque redirect goes to the response URL with successUrl and cancelUrl set to this page', async () => {
    const opaque = { type: 'opaqueredirect', url: `${ORIGIN}/member/login?from=api`, status: 0, ok: false } as Response;
    answers(null, opaque);
    void callApi(CALLS.read);
    await vi.waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    const target = new URL(assign.mock.calls[0][0] as string);
    expect(target.pathname).toBe('/member/login');
    expect(Object.fromEntries(target.searchParams)).toEqual({
      from: 'api',
      successUrl: `${ORIGIN}/kr/ko/dp/best?sort=new`,
      cancelUrl: `${ORIGIN}/kr/ko/dp/best?sort=new`,
    });
  });

  test('withReturnUrls replaces return URLs that were already there', () => {
    expect(withReturnUrls('https://auth.example/go?successUrl=x', 'https://shop.example/kr/ko')).toBe(
      'https://auth.example/go?successUrl=https%3A%2F%2Fshop.example%2Fkr%2Fko&cancelUrl=https%3A%2F%2Fshop.example%2Fkr%2Fko',
    );
  });
});
