import { afterEach, describe, expect, it } from 'vitest';
import { startPromotionTracking } from './promotion-tracking';

describe('select_promotion', () => {
  afterEach(() => {
    window.dataLayer = [];
    document.body.replaceChildren();
  });

  it('pushes the clicked banner’s promotion, including clicks on its inner text, and nothing for other links', () => {
    document.body.innerHTML = `
      <a href="#best" data-promotion-id="best-weekly" data-promotion-name="이번 주 베스트" data-creative-slot="main_banner_1"><strong>베스트</strong></a>
      <a href="#other" id="other">다른 링크</a>`;
    startPromotionTracking(document);
    window.dataLayer = [];
    document.querySelector('strong')!.click();
    document.getElementById('other')!.click();
    expect(window.dataLayer).toEqual([
      { event: 'select_promotion', promotion_id: 'best-weekly', promotion_name: '이번 주 베스트', creative_slot: 'main_banner_1' },
    ]);
  });
});
