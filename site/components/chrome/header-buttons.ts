/**
 * What each header button of the route table shows and where it leads.
 */
import type { HeaderButton } from '#shared/routes';
import { sitePath } from '#shared/site-path';

export interface HeaderButtonView {
  label: string;
  href: string;
  icon: 'search' | 'cart' | 'bell' | 'heart' | 'person' | 'home';
  /** Pages behind login: the chrome asks before it sends a guest to log in. */
  loginRequired: boolean;
}

export const HEADER_BUTTONS: Record<HeaderButton, HeaderButtonView> = {
  search: { label: '검색', href: sitePath('dp/search'), icon: 'search', loginRequired: false },
  cart: { label: '장바구니', href: sitePath('or/order-cart'), icon: 'cart', loginRequired: false },
  alarm: { label: '알림', href: sitePath('cu/mypage/alarm'), icon: 'bell', loginRequired: true },
  wish: { label: '위시리스트', href: sitePath('cu/mypage/wish'), icon: 'heart', loginRequired: true },
  mypage: { label: '마이페이지', href: sitePath('cu/mypage'), icon: 'person', loginRequired: true },
  home: { label: '홈', href: sitePath('dp'), icon: 'home', loginRequired: false },
};
