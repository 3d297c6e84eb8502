import { LOGIN_REQUIRED_TEXT } from '#features/member/login-question.ts';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { startLinks } from './links';
import { $session, resetSession } from './session';

const ORIGIN = location.origin;
let stop: () => void;
let assign: ReturnType<typeof vi.fn>;
let open: ReturnType<typeof vi.fn>;
let back: ReturnType<typeof vi.fn>;
let scrollTo: ReturnType<typeof vi.fn>;
let fetchMock: ReturnType<typeof vi.fn>;

/** Clicks a link and says whether the chrome kept the browser from following it. */
function click(selector: string, init: MouseEventInit = {}, type = 'click'): boolean {
  let prevented = false;
  // Runs after the chrome's document listener; stops happy-dom from really navigating.
  const record = (event: Event) => {
    prevented = event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener(type, record, { once: true });
  document.querySelector(selector)!.dispatchEvent(new MouseEvent(type, { bubbles: true, cancelable: true, button: 0, ...init }));
  return prevented;
}

const dialog = () => document.querySelector<HTMLElement>('[role="alertdialog"]');
const dialogButton = (label: string) => [...(dialog()?.querySelectorAll('button') ?? [])].find((node) => node.textContent === label) as HTMLButtonElement;

function page(path: string, html: string, attributes: Record<string, string> = {}): void {
  history.replaceState(null, '', path);
  const root = document.documentElement;
  for (const name of ['data-app', 'data-env']) root.removeAttribute(name);
  for (const [name, value] of Object.entries(attributes)) root.setAttribute(name, value);
  document.body.innerHTML = html;
}

beforeEach(() => {
  stop = startLinks();
  resetSession();
  document.documentElement.removeAttribute('data-new-build-live');
  assign = vi.spyOn(location, 'assign').mockImplementation(() => {}) as never;
  open = vi.spyOn(window, 'open').mockImplementation(() => null) as never;
  back = vi.spyOn(history, 'back').mockImplementation(() => {}) as never;
  scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {}) as never;
  fetchMock = vi.fn(async () => Response.json({ token: null }));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  stop();
  dialogButton('취소')?.click();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('section links', () => {
  test.each([
    ['dp/best', '/kr/ko/dp/best'],
    ['/or/order-cart', '/kr/ko/or/order-cart'],
    ['ca/event/12?from=main', '/kr/ko/ca/event/12?from=main'],
    ['/kr/ko/cu/support', '/kr/ko/cu/support'],
    ['/member/login', '/member/login'],
  ])('%s is followed as %s, by the browser', (href, expected) => {
    page('/kr/ko/dp/about', `<a id="link" href="${href}">링크</a>`);
    expect(click('#link')).toBe(false);
    expect(document.querySelector('#link')!.getAttribute('href')).toBe(expected);
  });

  test('a middle click opens the prefixed path too', () => {
    page('/kr/ko/dp/about', '<a id="link" href="dp/hot-deal">특가</a>');
    click('#link', { button: 1 }, 'auxclick');
    expect(document.querySelector('#link')!.getAttribute('href')).toBe('/kr/ko/dp/hot-deal');
  });

  test('ctrl-click is left to the browser', () => {
    page('/kr/ko/dp/about', '<a id="link" href="dp/best" data-link-target="4">베스트</a>');
    expect(click('#link', { ctrlKey: true })).toBe(false);
    expect(open).not.toHaveBeenCalled();
  });
});

// Each opens inside the click itself, not after an await: Safari blocks a popup opened later.
describe('data-link-target', () => {
  test("'2' opens a new tab without an opener", () => {
    page('/kr/ko/dp/about', '<a id="link" href="dp/best" data-link-target="2">베스트</a>');
    expect(click('#link')).toBe(true);
    expect(open).toHaveBeenCalledWith(`${ORIGIN}/kr/ko/dp/best`, '_blank', 'noopener');
  });

  test("'3' opens a new tab on the web and the app's external browser in the app", () => {
    const link = '<a id="link" href="https://brand.example/story" data-link-target="3">브랜드</a>';
    page('/kr/ko/dp/about', link);
    click('#link');
    expect(open).toHaveBeenCalledWith('https://brand.example/story', '_blank', 'noopener');

    page('/kr/ko/dp/about', link, { 'data-app': '6.3.0' });
    expect(click('#link')).toBe(true);
    // An app build without the bridge's handlers gets the custom scheme.
    expect(assign).toHaveBeenCalledWith('nokchaapp://external?v=1&url=https%3A%2F%2Fbrand.example%2Fstory');
    expect(open).toHaveBeenCalledOnce();
  });

  test("'3' in the app goes through the app's message handler when it has one", () => {
    const postMessage = vi.fn();
    Object.assign(window, { nokchaApp: { postMessage } });
    page('/kr/ko/dp/about', '<a id="link" href="https://brand.example/story" data-link-target="3">브랜드</a>', { 'data-app': '6.3.0' });
    expect(click('#link')).toBe(true);
    expect(postMessage).toHaveBeenCalledWith('{"v":1,"type":"openExternal","url":"https://brand.example/story"}');
    delete (window as { nokchaApp?: unknown }).nokchaApp;
    expect(assign).not.toHaveBeenCalled();
    expect(open).not.toHaveBeenCalled();
  });

  test("'4' opens a 480x629 popup in the middle of the screen", () => {
    page('/kr/ko/dp/about', '<a id="link" href="cu/login/popup" data-link-target="4">로그인</a>');
    expect(click('#link')).toBe(true);
    const left = Math.round((screen.width - 480) / 2);
    const top = Math.round((screen.height - 629) / 2);
    expect(open).toHaveBeenCalledWith(`${ORIGIN}/kr/ko/cu/login/popup`, '_blank', `width=480,height=629,left=${left},top=${top}`);
  });

  test('in the app a live broadcast opens in a new tab whatever the link says', () => {
    page('/kr/ko/dp/live', '<a id="link" href="dp/live-broadcast?id=7" data-link-target="1">라이브</a>', { 'data-app': '6.3.0' });
    expect(click('#link')).toBe(true);
    expect(open).toHaveBeenCalledWith(`${ORIGIN}/kr/ko/dp/live-broadcast?id=7`, '_blank', 'noopener');
  });
});

describe('login-required links', () => {
  const wish = '<a id="link" href="/kr/ko/cu/mypage/wish" data-login-required>위시리스트</a>';

  test('ask a guest to log in, and on 확인 go to login with the way back', async () => {
    page('/kr/ko/dp/best', wish);
    expect(click('#link')).toBe(true);
    await vi.waitFor(() => expect(dialog()).not.toBeNull());
    expect(fetchMock).toHaveBeenCalledWith('/kr/ko/dp/node/cookie/get-cookie', expect.objectContaining({ credentials: 'same-origin' }));
    expect(dialog()!.querySelector('.modal__title')!.textContent).toBe('알림');
    expect(dialog()!.querySelector('.modal__text')!.textContent).toBe(LOGIN_REQUIRED_TEXT);
    dialogButton('확인').click();
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/member/login?successUrl=%2Fkr%2Fko%2Fcu%2Fmypage%2Fwish'));
  });

  test('ask only once when a guest taps twice', async () => {
    page('/kr/ko/dp/best', wish);
    click('#link');
    expect(click('#link')).toBe(true);
    await vi.waitFor(() => expect(dialog()).not.toBeNull());
    expect(document.querySelectorAll('[role="alertdialog"]')).toHaveLength(1);
  });

  test('let a guest stay on 취소', async () => {
    page('/kr/ko/dp/best', wish);
    click('#link');
    await vi.waitFor(() => expect(dialog()).not.toBeNull());
    dialogButton('취소').click();
    await Promise.resolve();
    expect(dialog()).toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });

  test('send a guest to data-login-to-move-url when the link has one', async () => {
    page('/kr/ko/dp/best', '<a id="link" href="cu/mypage" data-login-required data-login-to-move-url="cu/login/enter-additional-information">마이</a>');
    click('#link');
    await vi.waitFor(() => expect(dialog()).not.toBeNull());
    dialogButton('확인').click();
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/kr/ko/cu/login/enter-additional-information'));
  });

  test('take a member straight there, and ask the worker only once', async () => {
    fetchMock.mockImplementation(async () => Response.json({ token: 'jwt-token' }));
    page('/kr/ko/or/order-cart', wish);
    expect(click('#link')).toBe(true);
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(`${ORIGIN}/kr/ko/cu/mypage/wish`));
    expect(fetchMock).toHaveBeenCalledWith('/kr/ko/or/node/cookie/get-cookie', expect.anything());
    expect(dialog()).toBeNull();
    expect($session.get()).toBe('logged-in');

    expect(click('#link')).toBe(false);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('the back button', () => {
  const backLink = '<a id="back" data-action="back" href="/kr/ko">뒤로 가기</a>';

  test('goes back when the previous page is ours', () => {
    vi.spyOn(document, 'referrer', 'get').mockReturnValue(`${ORIGIN}/kr/ko/dp/best`);
    vi.spyOn(history, 'length', 'get').mockReturnValue(3);
    page('/kr/ko/dp/product/A1', backLink);
    expect(click('#back')).toBe(true);
    expect(back).toHaveBeenCalledOnce();
  });

  test('follows its link when the visitor came from elsewhere', () => {
    vi.spyOn(document, 'referrer', 'get').mockReturnValue('https://search.example/');
    vi.spyOn(history, 'length', 'get').mockReturnValue(3);
    page('/kr/ko/dp/product/A1', backLink);
    expect(click('#back')).toBe(false);
    expect(back).not.toHaveBeenCalled();
  });
});

describe('a link to main on the main page', () => {
  const home = '<a id="skip" href="#main">본문 바로가기</a><a id="home" href="/kr/ko">홈</a>';

  test('scrolls to the top outside qa and prd', () => {
    page('/kr/ko', home, { 'data-env': 'local' });
    expect(click('#home')).toBe(true);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });

  test('reloads main in prd', () => {
    page('/kr/ko', home, { 'data-env': 'prd' });
    expect(click('#home')).toBe(false);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  test('leaves the skip link alone', () => {
    page('/kr/ko', home, { 'data-env': 'local' });
    expect(click('#skip')).toBe(false);
    expect(scrollTo).not.toHaveBeenCalled();
  });
});

test('after a new build went live, the next link is a full load by location.assign', async () => {
  document.documentElement.setAttribute('data-new-build-live', '');
  page('/kr/ko/dp/about', '<a id="link" href="dp/best">베스트</a>');
  expect(click('#link')).toBe(true);
  await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(`${ORIGIN}/kr/ko/dp/best`));
});

test('a click another handler already took is left alone', async () => {
  page('/kr/ko/dp/about', '<a id="link" href="dp/best" data-link-target="2">베스트</a>');
  document.querySelector('#link')!.addEventListener('click', (event) => event.preventDefault());
  expect(click('#link')).toBe(true);
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(open).not.toHaveBeenCalled();
});
