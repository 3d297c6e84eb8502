/**
 * Every mypage destination, in the order the phone's mypage lists them, and the group the PC side
 * menu shows each under. One list, so the phone menu and the PC side menu never disagree.
 */
import type { RouteDef } from '#shared/routes';

export interface MypageDestination {
  label: string;
  /** The route's pattern (shared/routes.ts), e.g. `/or/order-list`. */
  path: string;
  group: string;
  /** Other screens that belong to this destination, besides those under its own path (an order's detail under 주문/배송 조회). */
  covers?: readonly string[];
}

export const MYPAGE_HOME = '/cu/mypage';

export const MYPAGE_DESTINATIONS: readonly MypageDestination[] = [
  { label: '주문/배송 조회', path: '/or/order-list', group: '마이 쇼핑', covers: ['/or/order/detail', '/or/cancel', '/or/exchange', '/or/return'] },
  { label: '취소/교환/반품 내역', path: '/or/claim-list', group: '마이 쇼핑' },
  { label: '공병 수거', path: '/or/ebotlct', group: '마이 쇼핑' },
  { label: '뷰티포인트', path: '/cu/mypage/beauty-point', group: '마이 혜택' },
  { label: '쿠폰존', path: '/cu/mypage/couponzone', group: '마이 혜택' },
  { label: '위시리스트', path: '/cu/mypage/wish', group: '마이 활동' },
  { label: '리뷰', path: '/cu/mypage/review', group: '마이 활동' },
  { label: '알림함', path: '/cu/mypage/alarm', group: '마이 활동' },
  { label: '배송지 관리', path: '/cu/mypage/delivery-address', group: '마이 정보' },
  { label: '마이샵', path: '/cu/mypage/my-shop', group: '마이 활동' },
  { label: '포스팅', path: '/cu/mypage/posting', group: '마이 활동' },
  { label: '1:1 문의', path: '/cu/mypage/contact', group: '마이 활동' },
  { label: '회원정보 수정', path: '/cu/mypage/personal-information-modify', group: '마이 정보' },
  { label: '개인정보 이용내역', path: '/cu/mypage/tnca', group: '마이 정보' },
  { label: '임직원 인증', path: '/cu/hq-emp-user', group: '마이 정보' },
  { label: '그린티클럽', path: '/cu/greentea-club-membership-info', group: '마이 혜택' },
];

/** The destinations by group, groups in the order their first destination comes. */
export function mypageMenuGroups(): { group: string; items: MypageDestination[] }[] {
  const groups = new Map<string, MypageDestination[]>();
  for (const item of MYPAGE_DESTINATIONS) groups.set(item.group, [...(groups.get(item.group) ?? []), item]);
  return [...groups].map(([group, items]) => ({ group, items }));
}

const within = (routePath: string, base: string) => routePath === base || routePath.startsWith(`${base}/`);

/**
 * How a menu link marks the screen at `routePath`: `page` on its own screen, `true` on a screen
 * inside it (an order's detail, a review being written), nothing elsewhere.
 */
export function currentMark(linkPath: string, routePath: string, covers: readonly string[] = []): 'page' | 'true' | undefined {
  if (linkPath === routePath) return 'page';
  if (linkPath !== MYPAGE_HOME && (within(routePath, linkPath) || covers.some((base) => within(routePath, base)))) return 'true';
  return undefined;
}

/**
 * Whether `route` is one of the member's mypage screens, and so gets the PC side menu: public pages
 * the menu links to (그린티클럽, the employee guide) are not.
 */
export function isMypageScreen(route: Pick<RouteDef, 'path' | 'loginRequired'>): boolean {
  if (!route.loginRequired) return false;
  return within(route.path, MYPAGE_HOME) || MYPAGE_DESTINATIONS.some((item) => currentMark(item.path, route.path, item.covers) !== undefined);
}
