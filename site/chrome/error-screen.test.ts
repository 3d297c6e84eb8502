import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { reportFatal } from '#features/error/fatal-event.ts';
import { $page } from './page';
import { startErrorScreen } from './error-screen';
import { ERROR_DETAIL_TAPS, showErrorScreen } from './on-demand/error-screen-view';

// The markup of components/screens/ErrorScreen.astro, as Shell.astro puts it on every page.
const ERROR_SCREEN = `
  <section class="system-screen" data-error-screen aria-labelledby="error-screen-title">
    <div class="system-screen__image" data-error-image><svg aria-hidden="true"></svg></div>
    <h2 id="error-screen-title">알 수 없는 오류가 발생했습니다</h2>
    <div class="error-details" data-error-details hidden>
      <dl>
        <dt>상태 코드</dt><dd data-error-status>500</dd>
        <dt>메시지</dt><dd data-error-message></dd>
        <dt>스택</dt><dd><pre data-error-stack></pre></dd>
      </dl>
    </div>
  </section>`;

const main = () => document.querySelector('main')!;
const details = () => main().querySelector<HTMLElement>('[data-error-details]')!;
const text = (selector: string) => main().querySelector(selector)?.textContent;
const tap = (times: number) => {
  for (let count = 0; count < times; count += 1) main().querySelector<HTMLElement>('[data-error-image]')!.click();
};

let stop: () => void = () => {};

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  document.documentElement.dataset.pageType = 'CART';
  document.body.innerHTML = `
    <main id="main"><h1>장바구니</h1><div id="cart-island">상품 3개</div></main>
    <template id="error-screen-template">${ERROR_SCREEN}</template>`;
});

afterEach(() => {
  stop();
  vi.restoreAllMocks();
});

describe('showErrorScreen', () => {
  test('replaces the page content with the error screen and its details, and makes it an OTHERS page', () => {
    expect(showErrorScreen({ status: 503, message: '장바구니를 불러오지 못했습니다.', stack: 'Error: x\n    at Cart' })).toBe(true);
    expect(document.querySelector('#cart-island')).toBeNull();
    expect(text('h2')).toBe('알 수 없는 오류가 발생했습니다');
    expect(text('[data-error-status]')).toBe('503');
    expect(text('[data-error-message]')).toBe('장바구니를 불러오지 못했습니다.');
    expect(text('[data-error-stack]')).toBe('Error: x\n    at Cart');
    expect(details().hidden).toBe(true);
    expect(document.documentElement.dataset.pageType).toBe('OTHERS');
    expect($page.get().pageType).toBe('OTHERS');
    expect(document.activeElement?.textContent).toBe('알 수 없는 오류가 발생했습니다');
  });

  test('shows messages as text, never as markup', () => {
    showErrorScreen({ message: '<img src=x onerror=alert(1)>' });
    expect(main().querySelector('img')).toBeNull();
    expect(text('[data-error-message]')).toBe('<img src=x onerror=alert(1)>');
    expect(text('[data-error-status]')).toBe('500');
  });

  test('reveals the details on the 11th tap of the image, not before', () => {
    showErrorScreen({ message: 'boom' });
    tap(ERROR_DETAIL_TAPS);
    expect(details().hidden).toBe(true);
    tap(1);
    expect(details().hidden).toBe(false);
  });

  test('leaves the template as it was, so a second error can use it again', () => {
    showErrorScreen({ message: '첫 번째' });
    showErrorScreen({ message: '두 번째' });
    expect(main().querySelectorAll('[data-error-screen]')).toHaveLength(1);
    expect(text('[data-error-message]')).toBe('두 번째');
    const template = document.querySelector<HTMLTemplateElement>('#error-screen-template')!;
    expect(template.content.querySelector('[data-error-message]')!.textContent).toBe('');
  });

  test('does nothing on a page without the template', () => {
    document.querySelector('template')!.remove();
    expect(showErrorScreen({ message: 'boom' })).toBe(false);
    expect(document.querySelector('#cart-island')).not.toBeNull();
  });
});

describe('startErrorScreen', () => {
  test("an island's fatal error event shows the error screen", async () => {
    stop = startErrorScreen();
    reportFatal({ message: 'Cannot read properties of undefined', stack: 'TypeError at Wish' });
    await vi.waitFor(() => expect(text('[data-error-message]')).toBe('Cannot read properties of undefined'));
    expect(text('[data-error-stack]')).toBe('TypeError at Wish');
    expect(text('[data-error-status]')).toBe('500');
  });

  test("wires the taps of the worker's own error page", async () => {
    main().innerHTML = ERROR_SCREEN;
    stop = startErrorScreen();
    await vi.waitFor(() => expect(main().querySelector('[data-taps-wired]')).not.toBeNull());
    tap(ERROR_DETAIL_TAPS + 1);
    expect(details().hidden).toBe(false);
  });
});
