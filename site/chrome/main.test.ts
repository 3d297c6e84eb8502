import { afterEach, expect, test, vi } from 'vitest';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

test('the page script starts the whole chrome on load', async () => {
  const root = document.documentElement;
  root.dataset.pageType = 'MAIN';
  root.dataset.breadcrumb = '["홈"]';
  root.dataset.buildId = '20250101000000';
  root.dataset.env = 'local';
  history.replaceState(null, '', '/kr/ko/dp/about');
  document.body.innerHTML = `
    <main><a id="best" href="dp/best" data-link-target="2">베스트</a></main>
    <template id="error-screen-template"><section data-error-screen><p data-error-message></p></section></template>`;
  const open = vi.spyOn(window, 'open').mockImplementation(() => null);
  // The login state asks the worker on start: a guest here, with nothing in the cart.
  const fetchMock = vi.fn(async (url: string) => Response.json(url.endsWith('get-cookie') ? { token: null } : { data: { prdCnt: 0 } }));
  vi.stubGlobal('fetch', fetchMock);

  await import('./main');
  const { $page } = await import('./page');
  expect($page.get()).toMatchObject({ pageType: 'MAIN', breadcrumb: ['홈'] });
  const { $customer } = await import('#features/member/store.ts');
  await vi.waitFor(() => expect($customer.get()).toMatchObject({ status: 'guest', loaded: true }));
  expect(fetchMock).toHaveBeenCalledWith('/kr/ko/dp/node/cookie/get-cookie', { credentials: 'same-origin', cache: 'no-store' });

  document.querySelector<HTMLElement>('#best')!.click();
  await vi.waitFor(() => expect(open).toHaveBeenCalledWith(`${location.origin}/kr/ko/dp/best`, '_blank', 'noopener'));

  window.dispatchEvent(new CustomEvent('nokcha:fatal', { detail: { message: '검색 오류' } }));
  // The error screen's code is fetched on its first use.
  await vi.waitFor(() => expect(document.querySelector('main [data-error-message]')?.textContent).toBe('검색 오류'));
  expect($page.get().pageType).toBe('OTHERS');
});
