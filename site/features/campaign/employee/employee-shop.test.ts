import { expect, test, vi } from 'vitest';
import type { EmployeeProduct, GetEmployeeProductListResponse } from '#shared/schemas/campaign-calls';
import { ApiError } from '#lib/api-client';
import { loadEmployeeView, startEmployeeShop, type EmployeeDeps } from './employee-shop';

const MARKUP = `
  <section data-employee-shop>
    <div data-employee-panel="loading" hidden>확인 중</div>
    <div data-employee-panel="guest" hidden><a href="/member/login">로그인</a></div>
    <div data-employee-panel="verify" hidden><p data-employee-text="verify"></p><a href="/kr/ko/cu/hq-emp-user/guide">임직원 인증 안내</a></div>
    <div data-employee-panel="error" hidden><p data-employee-text="error"></p></div>
    <div data-employee-panel="products" hidden>
      <p data-employee-text="count"></p>
      <ul data-employee-products></ul>
      <p data-employee-empty hidden>상품이 없습니다</p>
      <button type="button" data-employee-more hidden>더보기</button>
    </div>
  </section>`;

function product(n: number): EmployeeProduct {
  return {
    inmPrdNo: `P${n}`,
    productCode: `NC${n}`,
    prdNm: `<b>녹차 세럼 ${n}</b>`,
    brandCd: 'NC001',
    brandNm: '녹차숍',
    catNm: '스킨케어',
    subCatNm: '세럼',
    cnsmAmt: 30000,
    saleAmt: 27000,
    dcRate: 10,
    badges: [],
    soldOutYn: 'N',
    reviewCnt: 0,
    ratingAvg: 0,
    imageUrl: `/images/products/P${n}-1.svg`,
    imageAlt: `녹차 세럼 ${n}`,
    hotDealEndDttm: null,
    empAmt: 21000,
    empDcRate: 30,
  };
}

function answer(items: EmployeeProduct[], total: number, page = 1): GetEmployeeProductListResponse {
  return { statusCode: 200, data: { items, total, page, size: 20 } };
}

function deps(overrides: Partial<EmployeeDeps> = {}): EmployeeDeps {
  return { isLoggedIn: vi.fn(async () => true), fetchPage: vi.fn(async () => answer([product(1)], 1)), ...overrides };
}

function mount(): HTMLElement {
  document.body.innerHTML = MARKUP;
  return document.querySelector<HTMLElement>('[data-employee-shop]')!;
}

const visiblePanel = (root: HTMLElement) =>
  [...root.querySelectorAll<HTMLElement>('[data-employee-panel]')].filter((panel) => !panel.hidden).map((panel) => panel.dataset.employeePanel);

test('a guest is offered 로그인 and the gateway is not asked', async () => {
  const d = deps({ isLoggedIn: vi.fn(async () => false) });
  const root = mount();
  await startEmployeeShop(root, d);
  expect(visiblePanel(root)).toEqual(['guest']);
  expect(d.fetchPage).not.toHaveBeenCalled();
  expect(root.getAttribute('aria-busy')).toBe('false');
});

test("a member who is not an employee sees the gateway's message and the way to verify", async () => {
  const message = '임직원 인증 후 이용하실 수 있습니다. 임직원 인증 안내를 확인해 주세요.';
  const root = mount();
  await startEmployeeShop(root, deps({ fetchPage: vi.fn(async () => Promise.reject(new ApiError('EMPLOYEE_ONLY', message, 403))) }));
  expect(visiblePanel(root)).toEqual(['verify']);
  expect(root.querySelector('[data-employee-text="verify"]')?.textContent).toBe(message);
  expect(root.querySelector('a[href$="/hq-emp-user/guide"]')?.closest('[hidden]')).toBeNull();
});

test('an employee sees products with 임직원가 and rate, as text', async () => {
  const root = mount();
  await startEmployeeShop(root, deps());
  expect(visiblePanel(root)).toEqual(['products']);
  const card = root.querySelector('[data-employee-products] li')!;
  expect(card.querySelector('.pcard__name')?.textContent).toBe('<b>녹차 세럼 1</b>');
  expect(card.querySelector('b')).toBeNull();
  expect(card.querySelector('.price__rate')?.textContent).toBe('30%');
  expect(card.querySelector('del')?.textContent).toBe('30,000원');
  expect(card.querySelector('.emp-price__label')?.textContent).toBe('임직원가');
  expect(card.querySelector('.price__sale')?.textContent).toBe('21,000원');
  expect(card.querySelector('a')?.getAttribute('href')).toBe('/kr/ko/dp/product/NC1');
  expect(root.querySelector<HTMLElement>('[data-employee-more]')!.hidden).toBe(true);
});

test('더보기 appends the next page and disappears at the end', async () => {
  const fetchPage = vi.fn(async (page: number) => answer(page === 1 ? [product(1), product(2)] : [product(3)], 3, page));
  const root = mount();
  await startEmployeeShop(root, deps({ fetchPage }));
  const more = root.querySelector<HTMLButtonElement>('[data-employee-more]')!;
  expect(more.hidden).toBe(false);
  more.click();
  await vi.waitFor(() => expect(root.querySelectorAll('[data-employee-products] li')).toHaveLength(3));
  expect(fetchPage).toHaveBeenLastCalledWith(2);
  expect(more.hidden).toBe(true);
  expect(root.querySelector('[data-employee-text="count"]')?.textContent).toBe('총 3개');
});

test('a dead token (401) is a guest, and other failures say so', async () => {
  expect(await loadEmployeeView(deps({ fetchPage: vi.fn(async () => Promise.reject(new ApiError('LOGIN_REQUIRED', 'x', 401))) }))).toEqual({ kind: 'guest' });
  const root = mount();
  await startEmployeeShop(root, deps({ fetchPage: vi.fn(async () => Promise.reject(new Error('boom'))) }));
  expect(visiblePanel(root)).toEqual(['error']);
  expect(root.querySelector('[data-employee-text="error"]')?.textContent).toContain('잠시 후 다시 시도해 주세요');
});

test('no products is said plainly', async () => {
  const root = mount();
  await startEmployeeShop(root, deps({ fetchPage: vi.fn(async () => answer([], 0)) }));
  expect(root.querySelector<HTMLElement>('[data-employee-empty]')!.hidden).toBe(false);
});

test('an employee sees the first page the page asked for while this code was on its way, and 더보기 asks for the next', async () => {
  const fetchPage = vi.fn(async (page: number) => answer([product(3)], 3, page));
  const root = mount();
  await startEmployeeShop(root, deps({ fetchPage }), Promise.resolve(answer([product(1), product(2)], 3)));
  expect(fetchPage).not.toHaveBeenCalled();
  expect(root.querySelectorAll('[data-employee-products] li')).toHaveLength(2);
  root.querySelector<HTMLButtonElement>('[data-employee-more]')!.click();
  await vi.waitFor(() => expect(root.querySelectorAll('[data-employee-products] li')).toHaveLength(3));
  expect(fetchPage).toHaveBeenCalledWith(2);
});

test('a first page refused with 403 shows the way to verify', async () => {
  const root = mount();
  await startEmployeeShop(root, deps(), Promise.reject(new ApiError('EMPLOYEE_ONLY', '임직원 인증 후 이용하실 수 있습니다.', 403)));
  expect(visiblePanel(root)).toEqual(['verify']);
});
