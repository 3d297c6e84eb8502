/**
 * The header's view of `$customer`: members see their name, 마이페이지 and 로그아웃 in
 * the PC util links, guests 로그인 and 회원가입; the cart badge shows the cart count and the bell's
 * the unread inbox messages, on both layouts, hidden at 0. The markup is the chrome's (`PcHeader`, `HeaderButtons`); this only
 * toggles and fills it.
 */
import { loginPath } from '#shared/login-path';
import { $customer, logout, type CustomerState } from './store';

export const CART_LABEL = '장바구니';
export const ALARM_LABEL = '알림';

/** Badge text: up to 99, then `99+`. */
export function badgeText(count: number): string {
  return count > 99 ? '99+' : String(count);
}

/**
 * The login (or, with `join`, the join) entry that brings the shopper back to this page; the
 * member screens pass on where they lead.
 */
export function loginHref(pathname: string, search: string, join = false): string {
  const onMemberScreen = /^\/kr\/ko\/cu\/(login|join)(\/|$)/.test(pathname);
  const back = onMemberScreen ? new URLSearchParams(search).get('successUrl') : pathname + search;
  return loginPath(back, { join });
}

export function renderHeader(state: CustomerState, root: ParentNode = document): void {
  const member = state.status === 'member';
  for (const node of root.querySelectorAll<HTMLElement>('[data-when-guest]')) node.hidden = member;
  for (const node of root.querySelectorAll<HTMLElement>('[data-when-member]')) node.hidden = !member;
  for (const node of root.querySelectorAll<HTMLElement>('[data-customer-name]')) {
    node.textContent = state.extras.custNm || state.info?.custWebId || '회원';
  }
  renderBadges(root, '[data-cart-count]', CART_LABEL, state.extras.prdCnt);
  renderBadges(root, '[data-alarm-count]', ALARM_LABEL, state.extras.unreadCnt);
}

/** Fills the badges `selector` finds with `count`, hidden at 0, and names their button with it. */
function renderBadges(root: ParentNode, selector: string, label: string, count: number): void {
  for (const badge of root.querySelectorAll<HTMLElement>(selector)) {
    badge.textContent = badgeText(count);
    badge.hidden = count <= 0;
    // The mobile button is named by aria-label, which hides the badge from screen readers; the name
    // holds the badge's own text as a word ("알림 3"), so voice users can say what they see (WCAG 2.5.3).
    const link = badge.closest('a');
    if (link?.hasAttribute('aria-label')) link.setAttribute('aria-label', count > 0 ? `${label} ${badgeText(count)}` : label);
  }
}

export function startHeader(): () => void {
  const { pathname, search } = location;
  for (const link of document.querySelectorAll<HTMLAnchorElement>('[data-login-link]')) link.href = loginHref(pathname, search);
  for (const link of document.querySelectorAll<HTMLAnchorElement>('[data-join-link]')) link.href = loginHref(pathname, search, true);
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest('[data-logout]') : null;
    if (!target) return;
    event.preventDefault();
    logout();
  };
  document.addEventListener('click', onClick);
  const stop = $customer.subscribe((state) => renderHeader(state));
  return () => {
    stop();
    document.removeEventListener('click', onClick);
  };
}
