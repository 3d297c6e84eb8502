import { expect, test } from 'vitest';
import { eventPromotionId, PROMOTION_LOCATIONS, promotionFields } from './ga4-promotion';

test('a banner’s promotion: the GA4 promotion fields, the slot its place in its location', () => {
  expect(promotionFields(eventPromotionId(12), '봄맞이 세일', '봄맞이 세일', PROMOTION_LOCATIONS.eventList, 2)).toEqual({
    promotion_id: 'event-12',
    promotion_name: '봄맞이 세일',
    creative_name: '봄맞이 세일',
    creative_slot: 'event_list_2',
    location_id: 'event_list',
  });
  expect(promotionFields('best-weekly', '이번 주 베스트', '녹차숍 베스트 100', PROMOTION_LOCATIONS.mainBanner, 1).creative_slot).toBe('main_banner_1');
});
