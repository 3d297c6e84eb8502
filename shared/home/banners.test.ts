import { describe, expect, it } from 'vitest';
import type { EventSummary } from '#shared/schemas/campaign-calls';
import { darken, EVENT_BANNER_LIMIT, homeBanners } from './banners';

function event(eventId: number, status: EventSummary['status'], bannerTone = '#2f6f4e'): EventSummary {
  return {
    eventId,
    title: `이벤트 ${eventId}`,
    subtitle: `부제 ${eventId}`,
    summary: '',
    startDttm: '20261110000000',
    endDttm: '20261130235959',
    status,
    banner: { url: `/images/events/${eventId}.svg`, alt: `이벤트 ${eventId} 배너`, svg: '<svg/>' },
    bannerTone,
    couponCnt: 0,
  };
}

/** Relative luminance (WCAG 2). */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

describe('main page banners', () => {
  it('puts running events first, in their order, linking to each event with its banner artwork', () => {
    const banners = homeBanners([event(3, 'ONGOING'), event(1, 'ONGOING'), event(9, 'ENDED')]);
    expect(banners.map((banner) => banner.id)).toEqual(['event-3', 'event-1', 'best-weekly', 'hot-deal']);
    expect(banners[0]).toMatchObject({
      name: '이벤트 3',
      title: '이벤트 3',
      text: '부제 3',
      eyebrow: '이벤트 · 11월 30일(월)까지',
      href: '/kr/ko/ca/event/3',
      art: { url: '/images/events/3.svg' },
    });
  });

  it(`shows at most ${EVENT_BANNER_LIMIT} events, and only the standing promotions when none runs`, () => {
    const many = Array.from({ length: 7 }, (_, index) => event(index + 1, 'ONGOING'));
    expect(homeBanners(many).filter((banner) => banner.art)).toHaveLength(EVENT_BANNER_LIMIT);
    expect(homeBanners([event(2, 'ENDED')]).map((banner) => [banner.id, banner.href])).toEqual([
      ['best-weekly', '/kr/ko/dp/best'],
      ['hot-deal', '/kr/ko/dp/hot-deal'],
    ]);
  });

  it('darkens each event tone, light ones more, until white text reads on it (4.5:1)', () => {
    expect(darken('#2f6f4e')).toBe('#214e37');
    for (const tone of ['#2f6f4e', '#c0802b', '#6b8e23', '#4a7c8c', '#ffd700', '#ffffff']) {
      const colour = darken(tone);
      expect(colour).toMatch(/^#[0-9a-f]{6}$/);
      expect(1.05 / (luminance(colour) + 0.05), tone).toBeGreaterThanOrEqual(4.5);
    }
  });
});
