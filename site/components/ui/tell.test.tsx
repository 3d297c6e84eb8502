import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { ApiError, UNKNOWN_ERROR_MESSAGE } from '#lib/api-client';
import { closeModal, topModal } from '#chrome/modal-store';
import { messageOf } from './message-of';
import { ScreenError } from './ScreenError';
import { ask, tell } from './tell';
import { TOAST_MS, TOAST_REGION_LABEL } from './toast';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

beforeEach(() => document.body.replaceChildren());
afterEach(() => vi.useRealTimers());

const dialog = () => document.querySelector('[role="alertdialog"]');
const waitFor = async (check: () => unknown) => {
  for (let tries = 0; tries < 50 && !check(); tries += 1) await new Promise((resolve) => setTimeout(resolve, 5));
};

describe('messageOf', () => {
  test("shows the gateway's Korean message, and the fallback for anything else", () => {
    expect(messageOf(new ApiError('WISH_LIMIT_EXCEEDED', '위시리스트에는 최대 200개까지 담을 수 있습니다.', 409))).toBe(
      '위시리스트에는 최대 200개까지 담을 수 있습니다.',
    );
    expect(messageOf(new TypeError('Cannot read properties of undefined'), '삭제하지 못했습니다.')).toBe('삭제하지 못했습니다.');
    expect(messageOf('offline')).toBe(UNKNOWN_ERROR_MESSAGE);
  });
});

describe('tell', () => {
  test('a toast is read out politely and leaves by itself, with nothing to tap', async () => {
    vi.useFakeTimers();
    await tell('배송지가 등록되었습니다.', 'toast');
    vi.advanceTimersByTime(200);
    const region = document.querySelector(`[aria-label="${TOAST_REGION_LABEL}"]`);
    expect(region?.getAttribute('role')).toBe('status');
    expect(region?.getAttribute('aria-live')).toBe('polite');
    expect(region?.textContent).toBe('배송지가 등록되었습니다.');
    expect(region?.querySelector('button')).toBeNull();
    expect(dialog()).toBeNull();
    vi.advanceTimersByTime(TOAST_MS);
    expect(region?.textContent).toBe('');
  });

  test('an alert is a modal that waits for 확인', async () => {
    let done = false;
    const told = tell({ title: '알림', text: '삭제하지 못했습니다.' }).then(() => (done = true));
    await waitFor(dialog);
    expect(dialog()?.textContent).toContain('삭제하지 못했습니다.');
    expect(done).toBe(false);
    closeModal(topModal()!.id, true);
    await told;
    expect(done).toBe(true);
  });

  test('ask resolves true only for 확인', async () => {
    const asked = ask({ text: '문의를 삭제할까요?', confirmLabel: '삭제' });
    await waitFor(dialog);
    expect(dialog()?.textContent).toContain('취소');
    closeModal(topModal()!.id, false);
    expect(await asked).toBe(false);
  });
});

describe('ScreenError', () => {
  let root: Root;
  afterEach(() => act(() => root.unmount()));

  test('says what failed at once and 다시 시도 loads again', () => {
    const host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
    const retry = vi.fn();
    act(() => root.render(<ScreenError message="리뷰 목록을 불러오지 못했습니다." onRetry={retry} />));
    expect(host.querySelector('[role="alert"]')?.textContent).toBe('리뷰 목록을 불러오지 못했습니다.');
    act(() => host.querySelector('button')!.click());
    expect(retry).toHaveBeenCalledOnce();
  });
});
