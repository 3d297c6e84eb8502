/**
 * The employee shop at view time. The page itself is static and explains the shop (that is what
 * crawlers and visitors without script read); this asks the gateway who is looking: a guest is
 * offered 로그인, a member who is not a verified employee is shown how to verify, and an employee
 * gets the products with 임직원가. The page fetches this module for members only (EmployeeShop.astro):
 * a guest's 로그인 is `employee-panel.ts`.
 */
import { formatWon } from '#shared/format';
import type { EmployeeProduct, GetEmployeeProductListResponse } from '#shared/schemas/campaign-calls';
import { checkLoggedIn } from '#chrome/session';
import { messageOf } from '#components/ui/message-of.ts';
import { ApiError } from '#lib/api-client';
import { element } from '#features/catalog/dom-element.ts';
import { productCardElement } from '#features/catalog/product-card-dom.ts';
import { fetchEmployeePage } from './employee-calls';
import { showEmployeePanel } from './employee-panel';

export type EmployeeView =
  | { kind: 'guest' }
  | { kind: 'verify'; message: string }
  | { kind: 'products'; products: EmployeeProduct[]; total: number; page: number }
  | { kind: 'error'; message: string };

export interface EmployeeDeps {
  isLoggedIn(): Promise<boolean>;
  fetchPage(page: number): Promise<GetEmployeeProductListResponse>;
}

const DEFAULT_DEPS: EmployeeDeps = {
  isLoggedIn: checkLoggedIn,
  fetchPage: fetchEmployeePage,
};

/** Which view this visitor gets, asking the gateway for `page` of the products. */
export async function loadEmployeeView(deps: EmployeeDeps, page = 1, answer?: Promise<GetEmployeeProductListResponse>): Promise<EmployeeView> {
  if (!(await deps.isLoggedIn())) return { kind: 'guest' };
  try {
    const { data } = await (answer ?? deps.fetchPage(page));
    return { kind: 'products', products: data.items, total: data.total, page: data.page };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return { kind: 'guest' };
    if (error instanceof ApiError && error.status === 403) return { kind: 'verify', message: error.message };
    return { kind: 'error', message: messageOf(error) };
  }
}

/** One product card: the employee price and rate in place of the sale price. */
export function employeeCard(product: EmployeeProduct): HTMLLIElement {
  const price = element('span', 'price emp-price');
  price.append(
    element('span', 'price__rate', `${product.empDcRate}%`),
    element('span', 'visually-hidden', '정가'),
    element('del', 'price__list', formatWon(product.cnsmAmt)),
    element('span', 'emp-price__label', '임직원가'),
    element('strong', 'price__sale', formatWon(product.empAmt)),
  );
  return productCardElement(product, price);
}

export function renderEmployeeView(root: HTMLElement, view: EmployeeView, append = false): void {
  showEmployeePanel(root, view.kind);
  const text = (name: string, value: string) => {
    const node = root.querySelector<HTMLElement>(`[data-employee-text="${name}"]`);
    if (node) node.textContent = value;
  };
  if (view.kind === 'verify') text('verify', view.message);
  if (view.kind === 'error') text('error', view.message);
  if (view.kind !== 'products') return;
  const list = root.querySelector<HTMLElement>('[data-employee-products]');
  if (!list) return;
  if (!append) list.replaceChildren();
  list.append(...view.products.map(employeeCard));
  const shown = list.children.length;
  text('count', `총 ${view.total.toLocaleString('ko-KR')}개`);
  root.querySelector<HTMLElement>('[data-employee-empty]')?.toggleAttribute('hidden', view.total > 0);
  const more = root.querySelector<HTMLButtonElement>('[data-employee-more]');
  if (more) {
    more.hidden = shown >= view.total;
    more.dataset.nextPage = String(view.page + 1);
  }
}

/**
 * Loads and shows the view, and wires 더보기 to the next pages; `first` is the first page when the
 * page asked for it while this module was on its way.
 */
export async function startEmployeeShop(root: HTMLElement, deps: EmployeeDeps = DEFAULT_DEPS, first?: Promise<GetEmployeeProductListResponse>): Promise<void> {
  showEmployeePanel(root, 'loading');
  renderEmployeeView(root, await loadEmployeeView(deps, 1, first));
  const more = root.querySelector<HTMLButtonElement>('[data-employee-more]');
  more?.addEventListener('click', async () => {
    if (more.disabled) return;
    more.disabled = true;
    try {
      const view = await loadEmployeeView(deps, Number(more.dataset.nextPage ?? 2));
      renderEmployeeView(root, view, view.kind === 'products');
    } finally {
      more.disabled = false;
    }
  });
}
