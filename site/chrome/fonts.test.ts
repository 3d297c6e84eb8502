import { afterEach, describe, expect, it, vi } from 'vitest';
import { FONTS_WARM_KEY, PRETENDARD_CSS, startFonts } from './fonts';

describe('startFonts', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    localStorage.clear();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('applies the faces at once on later pages, and only once', () => {
    localStorage.setItem(FONTS_WARM_KEY, '1');
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    expect(startFonts()).toBe(true);
    startFonts();
    expect(document.querySelectorAll(`link[rel="stylesheet"][href="${PRETENDARD_CSS}"]`)).toHaveLength(1);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('applies nothing on a first visit', () => {
    expect(startFonts()).toBe(false);
    expect(document.querySelector(`link[href="${PRETENDARD_CSS}"]`)).toBeNull();
  });
});
