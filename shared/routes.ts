/**
 * The route table: every screen of the shop, and the only place that lists them.
 * The worker (404, login gate), the layouts (header, title, footer) and analytics all read it.
 */
import { LOCALE_BASE } from './site-path';

/** Analytics page types. */
export const PAGE_TYPES = [
  'MAIN',
  'PRODUCT_LIST',
  'PRODUCT_DETAIL',
  'SEARCH_RESULT',
  'LIVE_LIST',
  'LIVE_DETAIL',
  'EVENT_LIST',
  'EVENT_DETAIL',
  'CART',
  'ORDER',
  'OTHERS',
] as const;
export type PageType = (typeof PAGE_TYPES)[number];

/** Buttons a header can carry; each has a Korean label and a target in `header-buttons.ts`. */
export type HeaderButton = 'search' | 'cart' | 'alarm' | 'wish' | 'mypage' | 'home';

export interface MobileHeader {
  back: boolean;
  /** The main page shows the shop's logo instead of a title. */
  logo: boolean;
  buttons: HeaderButton[];
}

export interface RouteDef {
  /** Pattern under the locale base, `:name` marks a parameter; '' is the main page. */
  path: string;
  pageType: PageType;
  title: string;
  /** `null`: no mobile header at all (popups, bare content). */
  mobileHeader: MobileHeader | null;
  /** `null`: no PC header or category navigation. */
  pcButtons: HeaderButton[] | null;
  footer: boolean;
  /** Mobile bottom action bar. */
  actionBar: boolean;
  /** Whether the PC page shows the title as its heading; system screens carry their own. */
  titleHeading: boolean;
  loginRequired: boolean;
  /** Extra checks for parameters; any non-empty segment passes when absent. */
  params?: Record<string, RegExp>;
}

const DEFAULT_MOBILE: MobileHeader = { back: true, logo: false, buttons: ['search', 'cart'] };
const DEFAULT_PC: HeaderButton[] = ['wish', 'mypage', 'cart'];

type Options = Partial<Omit<RouteDef, 'path' | 'pageType' | 'title' | 'mobileHeader'>> & {
  mobileHeader?: Partial<MobileHeader> | null;
};

function screen(path: string, pageType: PageType, title: string, options: Options = {}): RouteDef {
  const { mobileHeader, ...rest } = options;
  return {
    path,
    pageType,
    title,
    mobileHeader: mobileHeader === null ? null : { ...DEFAULT_MOBILE, ...mobileHeader },
    pcButtons: DEFAULT_PC,
    footer: true,
    actionBar: true,
    titleHeading: true,
    loginRequired: false,
    ...rest,
  };
}

/** No header, footer or action bar: content opened in a popup or embedded by another page. */
const BARE: Options = { mobileHeader: null, pcButtons: null, footer: false, actionBar: false };
const MEMBER: Options = { loginRequired: true, mobileHeader: { buttons: ['alarm', 'search', 'cart'] } };
const DIGITS = /^\d+$/;
/** A document id or a PC terms code as migration 0024 allows them: anything else names no document. */
const DOC_KEY = /^[A-Za-z0-9-]{1,40}$/;

export const ROUTES: readonly RouteDef[] = [
  // Display (dp)
  screen('', 'MAIN', '녹차숍', { mobileHeader: { back: false, logo: true } }),
  screen('/dp', 'MAIN', '녹차숍', { mobileHeader: { back: false, logo: true } }),
  // The list's page is chosen by its query, drawn by the worker (edge/src/catalog-pages/list-pages).
  screen('/dp/product-list', 'PRODUCT_LIST', '상품 목록'),
  screen('/dp/product/:productCode', 'PRODUCT_DETAIL', '상품 상세', { actionBar: false }),
  screen('/dp/search', 'SEARCH_RESULT', '검색', { mobileHeader: { buttons: ['cart'] } }),
  screen('/dp/live', 'LIVE_LIST', '라이브'),
  screen('/dp/live-broadcast', 'LIVE_DETAIL', '라이브 방송', { actionBar: false }),
  screen('/dp/best', 'OTHERS', '베스트'),
  screen('/dp/hot-deal', 'OTHERS', '특가'),
  screen('/dp/for-me', 'OTHERS', '포미 추천'),
  screen('/dp/posting-list', 'OTHERS', '에디터 포스팅'),
  screen('/dp/sample-market', 'OTHERS', '샘플마켓'),
  screen('/dp/employees', 'OTHERS', '임직원몰'),
  screen('/dp/shopping-log', 'OTHERS', '쇼핑 기록'),
  screen('/dp/all-menu', 'OTHERS', '전체 메뉴', { mobileHeader: { buttons: ['home', 'search', 'cart'] } }),
  screen('/dp/about', 'OTHERS', '회사 소개'),
  screen('/dp/update-app', 'OTHERS', '앱 업데이트', { mobileHeader: { back: false, buttons: [] }, actionBar: false }),
  // Campaign (ca)
  screen('/ca/event', 'EVENT_LIST', '이벤트'),
  screen('/ca/event/:id', 'EVENT_DETAIL', '이벤트 상세'),
  // Orders (or)
  screen('/or/ebotlct', 'OTHERS', '공병 수거', { loginRequired: true }),
  screen('/or/order-cart', 'CART', '장바구니', { mobileHeader: { buttons: ['home'] }, actionBar: false }),
  screen('/or/order-list', 'OTHERS', '주문/배송 조회', { loginRequired: true }),
  screen('/or/claim-list', 'OTHERS', '취소/교환/반품 내역', { loginRequired: true }),
  screen('/or/order/detail', 'OTHERS', '주문 상세', { loginRequired: true }),
  screen('/or/cancel', 'OTHERS', '주문 취소', { actionBar: false, loginRequired: true }),
  screen('/or/exchange', 'OTHERS', '교환 신청', { actionBar: false, loginRequired: true }),
  screen('/or/return', 'OTHERS', '반품 신청', { actionBar: false, loginRequired: true }),
  screen('/or/order', 'ORDER', '주문/결제', { mobileHeader: { buttons: [] }, actionBar: false, loginRequired: true }),
  // Customer (cu)
  screen('/cu', 'OTHERS', '고객 서비스'),
  screen('/cu/footer/kakao', 'OTHERS', '카카오톡 알림 서비스 이용 안내'),
  screen('/cu/footer/location', 'OTHERS', '위치기반서비스 이용약관'),
  screen('/cu/footer/privacy_policy', 'OTHERS', '개인정보처리방침'),
  screen('/cu/footer/privacy_vdpd', 'OTHERS', '영상정보처리기기 운영·관리 방침'),
  screen('/cu/footer/terms', 'OTHERS', '이용약관'),
  screen('/cu/greentea-club-membership-app', 'OTHERS', '멤버십'),
  screen('/cu/greentea-club-membership-beauty-point', 'OTHERS', '멤버십'),
  screen('/cu/greentea-club-membership-info', 'OTHERS', '멤버십'),
  screen('/cu/hq-emp-user/guide', 'OTHERS', '임직원 인증 안내', { footer: false }),
  screen('/cu/hq-emp-user', 'OTHERS', '임직원 인증 관리', { loginRequired: true }),
  // The login and join screens the member gateway's `/member/login` entry forwards to.
  // Their forms carry a welcoming heading of their own, so the PC title stays for screen readers.
  screen('/cu/login', 'OTHERS', '로그인', { mobileHeader: { buttons: ['home'] }, actionBar: false, titleHeading: false }),
  screen('/cu/join', 'OTHERS', '회원가입', { mobileHeader: { buttons: ['home'] }, actionBar: false, titleHeading: false }),
  screen('/cu/login/enter-additional-information', 'OTHERS', '추가 정보 입력', {
    mobileHeader: { buttons: [] },
    pcButtons: ['wish', 'mypage', 'cart'],
    actionBar: false,
  }),
  screen('/cu/login/popup', 'OTHERS', '로그인', BARE),
  screen('/cu/login/find-id', 'OTHERS', '아이디 찾기', { mobileHeader: { buttons: ['home'] }, actionBar: false }),
  screen('/cu/login/find-password', 'OTHERS', '비밀번호 찾기', { mobileHeader: { buttons: ['home'] }, actionBar: false }),
  screen('/cu/mypage', 'OTHERS', '마이페이지', { ...MEMBER, mobileHeader: { back: false, buttons: ['alarm', 'search', 'cart'] } }),
  // The notification inbox the header's bell opens.
  screen('/cu/mypage/alarm', 'OTHERS', '알림함', MEMBER),
  screen('/cu/mypage/beauty-point', 'OTHERS', '뷰티포인트', MEMBER),
  screen('/cu/mypage/contact', 'OTHERS', '1:1 문의', MEMBER),
  screen('/cu/mypage/couponzone', 'OTHERS', '쿠폰존', MEMBER),
  screen('/cu/mypage/delivery-address', 'OTHERS', '배송지 관리', MEMBER),
  screen('/cu/mypage/my-shop', 'OTHERS', '마이샵 관리', MEMBER),
  screen('/cu/mypage/personal-information-modify', 'OTHERS', '회원정보 수정', MEMBER),
  screen('/cu/mypage/personal-information-modify/customer-withdraw', 'OTHERS', '회원 탈퇴', MEMBER),
  screen('/cu/mypage/personal-information-modify/personal-information-detail', 'OTHERS', '개인정보 상세', MEMBER),
  screen('/cu/mypage/tnca', 'OTHERS', '개인정보 이용내역', MEMBER),
  screen('/cu/mypage/wish', 'OTHERS', '위시리스트', MEMBER),
  screen('/cu/mypage/posting', 'OTHERS', '내 포스팅', MEMBER),
  screen('/cu/mypage/posting/detail', 'OTHERS', '포스팅 상세', MEMBER),
  screen('/cu/mypage/posting/regist', 'OTHERS', '포스팅 등록', MEMBER),
  screen('/cu/mypage/review', 'OTHERS', '내 리뷰', MEMBER),
  screen('/cu/mypage/review/modify/:inmPrdRvNo', 'OTHERS', '리뷰 수정', { ...MEMBER, params: { inmPrdRvNo: DIGITS } }),
  screen('/cu/mypage/review/view/:inmPrdRvNo', 'OTHERS', '리뷰 보기', { ...MEMBER, params: { inmPrdRvNo: DIGITS } }),
  screen('/cu/mypage/review/write/:currentPage', 'OTHERS', '리뷰 작성', { ...MEMBER, params: { currentPage: DIGITS } }),
  screen('/cu/support', 'OTHERS', '고객센터'),
  screen('/cu/support/contact', 'OTHERS', '1:1 상담'),
  screen('/cu/support/faq', 'OTHERS', '자주 묻는 질문'),
  screen('/cu/support/financial', 'OTHERS', '전자공고'),
  screen('/cu/support/join-story', 'OTHERS', '매장 입점 절차'),
  screen('/cu/support/my-shop', 'OTHERS', '매장 정보'),
  screen('/cu/support/notice', 'OTHERS', '공지사항'),
  screen('/cu/tnc/:id', 'OTHERS', '약관', { params: { id: DOC_KEY } }),
  screen('/cu/tnc/pc-tnc-content/:inmTncCd', 'OTHERS', '약관 내용', { ...BARE, params: { inmTncCd: DOC_KEY } }),
];

/** Screens that no URL names: the worker serves them for unknown pages and failures. */
export const SYSTEM_SCREENS = {
  notFound: screen('/404', 'OTHERS', '페이지를 찾을 수 없습니다', { mobileHeader: { buttons: ['home'] }, titleHeading: false }),
  error: screen('/error', 'OTHERS', '오류', { mobileHeader: { buttons: ['home'] }, titleHeading: false }),
} as const;

export interface RouteMatch {
  route: RouteDef;
  params: Record<string, string>;
}

/**
 * Finds the screen for a full path such as `/kr/ko/dp/product/A1`. A trailing slash is not
 * part of any route. Returns null for unknown paths and parameters that fail their check.
 */
export function matchRoute(pathname: string): RouteMatch | null {
  if (pathname !== LOCALE_BASE && !pathname.startsWith(`${LOCALE_BASE}/`)) return null;
  const segments = splitPath(pathname.slice(LOCALE_BASE.length));
  if (segments === null) return null;
  for (const route of ROUTES) {
    const params = matchSegments(route, segments);
    if (params) return { route, params };
  }
  return null;
}

function splitPath(rest: string): string[] | null {
  if (rest === '') return [];
  const segments = rest.slice(1).split('/');
  return segments.every((segment) => segment.length > 0) ? segments : null;
}

function matchSegments(route: RouteDef, segments: string[]): Record<string, string> | null {
  const pattern = splitPath(route.path) ?? [];
  if (pattern.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of pattern.entries()) {
    const value = segments[index];
    if (part.startsWith(':')) {
      const name = part.slice(1);
      const decoded = safeDecode(value);
      if (decoded === null || !(route.params?.[name]?.test(decoded) ?? true)) return null;
      params[name] = decoded;
    } else if (part !== value) {
      return null;
    }
  }
  return params;
}

function safeDecode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/** A value every parameter check accepts, used to name the one static shell of a route. */
export const SHELL_PARAM = '0';

/** The URL of a route's static shell page: parameters filled with `SHELL_PARAM`. */
export function shellPath(route: RouteDef): string {
  return LOCALE_BASE + route.path.replace(/:[A-Za-z]+/g, SHELL_PARAM);
}

/** Breadcrumb titles from the main page down to the route, read by analytics. */
export function breadcrumbFor(route: RouteDef): string[] {
  const trail = ['홈'];
  const segments = splitPath(route.path) ?? [];
  // Depth 1 is a section root (`/dp`, `/cu`), which shoppers do not see as a level.
  for (let depth = 2; depth < segments.length; depth += 1) {
    const parent = ROUTES.find((candidate) => candidate.path === `/${segments.slice(0, depth).join('/')}`);
    if (parent && parent.pageType !== 'MAIN') trail.push(parent.title);
  }
  if (route.pageType !== 'MAIN') trail.push(route.title);
  return trail;
}

/** The route with exactly this pattern; pages name their own screen with it. Throws at build time. */
export function routeByPath(path: string): RouteDef {
  const route = ROUTES.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`No route ${path} in the route table`);
  return route;
}
