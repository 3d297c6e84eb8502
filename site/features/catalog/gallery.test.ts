import { beforeEach, describe, expect, it } from 'vitest';
import { startGallery } from './gallery';

describe('gallery', () => {
  beforeEach(() => {
    document.body.innerHTML = `
      <div data-gallery>
        <img data-gallery-main src="/images/products/1-1.svg" alt="앞면">
        <button type="button" data-gallery-thumb data-src="/images/products/1-1.svg" data-alt="앞면" aria-pressed="true">1</button>
        <button type="button" data-gallery-thumb data-src="/images/products/1-2.svg" data-alt="뒷면" aria-pressed="false">2</button>
      </div>`;
    startGallery(document.querySelector<HTMLElement>('[data-gallery]')!);
  });

  it('shows the image of the thumbnail clicked, with its description, and marks that thumbnail', () => {
    const [first, second] = document.querySelectorAll<HTMLButtonElement>('[data-gallery-thumb]');
    second.click();
    const main = document.querySelector<HTMLImageElement>('[data-gallery-main]')!;
    expect(main.getAttribute('src')).toBe('/images/products/1-2.svg');
    expect(main.alt).toBe('뒷면');
    expect(second.getAttribute('aria-pressed')).toBe('true');
    expect(first.getAttribute('aria-pressed')).toBe('false');
    first.click();
    expect(main.getAttribute('src')).toBe('/images/products/1-1.svg');
    expect(main.alt).toBe('앞면');
  });
});
