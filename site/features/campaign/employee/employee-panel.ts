/**
 * Which panel of the employee shop shows (`[data-employee-panel]`), the others hidden. Apart from
 * `employee-shop.ts` so that a guest's page shows 로그인 without fetching the products' code
 * (the cards, the calls) at startup.
 */
export type EmployeePanel = 'loading' | 'guest' | 'verify' | 'products' | 'error';

export function showEmployeePanel(root: HTMLElement, kind: EmployeePanel): void {
  for (const panel of root.querySelectorAll<HTMLElement>('[data-employee-panel]')) {
    panel.hidden = panel.dataset.employeePanel !== kind;
  }
  root.setAttribute('aria-busy', String(kind === 'loading'));
  if (kind !== 'loading') root.dataset.employeeView = kind;
}
