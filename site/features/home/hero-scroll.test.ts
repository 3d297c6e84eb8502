import { afterEach, describe, expect, it, vi } from 'vitest';
import { startHeroScroll } from './hero-scroll';

/** A hero whose track is 300 px wide and scrolls over 900 px. */
function hero(): { track: HTMLElement; prev: HTMLButtonElement; next: HTMLButtonElement } {
  document.body.innerHTML = `
    <section data-hero>
      <ul data-hero-track><li>1</li><li>2</li><li>3</li></ul>
      <button type="button" data-hero-step="-1" aria-label="이전 배너" hidden>‹</button>
      <button type="button" data-hero-step="1" aria-label="다음 배너" hidden>›</button>
    </section>`;
  const track = document.querySelector<HTMLElement>('[data-hero-track]')!;
  Object.defineProperty(track, 'clientWidth', { value: 300 });
  Object.defineProperty(track, 'scrollWidth', { value: 900 });
  const [prev, next] = document.querySelectorAll('button');
  return { track, prev, next };
}

describe('hero banner buttons', () => {
  afterEach(() => document.body.replaceChildren());

  it('shows the buttons, with only 다음 배너 usable at the start, and steps one view per press', () => {
    const { track, prev, next } = hero();
    const scrollBy = vi.fn();
    track.scrollBy = scrollBy as typeof track.scrollBy;
    const stop = startHeroScroll(document);
    expect([prev.hidden, next.hidden]).toEqual([false, false]);
    expect([prev.disabled, next.disabled]).toEqual([true, false]);
    next.click();
    expect(scrollBy).toHaveBeenLastCalledWith(expect.objectContaining({ left: 300 }));
    stop();
  });

  it('turns 다음 배너 off at the end of the track and 이전 배너 on', () => {
    const { track, prev, next } = hero();
    const stop = startHeroScroll(document);
    track.scrollLeft = 600;
    track.dispatchEvent(new Event('scroll'));
    expect([prev.disabled, next.disabled]).toEqual([false, true]);
    stop();
  });
});
