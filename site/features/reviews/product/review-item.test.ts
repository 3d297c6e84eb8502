import { describe, expect, it } from 'vitest';
import type { ReviewItem } from '#shared/schemas/review-calls';
import { REWARDED_LABEL, reviewItem } from './review-item';
import { filterForm, offerOptions, readQuery } from './review-filters';

const REVIEW: ReviewItem = {
  reviewNo: 41,
  writerNm: 'gr***',
  rating: 4,
  content: '<img src=x onerror=alert(1)> 촉촉해요',
  createdDttm: '20261120101500',
  prdOptnNm: '200ml',
  skinTypeCd: 'DRY',
  skinConcerns: ['DRYNESS', 'PORES'],
  verifiedYn: 'Y',
  repurchaseYn: 'Y',
  monthUseYn: 'N',
  rewardedYn: 'Y',
  images: ['/uploads/review/abc.jpg'],
  helpfulCnt: 3,
  helpedYn: 'Y',
  mineYn: 'N',
  reply: '감사합니다.',
  replyDttm: '20261121090000',
};

describe('a listed review', () => {
  it('puts the points label first, then the purchase badges, and shows text as text', () => {
    const item = reviewItem(REVIEW);
    expect([...item.querySelectorAll('.rv-item__badges span')].map((badge) => badge.textContent)).toEqual([REWARDED_LABEL, '구매 인증', '재구매']);
    expect(item.querySelector('.rv-item__content')?.textContent).toBe(REVIEW.content);
    expect(item.querySelector('.rv-item__content img')).toBeNull();
    expect(item.querySelector('.rv-item__skin')?.textContent).toBe('옵션 200ml · 건성 · 건조함 · 모공');
    expect(item.querySelector('[data-action="helpful"]')?.getAttribute('aria-pressed')).toBe('true');
    expect(item.querySelector('[data-action="helpful"]')?.textContent).toBe('도움이 돼요 3');
    expect(item.querySelector('.rv-item__reply')?.textContent).toContain('감사합니다.');
    expect(item.querySelector('.rv-stars')?.getAttribute('aria-label')).toBe('5점 만점에 4점');
  });

  it('offers no 도움이 돼요 or 신고 on one’s own review, and no label on an unpaid one', () => {
    const item = reviewItem({ ...REVIEW, mineYn: 'Y', rewardedYn: 'N' });
    expect(item.querySelector('[data-action]:not([data-action="photo"])')).toBeNull();
    expect(item.textContent).not.toContain(REWARDED_LABEL);
  });
});

describe('the filter form', () => {
  it('reads the sort and every filter, and offers options only when reviews name several', () => {
    const form = filterForm();
    document.body.append(form);
    (form.querySelector('input[name="sort"][value="RATING_LOW"]') as HTMLInputElement).checked = true;
    (form.querySelector('input[name="photoOnly"]') as HTMLInputElement).checked = true;
    (form.querySelector('input[name="skinTypes"][value="OILY"]') as HTMLInputElement).checked = true;
    (form.querySelector('input[name="skinConcerns"][value="PORES"]') as HTMLInputElement).checked = true;
    (form.querySelector('input[name="ratings"][value="2"]') as HTMLInputElement).checked = true;
    offerOptions(form, ['200ml']);
    expect((form.querySelector('.rv-filter--option') as HTMLElement).hidden).toBe(true);
    offerOptions(form, ['200ml', '400ml']);
    (form.querySelector('select[name="prdOptnNm"]') as HTMLSelectElement).value = '400ml';
    expect(readQuery(form)).toEqual({ sort: 'RATING_LOW', photoOnly: true, skinTypes: ['OILY'], skinConcerns: ['PORES'], ratings: [2], prdOptnNm: '400ml' });
  });
});
