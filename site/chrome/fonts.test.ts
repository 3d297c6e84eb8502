import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRETENDARD_CSS, startFonts } from './fonts';

describe('startFonts', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    vi.useRealTimers();
  });

  it('adds the Pretendard stylesheet once the page is idle, and only once', async () => {
    vi.useFakeTimers();
    expect(document.querySelector(`link[href="${PRETENDARD_CSS}"]`)).toBeNull();
    startFonts();
    startFonts();
    window.dispatchEvent(new Event('load'));
    await vi.runAllTimersAsync();
    const links = document.querySelectorAll(`link[rel="stylesheet"][href="${PRETENDARD_CSS}"]`);
    expect(links).toHaveLength(1);
  });
});
