/**
 * The member summary at the top of mypage: name, grade, beauty points and coupons,
 * drawn from `$customer`, which the chrome loads. A visitor whose token turned out dead is sent
 * to log in again and brought back here.
 */
import { loginPath } from '#shared/login-path';
import { $session } from '#chrome/session';
import { $customer, type CustomerState } from '../store';

/** `1,234P`. */
export function formatPoints(points: number): string {
  return `${points.toLocaleString('ko-KR')}P`;
}

export function formatCoupons(count: number): string {
  return `${count.toLocaleString('ko-KR')}장`;
}

export function renderSummary(root: HTMLElement, state: CustomerState): void {
  const set = (name: string, text: string) => {
    const node = root.querySelector(`[data-summary="${name}"]`);
    if (node) node.textContent = text;
  };
  set('grade', state.info?.inmCustGrdCdNm || '-');
  set('points', formatPoints(state.extras.rmnPt));
  set('coupons', formatCoupons(state.extras.custCpnCnt));
  root.setAttribute('aria-busy', String(!state.loaded));
}

export function startMypageSummary(root: HTMLElement): () => void {
  return $customer.subscribe((state) => {
    renderSummary(root, state);
    if (state.loaded && state.status === 'guest' && $session.get() === 'logged-out') {
      location.assign(loginPath(location.pathname));
    }
  });
}

const summary = document.querySelector<HTMLElement>('[data-mypage-summary]');
if (summary) startMypageSummary(summary);
