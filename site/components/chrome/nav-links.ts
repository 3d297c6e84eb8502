/**
 * The shop's section links: the PC category navigation and the mobile action bar.
 */
import { sitePath } from '#shared/site-path';

export interface NavLink {
  label: string;
  href: string;
}

export const CATEGORY_NAV: NavLink[] = [
  { label: '베스트', href: sitePath('dp/best') },
  { label: '특가', href: sitePath('dp/hot-deal') },
  { label: '라이브', href: sitePath('dp/live') },
  { label: '이벤트', href: sitePath('ca/event') },
  { label: '포미 추천', href: sitePath('dp/for-me') },
  { label: '샘플마켓', href: sitePath('dp/sample-market') },
  { label: '에디터 포스팅', href: sitePath('dp/posting-list') },
  { label: '멤버십', href: sitePath('cu/greentea-club-membership-info') },
  { label: '임직원몰', href: sitePath('dp/employees') },
];

export const ACTION_BAR: (NavLink & { icon: 'menu' | 'search' | 'home' | 'person' | 'clock' })[] = [
  { label: '카테고리', href: sitePath('dp/all-menu'), icon: 'menu' },
  { label: '검색', href: sitePath('dp/search'), icon: 'search' },
  { label: '홈', href: sitePath('dp'), icon: 'home' },
  { label: '마이', href: sitePath('cu/mypage'), icon: 'person' },
  { label: '최근 본', href: sitePath('dp/shopping-log'), icon: 'clock' },
];
